import { LoadingState, useRemoteProps, withElement } from '@quantethic/shared';
import { Link, useSearchParams } from '@quantethic/shared/router';
import { useEffect, useId, useState } from 'react';
import { AuthCard, AuthField, AuthForm, AuthNotice } from '../../lib/auth-form';
import { newPasswordErrorMessage, resetLinkErrorMessage } from '../../lib/auth-messages';
import { type AccountMessageKey, useAccountMessages } from '../../lib/messages';
import { useAccountHead } from '../../lib/page-heads';
import { PASSWORD_RULE_VALUES, passwordProblem } from '../../lib/password-rule';

type Check =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid'; message: AccountMessageKey };

/**
 * /reset-password?oobCode=…: where the password-reset email leads (set the provider's action URL
 * to this page). Checks the code, then sets the new password.
 */
export function ResetPasswordPage() {
  useAccountHead('resetPassword');
  const { auth } = useRemoteProps();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('oobCode') ?? '';
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<AccountMessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const id = useId();
  const t = useAccountMessages();

  useEffect(() => {
    let active = true;
    if (!code) {
      setCheck({ status: 'invalid', message: 'reset.incomplete' });
      return;
    }
    if (!auth.verifyPasswordResetCode) {
      setCheck({ status: 'invalid', message: 'reset.unavailable' });
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
      setError('reset.mismatch');
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
    <AuthCard title={t('reset.title')}>
      {check.status === 'checking' ? <LoadingState label={t('reset.checking')} /> : null}
      {check.status === 'invalid' ? (
        <AuthNotice tone="error">
          <p>{t(check.message)}</p>
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </AuthNotice>
      ) : null}
      {check.status === 'valid' && done ? (
        <AuthNotice tone="success">
          <p>{t('reset.done')}</p>
          <Link to="/login" className="qe-btn qe-btn--primary">
            {t('reset.logIn')}
          </Link>
        </AuthNotice>
      ) : null}
      {check.status === 'valid' && !done ? (
        <AuthForm
          onSubmit={onSubmit}
          error={error && t(error, PASSWORD_RULE_VALUES)}
          busy={submitting}
          submitLabel={t('reset.submit')}
          busyLabel={t('reset.submitting')}
        >
          <p className="qe-muted">
            {withElement(
              (email) => t('reset.for', { email }),
              <bdi>
                <strong>{check.email}</strong>
              </bdi>,
            )}
          </p>
          <AuthField
            id={`${id}-password`}
            label={t('reset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            disabled={submitting}
          />
          <AuthField
            id={`${id}-confirm`}
            label={t('reset.confirm')}
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
