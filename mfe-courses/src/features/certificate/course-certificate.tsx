import { type ImageSource, imageUrl } from '@quantethic/kit/content';
import { VisitorInfoForm } from '@quantethic/kit/ui';
import {
  saveVisitorInfo,
  useDocumentMeta,
  useLocale,
  useRemoteProps,
  useVisitorInfo,
} from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useMemo } from 'react';
import type { CourseDetail } from '../../lib/api/get-course';
import { ProgressMeter } from '../../lib/components/progress-meter';
import { coursePath, courseTitle, learnPath } from '../../lib/course-links';
import { useCoursesMessages } from '../../lib/messages';
import { progressIdOf } from '../../lib/progress/identity';
import { courseOutline } from '../../lib/progress/outline';
import { loadProgress } from '../../lib/progress/storage';
import styles from './certificate.module.css';
import { certificateData } from './certificate-data';
import { useCertificateMessages } from './certificate-messages';
import { CertificateView } from './certificate-view';

/**
 * /courses/:slug/certificate: the learner's certificate once the course is complete. Until then
 * it says how far they are; without a saved name it asks for one (the certificate carries it).
 */
export function CourseCertificate({ course }: { course: CourseDetail }) {
  const { bus, config } = useRemoteProps();
  const visitor = useVisitorInfo();
  const locale = useLocale();
  const t = useCertificateMessages();
  // The progress meter's label is the package's, as on the course and learning pages.
  const coursesT = useCoursesMessages();
  const title = courseTitle(course, coursesT);
  const outline = useMemo(() => courseOutline(course.modules), [course.modules]);
  // The course's one record, whichever edition it was completed in.
  const courseId = progressIdOf(course) ?? course._id;
  const progress = useMemo(() => loadProgress(courseId, outline), [courseId, outline]);
  const complete = progress.percentage === 100;
  // A learner's own page: kept out of search engines.
  useDocumentMeta({
    title: t('certificate.pageTitle', { title }),
    description: t('certificate.pageDescription', { title }),
    path: `${coursePath(course)}/certificate`,
    noIndex: true,
  });

  const back = (
    <p className={styles.back}>
      <Link to={coursePath(course)}>{t('certificate.back', { title })}</Link>
    </p>
  );

  if (!complete) {
    return (
      <section
        className={`qe-container qe-page qe-status ${styles.notice}`}
        aria-labelledby="certificate-pending"
      >
        {back}
        <h1 id="certificate-pending">{t('certificate.notReadyTitle')}</h1>
        <p>{t('certificate.notReadyText', { title })}</p>
        <ProgressMeter percentage={progress.percentage} label={coursesT('progress.label', { title })} />
        <Link className="qe-btn qe-btn--primary" to={learnPath(course)}>
          {t('certificate.continue')}
        </Link>
      </section>
    );
  }

  if (!visitor) {
    return (
      <section className={`qe-container qe-page ${styles.notice}`} aria-labelledby="certificate-name">
        {back}
        <h1 id="certificate-name">{t('certificate.nameTitle')}</h1>
        <p>{t('certificate.nameText')}</p>
        <VisitorInfoForm
          submitLabel={t('certificate.nameSubmit')}
          onSubmit={(info) => {
            if (saveVisitorInfo(info)) bus.emit('visitor:changed', { registered: true });
            else
              bus.emit('toast', {
                kind: 'error',
                message: t('certificate.saveFailed'),
              });
          }}
        />
      </section>
    );
  }

  const data = certificateData({
    learnerName: visitor.name,
    course,
    // Records from before completion dates were kept: the last change is the best date there is.
    completedAt: progress.completedAt ?? progress.lastUpdated ?? new Date().toISOString(),
    imageUrl: (image) => imageUrl(image as ImageSource, config.content, 800),
    locale,
  });
  if (!data) {
    return (
      <section className={`qe-container qe-page qe-status ${styles.notice}`} role="alert">
        {back}
        <h1>{t('certificate.failedTitle')}</h1>
        <p>{t('certificate.failedText')}</p>
      </section>
    );
  }
  return (
    <div className="qe-container qe-page">
      {back}
      <CertificateView {...data} />
    </div>
  );
}
