import { remoteWidget } from '@quantethic/kit/widget';
import { useRemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Icon } from '../lib/icons';
import { useCompanyMessages } from '../lib/messages';
import { NewsletterForm } from '../lib/newsletter-form';
import styles from './widgets.module.css';

export const contractVersion = CONTRACT_VERSION;

function CommunitySignup() {
  const { config, bus } = useRemoteProps();
  const t = useCompanyMessages();
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="community-title">
      <div className={`qe-container ${styles.community}`}>
        <div>
          <h2 id="community-title">{t('community.title')}</h2>
          <p className="qe-section__intro">{t('community.intro')}</p>
          <ul className={styles.perks}>
            <li>
              <Icon name="check" />
              {t('community.courses')}
            </li>
            <li>
              <Icon name="check" />
              {t('community.events')}
            </li>
          </ul>
        </div>
        <div className={`qe-card ${styles.communityCard}`}>
          <NewsletterForm
            url={config.forms.newsletter}
            bus={bus}
            submitLabel={t('community.subscribe')}
            label={t('form.email')}
            successMessage={t('community.success')}
          />
        </div>
      </div>
    </section>
  );
}

/** Home 'Join Our Community' email form (exposed as `company/community-signup`). */
export default remoteWidget(CommunitySignup);

/** The texts of the page's language, loaded before the shell renders this widget. */
export { messagesReady as ready } from '../lib/messages';
