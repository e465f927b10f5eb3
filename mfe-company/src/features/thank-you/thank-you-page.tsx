import { useDocumentMeta, useVisitorInfo } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { Icon } from '../../lib/icons';
import styles from './thank-you.module.css';

/** /thank-you — after the contact form (SPEC §2). */
export function ThankYouPage() {
  useDocumentMeta({ title: 'Thank You', path: '/thank-you', noIndex: true });
  const visitor = useVisitorInfo();
  return (
    <div className="qe-container qe-page">
      <section className={`qe-card ${styles.card}`} aria-labelledby="thank-you-title">
        <span className={styles.icon}>
          <Icon name="check" size={32} strokeWidth={2.5} />
        </span>
        <h1 id="thank-you-title">Thank You</h1>
        <p className={styles.lead}>
          Your message has been received. We usually reply within two working days.
        </p>
        {visitor ? null : (
          <div className={`qe-alert qe-alert--warning ${styles.warning}`} role="note">
            <span>
              You haven't saved your contact info yet. Save it to track your progress and join a course.
            </span>
            <Link to="/courses">Save Info &amp; Join a Course</Link>
          </div>
        )}
        <div className={styles.actions}>
          <Link to="/" className="qe-btn qe-btn--primary">
            Back to Home
          </Link>
          <Link to="/knowledge" className="qe-btn qe-btn--secondary">
            Read the Knowledge Hub
          </Link>
        </div>
      </section>
    </div>
  );
}
