import { buildFormUrl, useLocale, useRemoteProps, useVisitorInfo } from '@quantethic/shared';
import { Icon, type IconName } from '../../../lib/icons';
import { type ContactMessageKey, useContactMessages } from '../contact-messages';
import styles from './enquiry-cards.module.css';

/** SPEC §7: the enquiry type when none is chosen. */
export const DEFAULT_ENQUIRY_TYPE = 'General Inquiry';

/**
 * `type` is what the enquiry form receives (SPEC §7, always in English); `title` and `description`
 * are what the card shows, in the page's locale.
 */
export const ENQUIRY_CARDS: {
  type: string;
  icon: IconName;
  title: ContactMessageKey;
  description: ContactMessageKey;
}[] = [
  {
    type: 'Book a Consultation',
    icon: 'calendar',
    title: 'enquiry.consultation',
    description: 'enquiry.consultationText',
  },
  {
    type: 'Collaborate With Us',
    icon: 'handshake',
    title: 'enquiry.collaborate',
    description: 'enquiry.collaborateText',
  },
];

/** The enquiry form prefilled with the saved info and the enquiry type (SPEC §7), or null. */
export function useEnquiryUrl() {
  const { config } = useRemoteProps();
  const visitor = useVisitorInfo();
  const locale = useLocale();
  return (type: string) =>
    buildFormUrl(config.forms.enquiry, {
      name: visitor?.name ?? '',
      email: visitor?.email ?? '',
      phone: visitor?.phone ?? '',
      type,
      locale,
    });
}

/** 'Book a Consultation' and 'Collaborate With Us': each opens the enquiry form in a new tab. */
export function EnquiryCards() {
  const visitor = useVisitorInfo();
  const enquiryUrl = useEnquiryUrl();
  const generalUrl = enquiryUrl(DEFAULT_ENQUIRY_TYPE);
  const t = useContactMessages();
  return (
    <section className="qe-section" aria-labelledby="contact-enquiries">
      <div className="qe-container">
        <h2 id="contact-enquiries">{t('enquiry.title')}</h2>
        <p className="qe-section__intro">
          {visitor ? t('enquiry.introSaved', { name: visitor.name }) : t('enquiry.intro')}
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
                        {t(card.title)}
                        <span className="qe-visually-hidden">{t('common.newTab')}</span>
                      </a>
                    ) : (
                      t(card.title)
                    )}
                  </h3>
                  <p className={styles.cardText}>{t(card.description)}</p>
                  <p className={styles.cardAction} aria-hidden="true">
                    {url ? (
                      <>
                        {t('enquiry.open')} <Icon name="external" />
                      </>
                    ) : (
                      t('enquiry.unavailable')
                    )}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
        {generalUrl ? (
          <p className={styles.general}>
            {t('enquiry.somethingElse')}{' '}
            <a href={generalUrl} target="_blank" rel="noopener noreferrer">
              {t('enquiry.general')}
              <span className="qe-visually-hidden">{t('common.newTab')}</span>
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
