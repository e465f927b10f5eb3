import { text } from '@quantethic/kit/content';
import { type ConsultingPage, classifyLink } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { Icon } from '../../../lib/icons';
import styles from './consulting-cta.module.css';

/** SPEC §2 defaults of the consulting call to action. */
export const CTA_DEFAULTS = {
  title: 'Need Custom Solutions?',
  description:
    'Every institution is different. Tell us about your product, portfolio or model and we will design an engagement around it.',
  buttonText: 'Schedule a Session',
  buttonUrl: '/contact',
} as const;

export function ConsultingCta({ page }: { page: ConsultingPage }) {
  const title = text(page.ctaTitle) ?? CTA_DEFAULTS.title;
  const description = text(page.ctaDescription) ?? CTA_DEFAULTS.description;
  const label = text(page.ctaButtonText) ?? CTA_DEFAULTS.buttonText;
  const configured = classifyLink(page.ctaButtonUrl);
  const link = configured.kind === 'unsafe' ? classifyLink(CTA_DEFAULTS.buttonUrl) : configured;
  return (
    <section className="qe-section" aria-labelledby="consulting-cta">
      <div className="qe-container">
        <div className={styles.cta}>
          <div>
            <h2 id="consulting-cta" className={styles.ctaTitle}>
              {title}
            </h2>
            <p className={styles.ctaText}>{description}</p>
          </div>
          {link.kind === 'external' ? (
            <a
              href={link.href}
              className={`qe-btn ${styles.ctaButton}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="calendar" />
              {label}
              <span className="qe-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link
              to={link.kind === 'internal' ? link.to : CTA_DEFAULTS.buttonUrl}
              className={`qe-btn ${styles.ctaButton}`}
            >
              <Icon name="calendar" />
              {label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
