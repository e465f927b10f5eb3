import { remoteWidget } from '@quantethic/kit/widget';
import { useRemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { NewsletterForm } from '../../lib/newsletter-form';
import { FormSection } from '../form-section';
import styles from './community-signup.module.css';
import { useCommunitySignupMessages } from './community-signup-messages';

export const contractVersion = CONTRACT_VERSION;

function CommunitySignup() {
  const { config, bus } = useRemoteProps();
  const t = useCommunitySignupMessages();
  return (
    <FormSection
      titleId="community-title"
      title={t('community.title')}
      intro={t('community.intro')}
      perks={[
        { icon: 'check', text: t('community.courses') },
        { icon: 'check', text: t('community.events') },
      ]}
      alt
    >
      <div className={`qe-card ${styles.card}`}>
        <NewsletterForm
          url={config.forms.newsletter}
          bus={bus}
          submitLabel={t('community.subscribe')}
          label={t('form.email')}
          successMessage={t('community.success')}
        />
      </div>
    </FormSection>
  );
}

/** Home 'Join Our Community' email form (exposed as `company/community-signup`). */
export default remoteWidget(CommunitySignup);

/** The widget's texts in the page's language, loaded before the shell renders it. */
export { communitySignupReady as ready } from './community-signup-messages';
