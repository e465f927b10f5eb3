import { type ImageSource, imageUrl } from '@quantethic/kit/content';
import { VisitorInfoForm } from '@quantethic/kit/ui';
import { saveVisitorInfo, useDocumentMeta, useRemoteProps, useVisitorInfo } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useMemo } from 'react';
import type { CourseDetail } from '../../lib/api/get-course';
import { ProgressMeter } from '../../lib/components/progress-meter';
import { coursePath, courseTitle, learnPath } from '../../lib/course-links';
import { courseOutline } from '../../lib/progress/outline';
import { loadProgress } from '../../lib/progress/storage';
import styles from './certificate.module.css';
import { certificateData } from './certificate-data';
import { CERTIFICATE_TEXT } from './certificate-format';
import { CertificateView } from './certificate-view';

/**
 * /courses/:slug/certificate: the learner's certificate once the course is complete. Until then
 * it says how far they are; without a saved name it asks for one (the certificate carries it).
 */
export function CourseCertificate({ course }: { course: CourseDetail }) {
  const { bus, config } = useRemoteProps();
  const visitor = useVisitorInfo();
  const title = courseTitle(course);
  const outline = useMemo(() => courseOutline(course.modules), [course.modules]);
  const progress = useMemo(() => loadProgress(course._id, outline), [course._id, outline]);
  const complete = progress.percentage === 100;
  // A learner's own page: kept out of search engines.
  useDocumentMeta({
    title: `${CERTIFICATE_TEXT.title}: ${title}`,
    description: `Your certificate of completion for ${title}.`,
    path: `${coursePath(course)}/certificate`,
    noIndex: true,
  });

  const back = (
    <p className={styles.back}>
      <Link to={coursePath(course)}>← Back to {title}</Link>
    </p>
  );

  if (!complete) {
    return (
      <section
        className={`qe-container qe-page qe-status ${styles.notice}`}
        aria-labelledby="certificate-pending"
      >
        {back}
        <h1 id="certificate-pending">Your certificate is not ready yet</h1>
        <p>Finish every lesson and quiz of “{title}” to get your certificate.</p>
        <ProgressMeter percentage={progress.percentage} label={`Progress in ${title}`} />
        <Link className="qe-btn qe-btn--primary" to={learnPath(course)}>
          Continue Learning
        </Link>
      </section>
    );
  }

  if (!visitor) {
    return (
      <section className={`qe-container qe-page ${styles.notice}`} aria-labelledby="certificate-name">
        {back}
        <h1 id="certificate-name">Your name for the certificate</h1>
        <p>Your certificate shows the name you save here, with your email and phone for your records.</p>
        <VisitorInfoForm
          submitLabel="Save & Show Certificate"
          onSubmit={(info) => {
            if (saveVisitorInfo(info)) bus.emit('visitor:changed', { registered: true });
            else
              bus.emit('toast', {
                kind: 'error',
                message: 'Your details could not be saved in this browser.',
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
  });
  if (!data) {
    return (
      <section className={`qe-container qe-page qe-status ${styles.notice}`} role="alert">
        {back}
        <h1>We couldn't create this certificate</h1>
        <p>Some of the course's details are missing. Please try again later.</p>
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
