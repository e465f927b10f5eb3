import { text, useFallbackLanguage } from '@quantethic/kit/content';
import { type ConsultingPage, classifyLink } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { languageIfContent, usePageLanguageWithin } from '../../../lib/content-language';
import { Icon } from '../../../lib/icons';
import { useConsultingMessages } from '../consulting-messages';
import styles from './consulting-cta.module.css';

/** SPEC §2 defaults of the consulting call to action (its texts: the 'cta.*' messages). */
export const CTA_DEFAULT_URL = '/contact';

export function ConsultingCta({ page }: { page: ConsultingPage }) {
  const t = useConsultingMessages();
  const lang = useFallbackLanguage(page);
  const labelLang = languageIfContent(text(page.ctaButtonText), lang);
  const pageLanguage = usePageLanguageWithin(labelLang);
  const title = text(page.ctaTitle) ?? t('cta.title');
  const description = text(page.ctaDescription) ?? t('cta.description');
  const label = text(page.ctaButtonText) ?? t('cta.button');
  const configured = classifyLink(page.ctaButtonUrl);
  const link = configured.kind === 'unsafe' ? classifyLink(CTA_DEFAULT_URL) : configured;
  return (
    <section className="qe-section" aria-labelledby="consulting-cta">
      <div className="qe-container">
        <div className={styles.cta}>
          <div>
            <h2
              id="consulting-cta"
              className={styles.ctaTitle}
              {...languageIfContent(text(page.ctaTitle), lang)}
            >
              {title}
            </h2>
            <p className={styles.ctaText} {...languageIfContent(text(page.ctaDescription), lang)}>
              {description}
            </p>
          </div>
          {link.kind === 'external' ? (
            <a
              href={link.href}
              className={`qe-btn ${styles.ctaButton}`}
              target="_blank"
              rel="noopener noreferrer"
              {...labelLang}
            >
              <Icon name="calendar" />
              {label}
              <span className="qe-visually-hidden" {...pageLanguage}>
                {t('common.newTab')}
              </span>
            </a>
          ) : (
            <Link
              to={link.kind === 'internal' ? link.to : CTA_DEFAULT_URL}
              className={`qe-btn ${styles.ctaButton}`}
              {...labelLang}
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
