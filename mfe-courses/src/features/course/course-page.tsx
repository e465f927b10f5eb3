import { CourseLookupStatus } from '../../lib/course-lookup/course-lookup-status';
import { useCourseBySlug } from '../../lib/course-lookup/use-course-by-slug';
import { CourseView } from './components/course-view';

/**
 * /courses/:slug (SPEC §2): requires sign-in; the slug is normalised (redirect when it differs),
 * then the course is found by slug or by title (`useCourseBySlug`), or 'Course Not Found'. Nothing
 * of the course shows while the sign-in is checked.
 */
export function CoursePage() {
  const lookup = useCourseBySlug('detail');
  if (lookup.status !== 'found') return <CourseLookupStatus lookup={lookup} />;
  return <CourseView key={lookup.key} course={lookup.course} />;
}

/** The page's texts, for `withTexts` (src/app.tsx). */
export { courseTexts } from './course-messages';
