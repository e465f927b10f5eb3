import { remoteWidget } from '@quantethic/kit/widget';
import { isValidEmail, useRemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useNavigate } from '@quantethic/shared/router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type ContactMessage, sendContactMessage, siteUrlOf } from '../../lib/forms';
import type { CompanyMessageKey } from '../../lib/messages';
import { FormSection } from '../form-section';
import styles from './contact-form.module.css';
import { type ContactFormMessageKey, useContactFormMessages } from './contact-form-messages';

export const contractVersion = CONTRACT_VERSION;

type Field = keyof ContactMessage;
const FIELDS: Field[] = ['name', 'email', 'message'];

type Problems = Partial<Record<Field, ContactFormMessageKey | CompanyMessageKey>>;

/** SPEC §5: name, email (email format) and message are required; each problem is its message. */
export function validateContact(values: ContactMessage): Problems {
  const errors: Problems = {};
  if (!values.name.trim()) errors.name = 'form.nameRequired';
  if (!values.email.trim()) errors.email = 'form.emailRequired';
  else if (!isValidEmail(values.email)) errors.email = 'form.emailInvalid';
  if (!values.message.trim()) errors.message = 'form.messageRequired';
  return errors;
}

function ContactForm() {
  const { config, bus } = useRemoteProps();
  const t = useContactFormMessages();
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<ContactMessage>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Problems>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'error'>('idle');
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const redirect = siteUrlOf(config.siteUrl, '/thank-you');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContact(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    setStatus('sending');
    const result = await sendContactMessage(config.forms.contact, values, redirect);
    if (result.ok) {
      bus.emit('analytics', { name: 'Form Submitted', properties: { form: 'contact' } });
      navigate('/thank-you');
    } else setStatus('error');
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    className: 'qe-input',
    required: true,
    value: values[field],
    disabled: status === 'sending',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[field] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  const error = (field: Field) => {
    const problem = errors[field];
    return problem ? (
      <p id={`${id}-${field}-error`} className="qe-field__error">
        {t(problem)}
      </p>
    ) : null;
  };

  return (
    <FormSection
      titleId={`${id}-title`}
      title={t('contactForm.title')}
      intro={t('contactForm.intro')}
      perks={[
        { icon: 'mail', text: t('contactForm.people') },
        { icon: 'clock', text: t('contactForm.reply') },
      ]}
    >
      <form
        className={`qe-card ${styles.form}`}
        method="post"
        action={config.forms.contact || undefined}
        noValidate
        onSubmit={submit}
        aria-busy={status === 'sending' || undefined}
      >
        <input type="hidden" name="redirect" value={redirect} />
        <div className="qe-field">
          <label htmlFor={`${id}-name`}>{t('form.name')}</label>
          <input {...fieldProps('name')} autoComplete="name" />
          {error('name')}
        </div>
        <div className="qe-field">
          <label htmlFor={`${id}-email`}>{t('form.email')}</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" />
          {error('email')}
        </div>
        <div className="qe-field">
          <label htmlFor={`${id}-message`}>{t('form.message')}</label>
          <textarea {...fieldProps('message')} rows={5} />
          {error('message')}
        </div>
        {status === 'error' ? (
          <div role="alert" className={`qe-alert qe-alert--error ${styles.formError}`}>
            <strong>{t('contactForm.failed')}</strong>
            <span>{t('contactForm.failedHint')}</span>
          </div>
        ) : null}
        <button type="submit" className="qe-btn qe-btn--primary" disabled={status === 'sending'}>
          {status === 'sending' ? t('contactForm.sending') : t('contactForm.send')}
        </button>
      </form>
    </FormSection>
  );
}

/**
 * Home 'Contact Us' form: name, email and message, all required (exposed as
 * `company/contact-form`). It posts to the form service with the site's /thank-you URL as the
 * redirect, then shows /thank-you; when sending fails the message stays in the form.
 */
export default remoteWidget(ContactForm);

/** The widget's texts in the page's language, loaded before the shell renders it. */
export { contactFormReady as ready } from './contact-form-messages';
