import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, type LanguageAttributes, text } from '@quantethic/kit/content';
import type { AboutPage } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import type { ReactNode } from 'react';
import { useAboutMessages } from '../about-messages';
import styles from './about-hero.module.css';

export const ABOUT_TITLE_ID = 'about-title';

/** The page's h1: always 'About QuantEthic', followed by the hero heading once it has loaded. */
export function AboutHeading({ heading, lang = {} }: { heading?: string | null; lang?: LanguageAttributes }) {
  const t = useAboutMessages();
  return (
    <h1 id={ABOUT_TITLE_ID} className={styles.heroTitle}>
      <span className={styles.eyebrow}>{t('about.eyebrow')}</span>
      {heading ? (
        <span className={styles.heroHeading} {...lang}>
          {' '}
          {heading}
        </span>
      ) : null}
    </h1>
  );
}

/** The hero; `lang` marks its content's texts when the page is not in the page's language. */
export function AboutHero({ hero, lang = {} }: { hero: AboutPage['hero']; lang?: LanguageAttributes }) {
  const heading = text(hero?.heading);
  const subheading = text(hero?.subheading);
  const hasImage = Boolean(hero?.image);
  const t = useAboutMessages();
  return (
    <section className={styles.hero} aria-labelledby={ABOUT_TITLE_ID}>
      <div className={`qe-container ${styles.heroInner} ${hasImage ? '' : styles.heroInnerSolo}`}>
        <div className={styles.heroText}>
          <AboutHeading heading={heading} lang={lang} />
          {subheading ? (
            <p className={styles.heroLead} {...lang}>
              {subheading}
            </p>
          ) : null}
          <div className={styles.heroActions}>
            <Link to="/courses" className="qe-btn qe-btn--primary">
              {t('about.exploreCourses')}
            </Link>
            <Link to="/consulting" className="qe-btn qe-btn--secondary">
              {t('about.ourConsulting')}
            </Link>
          </div>
        </div>
        {hasImage ? (
          <div className={styles.heroMedia}>
            <ContentImage
              className={styles.heroImage}
              image={hero?.image}
              fallback={DEFAULT_IMAGES.socialImage}
              alt=""
              widths={[360, 560, 720, 1120]}
              sizes="(min-width: 64rem) 28rem, (min-width: 48rem) 40vw, 90vw"
              // Hidden under 768 px (see .heroMedia): lazy, so phones never download it.
              loading="lazy"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The page frame while the content loads or cannot load (the hero without its content): the
 * heading stays, the body says why.
 */
export function AboutStatus({ children }: { children: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby={ABOUT_TITLE_ID}>
      <div className={`qe-container ${styles.heroInner} ${styles.heroInnerSolo}`}>
        <div className={styles.heroText}>
          <AboutHeading />
        </div>
      </div>
      <div className="qe-container">{children}</div>
    </section>
  );
}
