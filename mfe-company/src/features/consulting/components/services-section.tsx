import { text, useFallbackLanguage } from '@quantethic/kit/content';
import { lazyDialog } from '@quantethic/kit/ui';
import type { ConsultingPage } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useEffect, useMemo, useState } from 'react';
import { languageIfContent } from '../../../lib/content-language';
import { useConsultingMessages } from '../consulting-messages';
import { type ShownService, visibleServices } from '../lib/services';
import { useServiceBooking } from '../lib/use-service-booking';
import { ServiceCard } from './service-card';
import styles from './services-section.module.css';

/**
 * The details dialog (and the rich-text renderer it brings) is not part of the page's first
 * load: it is fetched once the section is live, so it is there by the time a visitor opens it.
 * If its code cannot be downloaded, the dialog says so and the services stay (kit lazyDialog).
 */
const loadDetailsModal = () =>
  import('./service-details-modal').then(({ ServiceDetailsModal }) => ({ default: ServiceDetailsModal }));
const ServiceDetailsModal = lazyDialog(
  () => loadDetailsModal().catch(loadDetailsModal),
  ({ service }) => service?.title ?? 'Service details',
);

function EmptyServices({ title, message }: { title: string; message: string }) {
  const t = useConsultingMessages();
  return (
    <div className={`qe-card ${styles.empty}`} role="status">
      <h3>{title}</h3>
      <p className="qe-muted">{message}</p>
      <Link to="/contact" className="qe-btn qe-btn--primary">
        {t('services.contactUs')}
      </Link>
    </div>
  );
}

/** The services grid with its states, the details modal and the booking flow. */
export function ServicesSection({ page }: { page: ConsultingPage }) {
  const services = useMemo(() => visibleServices(page.services), [page.services]);
  const hasAny = Array.isArray(page.services) && page.services.length > 0;
  const [details, setDetails] = useState<ShownService | null>(null);
  const { book, modal } = useServiceBooking();
  const t = useConsultingMessages();
  const lang = useFallbackLanguage(page);
  useEffect(() => {
    loadDetailsModal().catch(() => {
      // Tried again when a visitor opens the details.
    });
  }, []);

  return (
    <section className="qe-section" id="services" aria-labelledby="consulting-services">
      <div className="qe-container">
        <h2 id="consulting-services" {...languageIfContent(text(page.servicesTitle), lang)}>
          {text(page.servicesTitle) ?? t('services.title')}
        </h2>
        <p className="qe-section__intro" {...languageIfContent(text(page.servicesDescription), lang)}>
          {text(page.servicesDescription) ?? t('services.intro')}
        </p>
        {!hasAny ? (
          <EmptyServices title={t('services.noneTitle')} message={t('services.noneMessage')} />
        ) : services.length === 0 ? (
          <EmptyServices title={t('services.soonTitle')} message={t('services.soonMessage')} />
        ) : (
          <ul className={styles.grid}>
            {services.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} onBook={book} onShowDetails={setDetails} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {details ? (
        <ServiceDetailsModal
          service={details}
          onClose={() => setDetails(null)}
          onBook={(service) => {
            setDetails(null);
            book(service);
          }}
        />
      ) : null}
      {modal}
    </section>
  );
}
