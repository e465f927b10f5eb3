import { useState } from 'react';
import type { CourseCard as CourseCardData } from '../../../lib/api/course-card';
import { useCatalogueMessages } from '../catalogue-messages';
import { CourseCard } from './course-card';
import styles from './course-results.module.css';

/** Cards rendered at first and added by each 'Show more courses' (the catalogue may hold thousands). */
export const PAGE_SIZE = 12;

export interface CourseResultsProps {
  courses: CourseCardData[];
  total: number;
  registered: boolean;
  onOpenPanel: (course: CourseCardData) => void;
  onPlayVideo: (course: CourseCardData) => void;
  onRegister: (course: CourseCardData) => void;
}

/**
 * The matching courses, a page at a time: only the cards on screen are rendered, so typing in
 * the search stays fast however large the catalogue is. Give it a new `key` when the filter
 * changes to start again from the first page.
 */
export function CourseResults({ courses, total, registered, ...handlers }: CourseResultsProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const t = useCatalogueMessages();
  const shown = courses.slice(0, limit);
  return (
    <>
      <p className={styles.count} role="status" aria-live="polite">
        {courses.length === total
          ? t('results.count', { count: total })
          : t('results.countOf', { count: courses.length, total })}
        {shown.length < courses.length ? t('results.showing', { shown: shown.length }) : ''}
      </p>
      <ul className={`qe-grid ${styles.grid}`}>
        {shown.map((course, index) => (
          <li key={course._id ?? index} className={styles.item}>
            <CourseCard course={course} registered={registered} priority={index === 0} {...handlers} />
          </li>
        ))}
      </ul>
      {shown.length < courses.length ? (
        <div className={styles.more}>
          <button
            type="button"
            className="qe-btn qe-btn--secondary"
            onClick={() => setLimit((current) => current + PAGE_SIZE)}
          >
            {t('results.more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
