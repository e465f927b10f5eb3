import { isValidEmail, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useId, useState } from 'react';
import { AuthCard, AuthForm, AuthLinks, AuthNotice, EmailField } from '../../lib/auth-form';
import { resetEmailErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';

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

  async function onSubmit() {
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
    <AuthCard title="Reset Your Password">
      {sentTo ? (
        <AuthNotice tone="success">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we've sent a link to choose a new password.
            Check your inbox (and your spam folder).
          </p>
        </AuthNotice>
      ) : (
        <>
          <p className="qe-muted">
            Enter the email you signed up with and we'll send you a link to choose a new password.
          </p>
          <AuthForm
            onSubmit={onSubmit}
            error={error}
            busy={submitting}
            submitLabel="Send Reset Link"
            busyLabel="Sending…"
          >
            <EmailField id={`${id}-email`} value={email} onChange={setEmail} disabled={submitting} />
          </AuthForm>
        </>
      )}
      <AuthLinks>
        <Link to="/login">Back to log in</Link>
      </AuthLinks>
    </AuthCard>
  );
}
