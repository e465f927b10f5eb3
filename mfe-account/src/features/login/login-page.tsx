import { safeRedirect, useAuthState, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate, useSearchParams } from '@quantethic/shared/router';
import { useId, useState } from 'react';
import { AuthCard, AuthField, AuthForm, AuthLinks, EmailField } from '../../lib/auth-form';
import { loginErrorMessage } from '../../lib/auth-messages';
import { type AccountMessageKey, useAccountMessages } from '../../lib/messages';
import { useAccountHead } from '../../lib/page-heads';

/** /login (SPEC §2): idle → submitting (inputs and button disabled) → redirect. */
export function LoginPage() {
  useAccountHead('login');
  const { auth } = useRemoteProps();
  const { status } = useAuthState(auth);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(searchParams.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<AccountMessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();
  const t = useAccountMessages();

  // Signed-in visitors go straight on.
  if (status === 'signed-in' && !submitting) return <Navigate to={target} replace />;

  async function onSubmit() {
    if (!email.trim() || !password) {
      setError('login.required');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await auth.signIn(email.trim(), password);
      navigate(target, { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  }

  const signupHref = searchParams.get('redirect')
    ? `/signup?redirect=${encodeURIComponent(searchParams.get('redirect') ?? '')}`
    : '/signup';

  return (
    <AuthCard title={t('login.title')}>
      <p className="qe-muted">{t('login.intro')}</p>
      <AuthForm
        onSubmit={onSubmit}
        error={error && t(error)}
        errorId={`${id}-error`}
        busy={submitting}
        submitLabel={t('login.submit')}
        busyLabel={t('login.submitting')}
      >
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} disabled={submitting} />
        <AuthField
          id={`${id}-password`}
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          disabled={submitting}
        />
      </AuthForm>
      <AuthLinks>
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <span>
          {t('login.newHere')} <Link to={signupHref}>{t('login.createAccount')}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
