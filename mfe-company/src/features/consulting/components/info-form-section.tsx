import { text, useFallbackLanguage } from '@quantethic/kit/content';
import { VisitorInfoForm } from '@quantethic/kit/ui';
import {
  type ConsultingPage,
  saveVisitorInfo,
  useRemoteProps,
  useVisitorInfo,
  withElement,
} from '@quantethic/shared';
import { useState } from 'react';
import { languageIfContent } from '../../../lib/content-language';
import { Icon } from '../../../lib/icons';
import { useConsultingMessages } from '../consulting-messages';
import styles from './info-form-section.module.css';

/** The info registration form (SPEC §2): saving it makes booking buttons open the form directly. */
export function InfoFormSection({ page }: { page: ConsultingPage }) {
  const { bus } = useRemoteProps();
  const visitor = useVisitorInfo();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const t = useConsultingMessages();
  const lang = useFallbackLanguage(page);
  const fields = page.formFields;
  const labels = {
    name: text(fields?.name) ?? t('form.name'),
    email: text(fields?.email) ?? t('form.email'),
    phone: text(fields?.phone) ?? t('form.phone'),
  };

  return (
    <section className="qe-section qe-section--alt" aria-labelledby="consulting-register">
      <div className={`qe-container ${styles.register}`}>
        <div>
          <h2 id="consulting-register" {...languageIfContent(text(page.formSectionTitle), lang)}>
            {text(page.formSectionTitle) ?? t('register.title')}
          </h2>
          <p className="qe-section__intro" {...languageIfContent(text(page.formSectionDescription), lang)}>
            {text(page.formSectionDescription) ?? t('register.intro')}
          </p>
          <ul className={styles.benefits}>
            <li>
              <Icon name="check" />
              <span>{t('register.prefilled')}</span>
            </li>
            <li>
              <Icon name="calendar" />
              <span>{t('register.call')}</span>
            </li>
            <li>
              <Icon name="shield" />
              <span>{t('register.private')}</span>
            </li>
          </ul>
        </div>
        <div className={`qe-card ${styles.registerCard}`}>
          {visitor ? (
            <p className={styles.savedNote}>
              <Icon name="user" />
              <span>
                {withElement(
                  (name) => t('register.savedAs', { name, email: visitor.email }),
                  <bdi>
                    <strong>{visitor.name}</strong>
                  </bdi>,
                )}
              </span>
            </p>
          ) : null}
          <VisitorInfoForm
            submitLabel={text(fields?.submit) ?? t('form.saveMyInfo')}
            initial={visitor}
            labels={labels}
            onSubmit={(info) => {
              if (!saveVisitorInfo(info)) {
                bus.emit('toast', {
                  kind: 'error',
                  message: t('form.notSaved'),
                });
                return;
              }
              bus.emit('visitor:changed', { registered: true });
              bus.emit('analytics', { name: 'Form Submitted', properties: { form: 'booking' } });
              bus.emit('toast', { kind: 'success', message: t('register.saved') });
              setSavedAs(info.name);
            }}
          />
          <div role="status" className={styles.formStatus}>
            {savedAs ? (
              <p className="qe-alert qe-alert--success">{t('register.thanks', { name: savedAs })}</p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
