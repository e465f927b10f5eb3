import { PageLoading, useDocumentMeta } from '@quantethic/shared';
import { Link, Navigate } from '@quantethic/shared/router';
import styles from './course-lookup-status.module.css';
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
    <section className={`qe-container qe-page qe-status ${styles.status}`} aria-labelledby="course-not-found">
      <h1 id="course-not-found">Course Not Found</h1>
      <p className="qe-muted">The course you're looking for doesn't exist.</p>
      <Link className="qe-btn qe-btn--primary" to="/courses">
        Back to Courses
      </Link>
    </section>
  );
}

/** The content API could not be reached: say so and offer a retry, never a blank page. */
function CourseLoadError({ onRetry }: { onRetry: () => void }) {
  useDocumentMeta({ title: 'Course unavailable', noIndex: true });
  return (
    <section className={`qe-container qe-page qe-status ${styles.status}`} role="alert">
      <h1>Failed to load this course</h1>
      <p className="qe-muted">We couldn't reach the course content. Check your connection and try again.</p>
      <div className={styles.statusActions}>
        <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
          Try Again
        </button>
        <Link className="qe-btn qe-btn--secondary" to="/courses">
          Back to Courses
        </Link>
      </div>
    </section>
  );
}

/**
 * A course route until its course is there (`useCourseBySlug`): 'Checking your sign-in...', a
 * redirect, 'Loading course...', 'Failed to load this course' with Try Again, or 'Course Not Found'.
 * The last two keep their own markup (a section that is the page's container, with the route's
 * own spacing and actions), which shared's `PageStatus` does not render.
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
