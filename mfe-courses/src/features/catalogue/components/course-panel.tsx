import { fallbackLanguage, text, useContent } from '@quantethic/kit/content';
import { ErrorState, LoadingState, Modal, useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useId } from 'react';
import type { CourseCard } from '../../../lib/api/course-card';
import { CompletionBanner } from '../../../lib/completion/completion-banner';
import { PANEL_CONFETTI_PIECES } from '../../../lib/completion/confetti';
import { Curriculum } from '../../../lib/components/curriculum';
import { courseInstructors, Instructors } from '../../../lib/components/instructors';
import { ProgressMeter } from '../../../lib/components/progress-meter';
import { coursePath, courseTitle, learnPath } from '../../../lib/course-links';
import { levelLabel } from '../../../lib/levels';
import { useCourseProgress } from '../../../lib/progress/course-progress';
import { progressIdOf } from '../../../lib/progress/identity';
import { getCourseCurriculum } from '../api/get-course-curriculum';
import { useCatalogueMessages } from '../catalogue-messages';
import styles from './course-panel.module.css';

export interface CoursePanelProps {
  course: CourseCard | null;
  registered: boolean;
  onClose: () => void;
  onRegister: (course: CourseCard) => void;
}

function PanelContent({
  course,
  registered,
  onRegister,
}: Omit<CoursePanelProps, 'onClose'> & { course: CourseCard }) {
  const id = text(course._id) ?? '';
  const headingId = useId();
  const t = useCatalogueMessages();
  const locale = useLocale();
  const details = useContent(
    (client, signal, language) => getCourseCurriculum(client, id, language, signal),
    [id],
  );
  // The course's progress, whichever edition it was made in.
  const progress = useCourseProgress(progressIdOf(course));
  const description = text(course.description);
  const level = text(course.level);
  const people = details.status === 'ok' ? courseInstructors(details.data) : null;

  return (
    <div className={styles.panel}>
      {level || course.isFeatured === true ? (
        <p className={styles.badges}>
          {course.isFeatured === true ? (
            <span className={`qe-badge ${styles.featured}`}>{t('card.featured')}</span>
          ) : null}
          {level ? <span className="qe-badge">{levelLabel(level, t)}</span> : null}
        </p>
      ) : null}
      {description ? (
        <p className="qe-muted" {...fallbackLanguage(course, locale)}>
          {description}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby={`${headingId}-progress`}>
        <h3 id={`${headingId}-progress`} className={styles.heading}>
          {t('panel.progress')}
        </h3>
        <ProgressMeter
          percentage={progress.percentage}
          label={t('progress.label', { title: courseTitle(course, t) })}
        />
      </section>
      {progress.percentage === 100 ? (
        <CompletionBanner
          completedAt={progress.completedAt}
          certificatePath={`${coursePath(course)}/certificate`}
          headingLevel={3}
          celebrateWith={PANEL_CONFETTI_PIECES}
        />
      ) : null}

      <div className={styles.actions}>
        {registered ? (
          <Link className="qe-btn qe-btn--primary" to={learnPath(course)}>
            {t('action.startLearning')}
          </Link>
        ) : (
          <button
            type="button"
            className="qe-btn qe-btn--primary"
            aria-haspopup="dialog"
            onClick={() => onRegister(course)}
          >
            {t('action.register')}
          </button>
        )}
        <Link className="qe-btn qe-btn--secondary" to={coursePath(course)}>
          {t('action.viewDetails')}
        </Link>
      </div>

      <section className={styles.section} aria-labelledby={`${headingId}-curriculum`}>
        <h3 id={`${headingId}-curriculum`} className={styles.heading}>
          {t('panel.curriculum')}
        </h3>
        {details.status === 'loading' ? <LoadingState label={t('panel.curriculumLoading')} /> : null}
        {details.status === 'error' ? (
          <ErrorState
            title={t('panel.curriculumError')}
            message={t('error.courseContent')}
            onRetry={details.reload}
          />
        ) : null}
        {details.status === 'empty' ? <p className="qe-muted">{t('panel.curriculumEmpty')}</p> : null}
        {details.status === 'ok' ? <Curriculum modules={details.data.modules} headingLevel={4} /> : null}
      </section>

      {people ? (
        <section className={styles.section} aria-labelledby={`${headingId}-instructors`}>
          <h3 id={`${headingId}-instructors`} className={styles.heading}>
            {t('panel.instructors', { count: people.length })}
          </h3>
          <Instructors people={people} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The course panel (SPEC §2): opened by clicking a catalogue card. Progress, the learn action,
 * the curriculum for every course structure and the instructors.
 */
export function CoursePanel({ course, registered, onClose, onRegister }: CoursePanelProps) {
  const t = useCatalogueMessages();
  return (
    <Modal
      open={course !== null}
      onClose={onClose}
      title={course ? courseTitle(course, t) : t('panel.fallbackTitle')}
      variant="wide"
      closeLabel={t('panel.close')}
    >
      {course ? <PanelContent course={course} registered={registered} onRegister={onRegister} /> : null}
    </Modal>
  );
}
