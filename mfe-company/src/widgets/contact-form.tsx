import type { RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useId } from 'react';
import styles from './widgets.module.css';

export const contractVersion = CONTRACT_VERSION;

/** Home 'Contact Us' form: name, email and message, all required (exposed as `company/contact-form`). */
export default function ContactFormWidget({ config }: RemoteProps) {
  const id = useId();
  return (
    <section className="qe-section" aria-labelledby={`${id}-title`}>
      <div className="qe-container">
        <h2 id={`${id}-title`}>Contact Us</h2>
        <form className={styles.form} method="post" action={config.forms.contact || undefined}>
          <input type="hidden" name="redirect" value="/thank-you" />
          <div className="qe-field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input id={`${id}-name`} className="qe-input" name="name" required autoComplete="name" />
          </div>
          <div className="qe-field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              className="qe-input"
              type="email"
              name="email"
              required
              autoComplete="email"
            />
          </div>
          <div className="qe-field">
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea id={`${id}-message`} className="qe-input" name="message" rows={5} required />
          </div>
          <button type="submit" className="qe-btn qe-btn--primary">
            Send Message
          </button>
        </form>
      </div>
    </section>
  );
}
