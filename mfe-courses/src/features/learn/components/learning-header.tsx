import { fallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import type { CourseDetail } from '../../../lib/api/get-course';
import { coursePath, courseTitle } from '../../../lib/course-links';
import { useLearnMessages } from '../learn-messages';
import styles from './learning-header.module.css';

/** The learning view's header: 'Learning', the course's title, what the caller adds, and Close. */
export function LearningHeader({ course, children }: { course: CourseDetail; children?: React.ReactNode }) {
  const t = useLearnMessages();
  const title = courseTitle(course, t);
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <p className={styles.eyebrow}>{t('learn.eyebrow')}</p>
        <h1 className={styles.title} {...fallbackLanguage(course, locale)}>
          {title}
        </h1>
        {children}
      </div>
      <Link to={coursePath(course)} className={`qe-btn qe-btn--outline ${styles.close}`}>
        <span aria-hidden="true">✕</span> {t('learn.close')}
        <span className="qe-visually-hidden">{t('learn.closeHidden')}</span>
      </Link>
    </header>
  );
}
