import { buildFormUrl, useRemoteProps, useVisitorInfo } from '@quantethic/shared';
import { Icon, type IconName } from '../../../lib/icons';
import styles from './enquiry-cards.module.css';

/** SPEC §7: the enquiry type when none is chosen. */
export const DEFAULT_ENQUIRY_TYPE = 'General Inquiry';

export const ENQUIRY_CARDS: { type: string; icon: IconName; description: string }[] = [
  {
    type: 'Book a Consultation',
    icon: 'calendar',
    description:
      "Shari'ah compliance reviews, sukuk structuring, financial modelling or model validation: tell us what you need and we'll arrange a free discovery call.",
  },
  {
    type: 'Collaborate With Us',
    icon: 'handshake',
    description:
      'Research partnerships, guest lectures, course co-authoring or corporate training: we love working with people who care about ethical finance.',
  },
];

/** The enquiry form prefilled with the saved info and the enquiry type (SPEC §7), or null. */
export function useEnquiryUrl() {
  const { config } = useRemoteProps();
  const visitor = useVisitorInfo();
  return (type: string) =>
    buildFormUrl(config.forms.enquiry, {
      name: visitor?.name ?? '',
      email: visitor?.email ?? '',
      phone: visitor?.phone ?? '',
      type,
    });
}

/** 'Book a Consultation' and 'Collaborate With Us': each opens the enquiry form in a new tab. */
export function EnquiryCards() {
  const visitor = useVisitorInfo();
  const enquiryUrl = useEnquiryUrl();
  const generalUrl = enquiryUrl(DEFAULT_ENQUIRY_TYPE);
  return (
    <section className="qe-section" aria-labelledby="contact-enquiries">
      <div className="qe-container">
        <h2 id="contact-enquiries">How Can We Help?</h2>
        <p className="qe-section__intro">
          {visitor
            ? `Each form opens in a new tab, already filled in with your details, ${visitor.name}.`
            : 'Each form opens in a new tab. Register your info above and we will fill it in for you.'}
        </p>
        <ul className={styles.cards}>
          {ENQUIRY_CARDS.map((card) => {
            const url = enquiryUrl(card.type);
            return (
              <li key={card.type}>
                <article className={`qe-card ${styles.card}`}>
                  <span className={styles.cardIcon}>
                    <Icon name={card.icon} size={28} />
                  </span>
                  <h3 className={styles.cardTitle}>
                    {url ? (
                      <a className={styles.cardLink} href={url} target="_blank" rel="noopener noreferrer">
                        {card.type}
                        <span className="qe-visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      card.type
                    )}
                  </h3>
                  <p className={styles.cardText}>{card.description}</p>
                  <p className={styles.cardAction} aria-hidden="true">
                    {url ? (
                      <>
                        Open the enquiry form <Icon name="external" />
                      </>
                    ) : (
                      'The enquiry form is unavailable right now.'
                    )}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
        {generalUrl ? (
          <p className={styles.general}>
            Something else?{' '}
            <a href={generalUrl} target="_blank" rel="noopener noreferrer">
              Send a general enquiry
              <span className="qe-visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
