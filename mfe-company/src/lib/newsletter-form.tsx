import type { Bus } from '@quantethic/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { emailProblem, subscribeToNewsletter } from './forms';
import { type CompanyMessageKey, useCompanyMessages } from './messages';
import styles from './newsletter-form.module.css';

export interface NewsletterFormProps {
  /** The newsletter endpoint (config.forms.newsletter). */
  url: string;
  /** The page's bus: a subscription is reported as analytics ('Form Submitted', newsletter). */
  bus: Bus;
  submitLabel: string;
  /** The field's label (default 'Email address', in the page's locale). */
  label?: string;
  successMessage?: string;
}

type Status = 'idle' | 'sending' | 'success' | 'error';

/**
 * The newsletter form (SPEC §2, §4, §5): one required email field. Success resets the form and
 * says so; a failure says 'Error submitting form' in an alert next to the form and keeps what
 * was typed, so the visitor can try again.
 * Rendered at deploy time, it takes typing at once: hydration keeps what was typed.
 */
export function NewsletterForm({ url, bus, submitLabel, label, successMessage }: NewsletterFormProps) {
  const id = useId();
  const t = useCompanyMessages();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<CompanyMessageKey | null>(null);
  const [status, setStatus] = useState<Status>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) {
      setStatus('idle');
      input.current?.focus();
      return;
    }
    setStatus('sending');
    const result = await subscribeToNewsletter(url, email);
    if (result.ok) {
      bus.emit('analytics', { name: 'Form Submitted', properties: { form: 'newsletter' } });
      setEmail('');
      setStatus('success');
    } else {
      setStatus('error');
    }
  };

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} aria-busy={status === 'sending' || undefined}>
      <div className="qe-field">
        <label htmlFor={`${id}-email`}>{label ?? t('newsletter.email')}</label>
        <div className={styles.newsletter}>
          <input
            ref={input}
            id={`${id}-email`}
            className={`qe-input ${styles.newsletterInput}`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
              if (status === 'success' || status === 'error') setStatus('idle');
            }}
          />
          <button
            type="submit"
            className={`qe-btn qe-btn--primary ${styles.newsletterButton}`}
            disabled={status === 'sending'}
          >
            {status === 'sending' ? t('newsletter.sending') : submitLabel}
          </button>
        </div>
        {fieldError ? (
          <p id={errorId} className="qe-field__error">
            {t(fieldError)}
          </p>
        ) : null}
      </div>
      <div role="status" className={styles.formMessage}>
        {status === 'success' ? (
          <p className="qe-alert qe-alert--success">{successMessage ?? t('newsletter.success')}</p>
        ) : null}
      </div>
      {status === 'error' ? (
        <div role="alert" className={`qe-alert qe-alert--error ${styles.formMessage}`}>
          <strong>{t('newsletter.error')}</strong>
          <span>{t('newsletter.errorHint')}</span>
        </div>
      ) : null}
    </form>
  );
}
