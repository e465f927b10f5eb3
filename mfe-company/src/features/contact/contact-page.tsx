import { useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { NewsletterForm } from '../../lib/newsletter-form';
import { ContactPanel } from './components/contact-panel';
import { EnquiryCards } from './components/enquiry-cards';
import { RegisterInfo } from './components/register-info';
import styles from './contact.module.css';

/** /contact — newsletter, visitor info and enquiry cards (SPEC §2). */
export function ContactPage() {
  const { config, bus } = useRemoteProps();
  useDocumentMeta({
    title: 'Contact',
    path: '/contact',
    description: 'Subscribe to our newsletter, book a consultation or collaborate with us.',
  });
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="contact-title">
        <div className="qe-container">
          <p className={styles.eyebrow}>Contact</p>
          <h1 id="contact-title">Stay Connected</h1>
          <p className={styles.lead}>
            Subscribe to our newsletter, book a consultation or collaborate with us on research and teaching.
          </p>
        </div>
      </section>
      <div className={`qe-container ${styles.panels}`}>
        <ContactPanel id="contact-newsletter" icon="mail" title="Subscribe to Our Newsletter">
          <p className="qe-muted">
            One short email a month: new courses, knowledge hub articles and events on Islamic finance,
            ethical investing and quantitative modelling. Unsubscribe at any time.
          </p>
          <NewsletterForm url={config.forms.newsletter} bus={bus} submitLabel="Subscribe Now" />
        </ContactPanel>
        <RegisterInfo />
      </div>
      <EnquiryCards />
    </div>
  );
}
