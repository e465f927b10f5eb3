import { isValidEmail, type RemoteProps } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useNavigate } from '@quantethic/shared/router';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type ContactMessage, sendContactMessage, siteUrlOf } from '../lib/forms';
import { Icon } from '../lib/icons';
import styles from './widgets.module.css';

export const contractVersion = CONTRACT_VERSION;

type Field = keyof ContactMessage;
const FIELDS: Field[] = ['name', 'email', 'message'];

/** SPEC §5: name, email (email format) and message are required. */
export function validateContact(values: ContactMessage): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!values.email.trim()) errors.email = 'Please enter your email.';
  else if (!isValidEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (!values.message.trim()) errors.message = 'Please enter a message.';
  return errors;
}

/**
 * Home 'Contact Us' form: name, email and message, all required (exposed as
 * `company/contact-form`). It posts to the form service with the site's /thank-you URL as the
 * redirect, then shows /thank-you; when sending fails the message stays in the form.
 */
export default function ContactFormWidget({ config, bus }: RemoteProps) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<ContactMessage>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
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
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="qe-field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section className="qe-section" aria-labelledby={`${id}-title`}>
      <div className={`qe-container ${styles.contact}`}>
        <div>
          <h2 id={`${id}-title`}>Contact Us</h2>
          <p className="qe-section__intro">
            Questions about a course, a consulting engagement or a partnership? Send us a message and we will
            reply within two working days.
          </p>
          <ul className={styles.perks}>
            <li>
              <Icon name="mail" />
              Answered by the instructors and consultants themselves
            </li>
            <li>
              <Icon name="clock" />
              Reply within two working days
            </li>
          </ul>
        </div>
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
            <label htmlFor={`${id}-name`}>Name</label>
            <input {...fieldProps('name')} autoComplete="name" />
            {error('name')}
          </div>
          <div className="qe-field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input {...fieldProps('email')} type="email" autoComplete="email" />
            {error('email')}
          </div>
          <div className="qe-field">
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea {...fieldProps('message')} rows={5} />
            {error('message')}
          </div>
          {status === 'error' ? (
            <div role="alert" className={`qe-alert qe-alert--error ${styles.formError}`}>
              <strong>Your message could not be sent.</strong>
              <span>Please try again in a moment — what you wrote is still here.</span>
            </div>
          ) : null}
          <button type="submit" className="qe-btn qe-btn--primary" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      </div>
    </section>
  );
}
