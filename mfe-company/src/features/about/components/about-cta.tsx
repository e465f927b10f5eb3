import { type LanguageAttributes, text } from '@quantethic/kit/content';
import { type AboutPage, classifyLink } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { usePageLanguageWithin } from '../../../lib/content-language';
import { useAboutMessages } from '../about-messages';
import styles from './about-cta.module.css';

const BUTTON_STYLES = ['primary', 'secondary', 'outline'] as const;

/** The closing call to action; its button takes the editor's style (primary, secondary, outline). */
export function AboutCta({ cta, lang = {} }: { cta: AboutPage['cta']; lang?: LanguageAttributes }) {
  const t = useAboutMessages();
  const pageLanguage = usePageLanguageWithin(lang);
  const title = text(cta?.title);
  const body = text(cta?.text);
  const label = text(cta?.buttonText);
  const link = classifyLink(cta?.buttonUrl);
  if (!title && !body && !label) return null;
  const style = BUTTON_STYLES.find((s) => s === cta?.buttonStyle) ?? 'primary';
  const className = `qe-btn qe-btn--${style}`;
  let button = null;
  if (label && link.kind === 'internal') {
    button = (
      <Link to={link.to} className={className} data-style={style} {...lang}>
        {label}
      </Link>
    );
  } else if (label && link.kind === 'external') {
    button = (
      <a
        href={link.href}
        className={className}
        data-style={style}
        target="_blank"
        rel="noopener noreferrer"
        {...lang}
      >
        {label}
        <span className="qe-visually-hidden" {...pageLanguage}>
          {t('common.newTab')}
        </span>
      </a>
    );
  }
  return (
    <section
      className="qe-section"
      aria-labelledby={title ? 'about-cta' : undefined}
      aria-label={title ? undefined : t('about.ctaLabel')}
    >
      <div className="qe-container">
        <div className={styles.cta}>
          <div>
            {title ? (
              <h2 id="about-cta" className={styles.ctaTitle} {...lang}>
                {title}
              </h2>
            ) : null}
            {body ? (
              <p className={styles.ctaText} {...lang}>
                {body}
              </p>
            ) : null}
          </div>
          {button}
        </div>
      </div>
    </section>
  );
}
