import { useDocumentMeta, useVisitorInfo } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { Icon } from '../../lib/icons';
import styles from './thank-you.module.css';
import { useThankYouMessages } from './thank-you-messages';

/** /thank-you — after the contact form (SPEC §2). */
export function ThankYouPage() {
  const t = useThankYouMessages();
  useDocumentMeta({ title: t('thankYou.title'), path: '/thank-you', noIndex: true });
  const visitor = useVisitorInfo();
  return (
    <div className="qe-container qe-page">
      <section className={`qe-card ${styles.card}`} aria-labelledby="thank-you-title">
        <span className={styles.icon}>
          <Icon name="check" size={32} strokeWidth={2.5} />
        </span>
        <h1 id="thank-you-title">{t('thankYou.title')}</h1>
        <p className={styles.lead}>{t('thankYou.lead')}</p>
        {visitor ? null : (
          <div className={`qe-alert qe-alert--warning ${styles.warning}`} role="note">
            <span>{t('thankYou.noInfo')}</span>
            <Link to="/courses">{t('thankYou.saveInfo')}</Link>
          </div>
        )}
        <div className={styles.actions}>
          <Link to="/" className="qe-btn qe-btn--primary">
            {t('thankYou.home')}
          </Link>
          <Link to="/knowledge" className="qe-btn qe-btn--secondary">
            {t('thankYou.knowledge')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** The page's texts, awaited before it renders in another locale (withTexts, src/app.tsx). */
export { thankYouTexts } from './thank-you-messages';
