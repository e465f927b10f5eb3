import { PageLoading, PageStatus, useDocumentMeta } from '@quantethic/shared';
import { Link, Navigate } from '@quantethic/shared/router';
import type { CourseBySlug } from './use-course-by-slug';

/** What a course route shows while the sign-in is checked (SPEC §6: nothing of the course). */
export const CHECKING_SIGN_IN = 'Checking your sign-in...';

function CheckingSignIn() {
  useDocumentMeta({ title: 'Course', noIndex: true });
  return <PageLoading label={CHECKING_SIGN_IN} />;
}

/** SPEC §8: the course does not exist. */
function CourseNotFound() {
  useDocumentMeta({ title: 'Course Not Found', noIndex: true });
  return (
    <PageStatus title="Course Not Found" message="The course you're looking for doesn't exist.">
      <Link className="qe-btn qe-btn--primary" to="/courses">
        Back to Courses
      </Link>
    </PageStatus>
  );
}

/** The content API could not be reached: say so and offer a retry, never a blank page. */
function CourseLoadError({ onRetry }: { onRetry: () => void }) {
  useDocumentMeta({ title: 'Course unavailable', noIndex: true });
  return (
    <PageStatus
      role="alert"
      title="Failed to load this course"
      message="We couldn't reach the course content. Check your connection and try again."
      onRetry={onRetry}
    >
      <Link className="qe-btn qe-btn--secondary" to="/courses">
        Back to Courses
      </Link>
    </PageStatus>
  );
}

/**
 * A course route until its course is there (`useCourseBySlug`): 'Checking your sign-in...', a
 * redirect, 'Loading course...', 'Failed to load this course' with Try Again, or 'Course Not Found'
 * — shared's page status views, as on every other page.
 */
export function CourseLookupStatus({ lookup }: { lookup: Exclude<CourseBySlug, { status: 'found' }> }) {
  switch (lookup.status) {
    case 'checking-sign-in':
      return <CheckingSignIn />;
    case 'redirect':
      return <Navigate replace to={lookup.to} />;
    case 'loading':
      return <PageLoading label="Loading course..." />;
    case 'error':
      return <CourseLoadError onRetry={lookup.reload} />;
    case 'not-found':
      return <CourseNotFound />;
  }
}
