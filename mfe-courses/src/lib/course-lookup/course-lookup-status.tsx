import { PageLoading, PageStatus, useDocumentMeta } from '@quantethic/shared';
import { Link, Navigate } from '@quantethic/shared/router';
import { useCoursesMessages } from '../messages';
import type { CourseBySlug } from './use-course-by-slug';

/** What a course route shows while the sign-in is checked (SPEC §6: nothing of the course). */
function CheckingSignIn() {
  const t = useCoursesMessages();
  useDocumentMeta({ title: t('lookup.headTitle'), noIndex: true });
  return <PageLoading label={t('lookup.checkingSignIn')} />;
}

/** SPEC §8: the course does not exist. */
function CourseNotFound() {
  const t = useCoursesMessages();
  useDocumentMeta({ title: t('lookup.notFoundTitle'), noIndex: true });
  return (
    <PageStatus title={t('lookup.notFoundTitle')} message={t('lookup.notFoundMessage')}>
      <Link className="qe-btn qe-btn--primary" to="/courses">
        {t('action.backToCourses')}
      </Link>
    </PageStatus>
  );
}

/** The content API could not be reached: say so and offer a retry, never a blank page. */
function CourseLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useCoursesMessages();
  useDocumentMeta({ title: t('lookup.unavailableHeadTitle'), noIndex: true });
  return (
    <PageStatus
      role="alert"
      title={t('lookup.errorTitle')}
      message={t('error.courseContent')}
      onRetry={onRetry}
    >
      <Link className="qe-btn qe-btn--secondary" to="/courses">
        {t('action.backToCourses')}
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
  const t = useCoursesMessages();
  switch (lookup.status) {
    case 'checking-sign-in':
      return <CheckingSignIn />;
    case 'redirect':
      return <Navigate replace to={lookup.to} />;
    case 'loading':
      return <PageLoading label={t('lookup.loading')} />;
    case 'error':
      return <CourseLoadError onRetry={lookup.reload} />;
    case 'not-found':
      return <CourseNotFound />;
  }
}
