import { text } from '@quantethic/kit/content';
import { VisitorInfoForm } from '@quantethic/kit/ui';
import { type ConsultingPage, saveVisitorInfo, useRemoteProps, useVisitorInfo } from '@quantethic/shared';
import { useState } from 'react';
import { Icon } from '../../../lib/icons';
import styles from './info-form-section.module.css';

/** The info registration form (SPEC §2): saving it makes booking buttons open the form directly. */
export function InfoFormSection({ page }: { page: ConsultingPage }) {
  const { bus } = useRemoteProps();
  const visitor = useVisitorInfo();
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const fields = page.formFields;
  const labels = {
    ...(text(fields?.name) ? { name: text(fields?.name) as string } : {}),
    ...(text(fields?.email) ? { email: text(fields?.email) as string } : {}),
    ...(text(fields?.phone) ? { phone: text(fields?.phone) as string } : {}),
  };

  return (
    <section className="qe-section qe-section--alt" aria-labelledby="consulting-register">
      <div className={`qe-container ${styles.register}`}>
        <div>
          <h2 id="consulting-register">{text(page.formSectionTitle) ?? 'Register Your Interest'}</h2>
          <p className="qe-section__intro">
            {text(page.formSectionDescription) ??
              'Leave your details once and every booking button opens a form that is already filled in.'}
          </p>
          <ul className={styles.benefits}>
            <li>
              <Icon name="check" />
              <span>Booking buttons open a prefilled form in a new tab</span>
            </li>
            <li>
              <Icon name="calendar" />
              <span>A free 30-minute discovery call before any work starts</span>
            </li>
            <li>
              <Icon name="shield" />
              <span>Your details stay in this browser until you book</span>
            </li>
          </ul>
        </div>
        <div className={`qe-card ${styles.registerCard}`}>
          {visitor ? (
            <p className={styles.savedNote}>
              <Icon name="user" />
              <span>
                Saved as <strong>{visitor.name}</strong> ({visitor.email}). Update your details below.
              </span>
            </p>
          ) : null}
          <VisitorInfoForm
            submitLabel={text(fields?.submit) ?? 'Save My Info'}
            initial={visitor}
            labels={labels}
            onSubmit={(info) => {
              if (!saveVisitorInfo(info)) {
                bus.emit('toast', {
                  kind: 'error',
                  message: 'Your details could not be saved in this browser.',
                });
                return;
              }
              bus.emit('visitor:changed', { registered: true });
              bus.emit('analytics', { name: 'Form Submitted', properties: { form: 'booking' } });
              bus.emit('toast', { kind: 'success', message: 'Info saved!' });
              setSavedAs(info.name);
            }}
          />
          <div role="status" className={styles.formStatus}>
            {savedAs ? (
              <p className="qe-alert qe-alert--success">
                Thanks, {savedAs}. Your details are saved — booking buttons now open the booking form
                directly.
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
