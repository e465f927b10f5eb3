import { type ContentResult, fallbackLanguage, isRecord, useContent } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { coursePath, courseTitle } from '../../../lib/course-links';
import {
  type AdjacentCourses as Adjacent,
  type CourseLink,
  getAdjacentCourses,
} from '../api/get-adjacent-courses';
import { useCourseMessages } from '../course-messages';
import styles from './adjacent-courses.module.css';

const NONE: ContentResult<Adjacent> = { status: 'empty' };

function Neighbour({ course, direction }: { course: CourseLink | null; direction: 'previous' | 'next' }) {
  const t = useCourseMessages();
  const locale = useLocale();
  if (!isRecord(course)) return <span />;
  return (
    <Link
      className={`${styles.neighbour} ${styles[direction]}`}
      to={coursePath(course)}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <span className={styles.neighbourLabel}>
        {direction === 'previous' ? t('course.previous') : t('course.next')}
      </span>
      <span className={styles.neighbourTitle} {...fallbackLanguage(course, locale)}>
        {courseTitle(course, t)}
      </span>
    </Link>
  );
}

/** Previous (older) and next (newer) course links (SPEC §2). A failure is logged and leaves them out. */
export function AdjacentCourses({ createdAt }: { createdAt: string | null }) {
  const t = useCourseMessages();
  const adjacent = useContent(
    (client, signal, language) =>
      createdAt ? getAdjacentCourses(client, createdAt, language, signal) : Promise.resolve(NONE),
    [createdAt],
    // Named so a prerendered course page has its links at once (../../../prerender.tsx).
    createdAt ? `adjacent-courses:${createdAt}` : undefined,
  );
  if (adjacent.status !== 'ok' || !isRecord(adjacent.data)) return null;
  const { previous, next } = adjacent.data;
  if (!isRecord(previous) && !isRecord(next)) return null;
  return (
    <nav className={styles.adjacent} aria-label={t('course.moreCourses')}>
      <Neighbour course={previous} direction="previous" />
      <Neighbour course={next} direction="next" />
    </nav>
  );
}
