import { text, textList, useContent, useFallbackLanguage } from '@quantethic/kit/content';
import { RichText } from '@quantethic/kit/rich-text';
import { LoadingState, Modal, useLocale } from '@quantethic/shared';
import { languageIfContent, usePageLanguageWithin } from '../../../lib/content-language';
import { Icon } from '../../../lib/icons';
import { getServiceDetails } from '../api/get-service-details';
import { useConsultingMessages } from '../consulting-messages';
import { formatPricing } from '../lib/pricing';
import { categoryOf, keyFeaturesOf, type ShownService, timelineOf } from '../lib/services';
import { FeaturedBadge } from './featured-badge';
import styles from './service-details-modal.module.css';
import { ServicePrice } from './service-price';

export interface ServiceDetailsModalProps {
  service: ShownService | null;
  onClose: () => void;
  onBook: (service: ShownService) => void;
}

const hasBlocks = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * A service in full (SPEC §2): pricing, duration, overview, methodology, key features with their
 * highlights, prerequisites, deliverables and timeline, with 'Book This Service' and 'Close'.
 * The card's data shows at once; the rich details load when the dialog opens.
 */
export function ServiceDetailsModal({ service, onClose, onBook }: ServiceDetailsModalProps) {
  if (!service) return null;
  return <ServiceDetails key={service._id} service={service} onClose={onClose} onBook={onBook} />;
}

function ServiceDetails({
  service: card,
  onClose,
  onBook,
}: ServiceDetailsModalProps & { service: ShownService }) {
  const details = useContent(
    (client, signal, language) => getServiceDetails(client, card._id, signal, language),
    [card._id],
  );
  const t = useConsultingMessages();
  const locale = useLocale();
  const service: ShownService =
    details.status === 'ok' ? { ...card, ...details.data, _id: card._id, title: card.title } : card;
  const price = formatPricing(service.pricing, t, locale);
  const estimate = text(service.duration?.estimate);
  const features = keyFeaturesOf(service);
  const prerequisites = textList(service.prerequisites);
  const deliverables = textList(service.deliverables);
  const timeline = timelineOf(service);
  const short = text(service.shortDescription) ?? '';
  // A service not translated yet (English on an Arabic page): its texts are marked English, the
  // dialog's own headings stay in the page's language.
  const lang = useFallbackLanguage(service);
  const pageLanguage = usePageLanguageWithin(lang);

  return (
    <Modal
      open
      onClose={onClose}
      title={service.title}
      variant="wide"
      closeLabel={t('details.close')}
      className={styles.details}
    >
      <p className={styles.detailsMeta}>
        <span className="qe-tag" {...languageIfContent(text(service.category), lang)}>
          {categoryOf(service, t('service.defaultCategory'))}
        </span>
        {service.featured === true ? <FeaturedBadge inline /> : null}
      </p>
      {price || estimate ? (
        <dl className={styles.summary}>
          {price ? (
            <div>
              <dt>{price.kind}</dt>
              <dd>
                <ServicePrice price={price} />
              </dd>
            </div>
          ) : null}
          {estimate ? (
            <div>
              <dt>{t('service.duration')}</dt>
              <dd>
                <strong {...lang}>{estimate}</strong>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {details.status === 'loading' ? <LoadingState label={t('details.loading')} /> : null}
      {details.status === 'error' ? (
        <div role="alert" className={`qe-alert qe-alert--error ${styles.detailsError}`}>
          <span>{t('details.loadFailed')}</span>
          <button type="button" className="qe-btn qe-btn--small qe-btn--secondary" onClick={details.reload}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : null}
      {hasBlocks(service.detailedDescription) || (short && details.status !== 'loading') ? (
        <section className={styles.detailsSection} aria-labelledby="service-overview" {...lang}>
          <h3 id="service-overview" {...pageLanguage}>
            {t('details.overview')}
          </h3>
          {hasBlocks(service.detailedDescription) ? (
            <RichText value={service.detailedDescription} headingLevel={4} />
          ) : (
            <p>{short}</p>
          )}
        </section>
      ) : null}

      {hasBlocks(service.methodology) ? (
        <section className={styles.detailsSection} aria-labelledby="service-methodology" {...lang}>
          <h3 id="service-methodology" {...pageLanguage}>
            {t('details.methodology')}
          </h3>
          <RichText value={service.methodology} headingLevel={4} />
        </section>
      ) : null}

      {features.length ? (
        <section className={styles.detailsSection} aria-labelledby="service-features">
          <h3 id="service-features">{t('details.keyFeatures')}</h3>
          <ul className={styles.featureGrid}>
            {features.map((feature) => (
              <li key={feature.key} className={styles.featureItem} {...lang}>
                <h4>{feature.title}</h4>
                {feature.description ? <p>{feature.description}</p> : null}
                {feature.highlights.length ? (
                  <ul className={styles.highlights}>
                    {feature.highlights.map((highlight) => (
                      <li key={highlight}>
                        <Icon name="check" />
                        <span>{highlight}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {prerequisites.length || deliverables.length ? (
        <div className={styles.twoLists}>
          {prerequisites.length ? (
            <section className={styles.detailsSection} aria-labelledby="service-prerequisites">
              <h3 id="service-prerequisites">{t('details.prerequisites')}</h3>
              <ul className={styles.bullets}>
                {prerequisites.map((item) => (
                  <li key={item} {...lang}>
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {deliverables.length ? (
            <section className={styles.detailsSection} aria-labelledby="service-deliverables">
              <h3 id="service-deliverables">{t('details.deliverables')}</h3>
              <ul className={styles.bullets}>
                {deliverables.map((item) => (
                  <li key={item} {...lang}>
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}

      {timeline.length ? (
        <section className={styles.detailsSection} aria-labelledby="service-timeline">
          <h3 id="service-timeline">{t('details.timeline')}</h3>
          <ol className={styles.timeline}>
            {timeline.map((phase) => (
              <li key={phase.key} {...lang}>
                <p className={styles.phaseHead}>
                  <strong>{phase.phase}</strong>
                  {phase.duration ? <span className={styles.phaseDuration}>{phase.duration}</span> : null}
                </p>
                {phase.deliverable ? (
                  <p className={styles.phaseDeliverable}>
                    <span className="qe-visually-hidden" {...pageLanguage}>
                      {t('details.deliverable')}
                    </span>
                    {phase.deliverable}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className={styles.detailsActions}>
        <button type="button" className="qe-btn qe-btn--primary" onClick={() => onBook(service)}>
          {t('details.book')}
        </button>
        <button type="button" className="qe-btn qe-btn--secondary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
