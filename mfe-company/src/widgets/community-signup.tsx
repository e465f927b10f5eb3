import type { RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useId } from 'react';
import styles from './widgets.module.css';

export const contractVersion = CONTRACT_VERSION;

/** Home 'Join Our Community' email form (exposed as `company/community-signup`). */
export default function CommunitySignupWidget(_props: RemoteProps) {
  const emailId = useId();
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="community-title">
      <div className="qe-container">
        <h2 id="community-title">Join Our Community</h2>
        <p className="qe-section__intro">New courses, articles and events — one short email a month.</p>
        <form className={`${styles.form} ${styles.inline}`} onSubmit={(event) => event.preventDefault()}>
          <div className="qe-field">
            <label htmlFor={emailId}>Email</label>
            <input
              id={emailId}
              className="qe-input"
              type="email"
              name="email"
              required
              autoComplete="email"
            />
          </div>
          <button type="submit" className="qe-btn qe-btn--primary">
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
