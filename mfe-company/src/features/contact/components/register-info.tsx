import { VisitorInfoForm } from '@quantethic/kit/ui';
import { saveVisitorInfo, useRemoteProps, useVisitorInfo, withElement } from '@quantethic/shared';
import { useState } from 'react';
import { useContactMessages } from '../contact-messages';
import { ContactPanel } from './contact-panel';
import styles from './register-info.module.css';

/** 'Register Your Info': saves name, email and phone in this browser (SPEC §2, §3). */
export function RegisterInfo() {
  const { bus } = useRemoteProps();
  const visitor = useVisitorInfo();
  const [saved, setSaved] = useState<string | null>(null);
  const t = useContactMessages();
  return (
    <ContactPanel id="contact-register" icon="user" title={t('contact.register')}>
      <p className="qe-muted">{t('contact.registerText')}</p>
      {visitor && !saved ? (
        <p className={styles.savedNote}>
          {withElement(
            (name) => t('contact.savedAs', { name, email: visitor.email }),
            <bdi>
              <strong>{visitor.name}</strong>
            </bdi>,
          )}
        </p>
      ) : null}
      <VisitorInfoForm
        submitLabel={t('form.saveMyInfo')}
        initial={visitor}
        labels={{ name: t('form.name'), email: t('form.email'), phone: t('form.phone') }}
        onSubmit={(info) => {
          if (!saveVisitorInfo(info)) {
            bus.emit('toast', { kind: 'error', message: t('form.notSaved') });
            return;
          }
          bus.emit('visitor:changed', { registered: true });
          bus.emit('analytics', { name: 'Form Submitted', properties: { form: 'enquiry' } });
          bus.emit('toast', { kind: 'success', message: t('contact.saved') });
          setSaved(info.name);
        }}
      />
      <div role="status" className={styles.status}>
        {saved ? <p className="qe-alert qe-alert--success">{t('contact.thanks', { name: saved })}</p> : null}
      </div>
    </ContactPanel>
  );
}
