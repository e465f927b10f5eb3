import { VisitorInfoForm } from '@quantethic/kit/ui';
import { saveVisitorInfo, useRemoteProps, useVisitorInfo } from '@quantethic/shared';
import { useState } from 'react';
import { ContactPanel } from './contact-panel';
import styles from './register-info.module.css';

/** 'Register Your Info': saves name, email and phone in this browser (SPEC §2, §3). */
export function RegisterInfo() {
  const { bus } = useRemoteProps();
  const visitor = useVisitorInfo();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <ContactPanel id="contact-register" icon="user" title="Register Your Info">
      <p className="qe-muted">
        Save your name, email and phone in this browser. We use them to prefill our enquiry and booking forms
        and to track your course progress.
      </p>
      {visitor && !saved ? (
        <p className={styles.savedNote}>
          Saved as <strong>{visitor.name}</strong> ({visitor.email}).
        </p>
      ) : null}
      <VisitorInfoForm
        submitLabel="Save My Info"
        initial={visitor}
        onSubmit={(info) => {
          if (!saveVisitorInfo(info)) {
            bus.emit('toast', { kind: 'error', message: 'Your details could not be saved in this browser.' });
            return;
          }
          bus.emit('visitor:changed', { registered: true });
          bus.emit('analytics', { name: 'Form Submitted', properties: { form: 'enquiry' } });
          bus.emit('toast', { kind: 'success', message: 'Your info has been saved.' });
          setSaved(info.name);
        }}
      />
      <div role="status" className={styles.status}>
        {saved ? (
          <p className="qe-alert qe-alert--success">
            Thanks, {saved}. Your info is saved — the forms below will open already filled in.
          </p>
        ) : null}
      </div>
    </ContactPanel>
  );
}
