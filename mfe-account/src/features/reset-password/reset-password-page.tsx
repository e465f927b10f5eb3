import { LoadingState, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link, useSearchParams } from '@quantethic/shared/router';
import { useEffect, useId, useState } from 'react';
import { AuthCard, AuthField, AuthForm, AuthNotice } from '../../lib/auth-form';
import { newPasswordErrorMessage, resetLinkErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import { passwordProblem } from '../../lib/password-rule';

type Check =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid'; message: string };

/**
 * /reset-password?oobCode=…: where the password-reset email leads (set the provider's action URL
 * to this page). Checks the code, then sets the new password.
 */
export function ResetPasswordPage() {
  useDocumentMeta(ACCOUNT_HEADS.resetPassword);
  const { auth } = useRemoteProps();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('oobCode') ?? '';
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const id = useId();

  useEffect(() => {
    let active = true;
    if (!code) {
      setCheck({ status: 'invalid', message: 'This reset link is incomplete. Request a new one.' });
      return;
    }
    if (!auth.verifyPasswordResetCode) {
      setCheck({ status: 'invalid', message: 'Password reset is not available right now.' });
      return;
    }
    setCheck({ status: 'checking' });
    auth
      .verifyPasswordResetCode(code)
      .then((email) => active && setCheck({ status: 'valid', email }))
      .catch((failure) => active && setCheck({ status: 'invalid', message: resetLinkErrorMessage(failure) }));
    return () => {
      active = false;
    };
  }, [auth, code]);

  async function onSubmit() {
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    if (password !== confirm) {
      setError('The passwords do not match.');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await auth.confirmPasswordReset?.(code, password);
      setDone(true);
    } catch (failure) {
      setError(newPasswordErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Choose a New Password">
      {check.status === 'checking' ? <LoadingState label="Checking your reset link…" /> : null}
      {check.status === 'invalid' ? (
        <AuthNotice tone="error">
          <p>{check.message}</p>
          <Link to="/forgot-password">Request a new link</Link>
        </AuthNotice>
      ) : null}
      {check.status === 'valid' && done ? (
        <AuthNotice tone="success">
          <p>Your password has been changed. You can now log in with it.</p>
          <Link to="/login" className="qe-btn qe-btn--primary">
            Log In
          </Link>
        </AuthNotice>
      ) : null}
      {check.status === 'valid' && !done ? (
        <AuthForm
          onSubmit={onSubmit}
          error={error}
          busy={submitting}
          submitLabel="Set New Password"
          busyLabel="Saving…"
        >
          <p className="qe-muted">
            For <strong>{check.email}</strong>
          </p>
          <AuthField
            id={`${id}-password`}
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            disabled={submitting}
          />
          <AuthField
            id={`${id}-confirm`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            disabled={submitting}
          />
        </AuthForm>
      ) : null}
    </AuthCard>
  );
}
