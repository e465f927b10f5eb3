import { LoadingState, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link, useSearchParams } from '@quantethic/shared/router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { newPasswordErrorMessage, resetLinkErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import { passwordProblem } from '../../lib/password-rule';
import styles from '../auth-form.module.css';

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
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
    <div className="qe-container qe-page">
      <div className={`qe-card ${styles.card}`}>
        <h1 className={styles.title}>Choose a New Password</h1>
        {check.status === 'checking' ? <LoadingState label="Checking your reset link…" /> : null}
        {check.status === 'invalid' ? (
          <div role="alert" className="qe-alert qe-alert--error">
            <p>{check.message}</p>
            <Link to="/forgot-password">Request a new link</Link>
          </div>
        ) : null}
        {check.status === 'valid' && done ? (
          <div role="status" className="qe-alert qe-alert--success">
            <p>Your password has been changed. You can now log in with it.</p>
            <Link to="/login" className="qe-btn qe-btn--primary">
              Log In
            </Link>
          </div>
        ) : null}
        {check.status === 'valid' && !done ? (
          <form noValidate onSubmit={onSubmit}>
            <p className="qe-muted">
              For <strong>{check.email}</strong>
            </p>
            <div className="qe-field">
              <label htmlFor={`${id}-password`}>New password</label>
              <input
                id={`${id}-password`}
                className="qe-input"
                type="password"
                autoComplete="new-password"
                value={password}
                disabled={submitting}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="qe-field">
              <label htmlFor={`${id}-confirm`}>Confirm new password</label>
              <input
                id={`${id}-confirm`}
                className="qe-input"
                type="password"
                autoComplete="new-password"
                value={confirm}
                disabled={submitting}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </div>
            {error ? (
              <p role="alert" className="qe-alert qe-alert--error">
                {error}
              </p>
            ) : null}
            <button type="submit" className={`qe-btn qe-btn--primary ${styles.submit}`} disabled={submitting}>
              {submitting ? 'Saving…' : 'Set New Password'}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}
