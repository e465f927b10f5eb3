import type { RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Icon } from '../lib/icons';
import { NewsletterForm } from '../lib/newsletter-form';
import styles from './widgets.module.css';

export const contractVersion = CONTRACT_VERSION;

/** Home 'Join Our Community' email form (exposed as `company/community-signup`). */
export default function CommunitySignupWidget({ config, bus }: RemoteProps) {
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="community-title">
      <div className={`qe-container ${styles.community}`}>
        <div>
          <h2 id="community-title">Join Our Community</h2>
          <p className="qe-section__intro">New courses, articles and events — one short email a month.</p>
          <ul className={styles.perks}>
            <li>
              <Icon name="check" />
              New courses and knowledge hub articles
            </li>
            <li>
              <Icon name="check" />
              Invitations to live sessions and workshops
            </li>
          </ul>
        </div>
        <div className={`qe-card ${styles.communityCard}`}>
          <NewsletterForm
            url={config.forms.newsletter}
            bus={bus}
            submitLabel="Subscribe"
            label="Email"
            successMessage="Welcome aboard! You're subscribed — look out for our next email."
          />
        </div>
      </div>
    </section>
  );
}
