import { text, useFallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useId, useState } from 'react';
import { languageIfContent, usePageLanguageWithin } from '../../../lib/content-language';
import { Icon } from '../../../lib/icons';
import { useConsultingMessages } from '../consulting-messages';
import { formatPricing } from '../lib/pricing';
import {
  CARD_FEATURE_LIMIT,
  categoryOf,
  hasDetailedContent,
  keyFeaturesOf,
  type ShownService,
} from '../lib/services';
import { serviceLinkOf } from '../lib/use-service-booking';
import { FeaturedBadge } from './featured-badge';
import styles from './service-card.module.css';
import { ServiceMedia } from './service-media';
import { ServicePrice } from './service-price';

export interface ServiceCardProps {
  service: ShownService;
  onBook: (service: ShownService) => void;
  onShowDetails: (service: ShownService) => void;
}

/**
 * A service card (SPEC §2): image or icon, Featured badge, category, title, short description,
 * duration, pricing, up to three key features (on hover or focus on desktop; under 768 px behind
 * 'View Details' / 'Hide Details'), the primary button and 'View Details' for the full details.
 */
export function ServiceCard({ service, onBook, onShowDetails }: ServiceCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const t = useConsultingMessages();
  const locale = useLocale();
  // A service not translated yet (English on an Arabic page): its texts are marked English.
  const lang = useFallbackLanguage(service);
  const categoryLang = languageIfContent(text(service.category), lang);
  const pageLanguage = usePageLanguageWithin(categoryLang);
  const titleId = `${id}-title`;
  const featuresId = `${id}-features`;
  const features = keyFeaturesOf(service).slice(0, CARD_FEATURE_LIMIT);
  const price = formatPricing(service.pricing, t, locale);
  const estimate = text(service.duration?.estimate);
  const description = text(service.shortDescription);
  const hasDetails = hasDetailedContent(service);
  const link = serviceLinkOf(service);

  let primary = (
    <button
      type="button"
      className="qe-btn qe-btn--primary"
      aria-describedby={titleId}
      onClick={() => onBook(service)}
    >
      {t('service.book')}
    </button>
  );
  if (link?.kind === 'internal') {
    primary = (
      <Link to={link.to} className="qe-btn qe-btn--primary" aria-describedby={titleId}>
        {t('service.learnMore')}
      </Link>
    );
  } else if (link?.kind === 'external') {
    primary = (
      <a
        href={link.href}
        className="qe-btn qe-btn--primary"
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={titleId}
      >
        {t('service.learnMore')}
        <Icon name="external" />
        <span className="qe-visually-hidden">{t('common.newTab')}</span>
      </a>
    );
  }

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-expanded={expanded}
      data-featured={service.featured === true || undefined}
    >
      <div className={styles.media}>
        <ServiceMedia service={service} />
        {service.featured === true ? <FeaturedBadge /> : null}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.category}>
          <Icon name="tag" />
          <span {...categoryLang}>
            <span className="qe-visually-hidden" {...pageLanguage}>
              {t('service.category')}
            </span>
            {categoryOf(service, t('service.defaultCategory'))}
          </span>
        </p>
        <h3 id={titleId} className={styles.cardTitle} {...lang}>
          {service.title}
        </h3>
        {description ? (
          <p className={styles.cardDescription} {...lang}>
            {description}
          </p>
        ) : null}
        {estimate || price ? (
          <dl className={styles.facts}>
            {estimate ? (
              <div className={styles.fact}>
                <dt>
                  <Icon name="clock" />
                  <span>{t('service.duration')}</span>
                </dt>
                <dd {...lang}>{estimate}</dd>
              </div>
            ) : null}
            {price ? (
              <div className={styles.fact}>
                <dt>
                  <Icon name="calculator" />
                  <span>{price.kind}</span>
                </dt>
                <dd>
                  <ServicePrice price={price} />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {features.length ? (
          <div id={featuresId} className={styles.features}>
            <h4 className={styles.featuresTitle}>{t('service.keyFeatures')}</h4>
            <ul className={styles.featureList}>
              {features.map((feature) => (
                <li key={feature.key}>
                  <Icon name="check" />
                  <span {...lang}>{feature.title}</span>
                </li>
              ))}
            </ul>
            {hasDetails ? (
              <button
                type="button"
                className={`qe-btn qe-btn--small qe-btn--outline ${styles.mobileOnly}`}
                aria-describedby={titleId}
                onClick={() => onShowDetails(service)}
              >
                {t('service.fullDetails')}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className={styles.actions}>
          {primary}
          {features.length ? (
            <button
              type="button"
              className={`qe-btn qe-btn--secondary ${styles.mobileOnly}`}
              aria-expanded={expanded}
              aria-controls={featuresId}
              aria-describedby={titleId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t('service.hideDetails') : t('service.viewDetails')}
            </button>
          ) : null}
          {hasDetails ? (
            <button
              type="button"
              className={`qe-btn qe-btn--secondary ${features.length ? styles.desktopOnly : ''}`}
              aria-describedby={titleId}
              aria-haspopup="dialog"
              onClick={() => onShowDetails(service)}
            >
              {t('service.viewDetails')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
