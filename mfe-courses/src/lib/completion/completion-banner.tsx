import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useEffect, useId } from 'react';
import { formatCompletionDate } from '../format';
import { useCoursesMessages } from '../messages';
import styles from './completion-banner.module.css';
import { celebrate } from './confetti';

export interface CompletionBannerProps {
  completedAt: string | null;
  certificatePath: string;
  headingLevel?: 2 | 3;
  /** Confetti pieces to celebrate with when the banner appears (none by default). */
  celebrateWith?: number;
}

/** SPEC §4 course complete: the banner, the completion date and the certificate. */
export function CompletionBanner({
  completedAt,
  certificatePath,
  headingLevel = 2,
  celebrateWith,
}: CompletionBannerProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const t = useCoursesMessages();
  const locale = useLocale();
  useEffect(() => {
    if (celebrateWith) void celebrate(celebrateWith);
  }, [celebrateWith]);
  const date = completedAt ? formatCompletionDate(completedAt, locale) : null;
  return (
    <section className={`qe-alert qe-alert--success ${styles.banner}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.bannerTitle}>
        {t('completion.title')}
      </Heading>
      <p className={styles.bannerText}>
        {date ? (
          <>
            {t('completion.on')} <time dateTime={completedAt ?? undefined}>{date}</time>.
          </>
        ) : (
          t('completion.done')
        )}
      </p>
      <Link to={certificatePath} className="qe-btn qe-btn--primary">
        {t('completion.certificate')}
      </Link>
    </section>
  );
}
