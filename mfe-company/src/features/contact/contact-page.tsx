import { useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { NewsletterForm } from '../../lib/newsletter-form';
import { ContactPanel } from './components/contact-panel';
import { EnquiryCards } from './components/enquiry-cards';
import { RegisterInfo } from './components/register-info';
import styles from './contact.module.css';
import { useContactMessages } from './contact-messages';

/** /contact — newsletter, visitor info and enquiry cards (SPEC §2). */
export function ContactPage() {
  const { config, bus } = useRemoteProps();
  const t = useContactMessages();
  useDocumentMeta({
    title: t('contact.headTitle'),
    path: '/contact',
    description: t('contact.headDescription'),
  });
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="contact-title">
        <div className="qe-container">
          <p className={styles.eyebrow}>{t('contact.eyebrow')}</p>
          <h1 id="contact-title">{t('contact.title')}</h1>
          <p className={styles.lead}>{t('contact.lead')}</p>
        </div>
      </section>
      <div className={`qe-container ${styles.panels}`}>
        <ContactPanel id="contact-newsletter" icon="mail" title={t('contact.newsletter')}>
          <p className="qe-muted">{t('contact.newsletterText')}</p>
          <NewsletterForm url={config.forms.newsletter} bus={bus} submitLabel={t('contact.subscribe')} />
        </ContactPanel>
        <RegisterInfo />
      </div>
      <EnquiryCards />
    </div>
  );
}

/** The page's texts, awaited before it renders in another locale (withTexts, src/app.tsx). */
export { contactTexts } from './contact-messages';
