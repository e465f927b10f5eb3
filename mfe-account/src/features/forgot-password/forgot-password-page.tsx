import { isValidEmail, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { type FormEvent, useId, useState } from 'react';
import { resetEmailErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import styles from '../auth-form.module.css';

/**
 * /forgot-password: sends the provider's reset email. The confirmation is the same whether or not
 * an account exists, so the page never reveals who has an account.
 */
export function ForgotPasswordPage() {
  useDocumentMeta(ACCOUNT_HEADS.forgotPassword);
  const { auth } = useRemoteProps();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter your email.');
      return;
    }
    if (!isValidEmail(address)) {
      setError('Invalid email format.');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await auth.sendPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      setError(resetEmailErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="qe-container qe-page">
      <div className={`qe-card ${styles.card}`}>
        <h1 className={styles.title}>Reset Your Password</h1>
        {sentTo ? (
          <div role="status" className="qe-alert qe-alert--success">
            <p>
              If an account exists for <strong>{sentTo}</strong>, we've sent a link to choose a new password.
              Check your inbox (and your spam folder).
            </p>
          </div>
        ) : (
          <>
            <p className="qe-muted">
              Enter the email you signed up with and we'll send you a link to choose a new password.
            </p>
            <form noValidate onSubmit={onSubmit}>
              <div className="qe-field">
                <label htmlFor={`${id}-email`}>Email</label>
                <input
                  id={`${id}-email`}
                  className="qe-input"
                  type="email"
                  autoComplete="email"
                  value={email}
                  disabled={submitting}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </div>
              {error ? (
                <p role="alert" className="qe-alert qe-alert--error">
                  {error}
                </p>
              ) : null}
              <button
                type="submit"
                className={`qe-btn qe-btn--primary ${styles.submit}`}
                disabled={submitting}
              >
                {submitting ? 'Sending…' : 'Send Reset Link'}
              </button>
            </form>
          </>
        )}
        <p className={styles.links}>
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    </div>
  );
}
