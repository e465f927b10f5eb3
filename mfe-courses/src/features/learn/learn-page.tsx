import { contentLanguage } from '@quantethic/kit/content';
import { useDocumentMeta } from '@quantethic/shared';
import type { CourseDetail } from '../../lib/api/get-course';
import { courseTitle, learnPath } from '../../lib/course-links';
import { CourseLookupStatus } from '../../lib/course-lookup/course-lookup-status';
import { useCourseBySlug } from '../../lib/course-lookup/use-course-by-slug';
import { useLearnMessages } from './learn-messages';
import { LearningFrame, LearningView } from './learning-view';

function LearnScreen({ course, checkingSignIn = false }: { course: CourseDetail; checkingSignIn?: boolean }) {
  const t = useLearnMessages();
  const title = courseTitle(course, t);
  // A learner's page: kept out of search engines (the course page is the one to find).
  useDocumentMeta({
    title: t('learn.headTitle', { title }),
    description: t('learn.headDescription', { title }),
    path: learnPath(course),
    noIndex: true,
    language: contentLanguage(course),
  });
  return (
    <div className="qe-container qe-page">
      {checkingSignIn ? (
        <LearningFrame course={course} loadingLabel={t('lookup.checkingSignIn')} />
      ) : (
        <LearningView course={course} />
      )}
    </div>
  );
}

/**
 * /courses/:slug/learn (SPEC §2): the course as for the course page (`useCourseBySlug`), then the
 * learning view. While the sign-in is checked it shows the course's heading above 'Checking your
 * sign-in...' (what the deploy prerenders, ../../prerender.tsx); the lesson comes once signed in.
 */
export function LearnPage() {
  const lookup = useCourseBySlug('learn');
  if (lookup.status === 'found') return <LearnScreen key={lookup.key} course={lookup.course} />;
  if (lookup.status === 'checking-sign-in' && lookup.course) {
    return <LearnScreen key={lookup.key} course={lookup.course} checkingSignIn />;
  }
  return <CourseLookupStatus lookup={lookup} />;
}

/** The page's texts, for `withTexts` (src/app.tsx). */
export { learnTexts } from './learn-messages';
