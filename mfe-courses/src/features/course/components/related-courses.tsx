import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import {
  ContentImage,
  type ContentResult,
  fallbackLanguage,
  recordList,
  text,
  useContent,
} from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import type { CourseCard } from '../../../lib/api/course-card';
import { image, truncate } from '../../../lib/content';
import { coursePath, courseTitle } from '../../../lib/course-links';
import { levelLabel } from '../../../lib/levels';
import { getRelatedCourses } from '../api/get-related-courses';
import { useCourseMessages } from '../course-messages';
import styles from './related-courses.module.css';

const NONE: ContentResult<CourseCard[]> = { status: 'empty' };

/**
 * 'You may also like' (SPEC §2): up to 3 other courses of the same level. A failure is logged
 * (by the query) and the section stays out, like an empty result.
 */
export function RelatedCourses({
  id,
  slug,
  level,
}: {
  id: string | null;
  slug: string | null;
  level: string | null;
}) {
  const t = useCourseMessages();
  const locale = useLocale();
  const related = useContent(
    (client, signal, language) =>
      level
        ? getRelatedCourses(client, { slug: slug ?? '', level }, language, signal)
        : Promise.resolve(NONE),
    [slug, level],
    // Named so a prerendered course page has them at once (../../../prerender.tsx).
    level ? `related-courses:${slug ?? ''}:${level}` : undefined,
  );
  if (related.status !== 'ok') return null;
  const courses = recordList<CourseCard>(related.data)
    .filter((course) => !id || course._id !== id)
    .slice(0, 3);
  if (courses.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-courses-heading">
      <h2 id="related-courses-heading">{t('course.related')}</h2>
      <ul className={`qe-grid ${styles.relatedList}`}>
        {courses.map((course, index) => {
          const description = text(course.description);
          const courseLevel = text(course.level);
          const inLanguage = fallbackLanguage(course, locale);
          return (
            <li key={course._id ?? index} className={styles.relatedCard}>
              <ContentImage
                className={styles.relatedImage}
                image={image(course.thumbnail)}
                fallback={DEFAULT_IMAGES.courseThumbnail}
                alt=""
                widths={[320, 480, 640]}
                sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
              />
              <div className={styles.relatedBody}>
                {courseLevel ? <span className="qe-badge">{levelLabel(courseLevel, t)}</span> : null}
                <h3 className={styles.relatedTitle} {...inLanguage}>
                  <Link to={coursePath(course)}>{courseTitle(course, t)}</Link>
                </h3>
                {description ? (
                  <p className="qe-muted" {...inLanguage}>
                    {truncate(description, 140)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
