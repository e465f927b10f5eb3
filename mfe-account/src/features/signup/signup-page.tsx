import { safeRedirect, useAuthState, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate, useSearchParams } from '@quantethic/shared/router';
import { useId, useState } from 'react';
import { AuthCard, AuthField, AuthForm, AuthLinks, EmailField } from '../../lib/auth-form';
import { signupErrorMessage } from '../../lib/auth-messages';
import { type AccountMessageKey, useAccountMessages } from '../../lib/messages';
import { useAccountHead } from '../../lib/page-heads';
import { PASSWORD_HINT, PASSWORD_RULE_VALUES, passwordProblem } from '../../lib/password-rule';

/** /signup (SPEC §2): idle → submitting (inputs and button disabled) → redirect. */
export function SignupPage() {
  useAccountHead('signup');
  const { auth, bus } = useRemoteProps();
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
      setError('signup.required');
      return;
    }
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await auth.signUp(email.trim(), password);
      bus.emit('analytics', { name: 'Signed Up', properties: {} });
      navigate(target, { replace: true });
    } catch (failure) {
      setError(signupErrorMessage(failure));
      setSubmitting(false);
    }
  }

  const loginHref = searchParams.get('redirect')
    ? `/login?redirect=${encodeURIComponent(searchParams.get('redirect') ?? '')}`
    : '/login';

  return (
    <AuthCard title={t('signup.title')}>
      <p className="qe-muted">{t('signup.intro')}</p>
      <AuthForm
        onSubmit={onSubmit}
        error={error && t(error, PASSWORD_RULE_VALUES)}
        busy={submitting}
        submitLabel={t('signup.submit')}
        busyLabel={t('signup.submitting')}
      >
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} disabled={submitting} />
        <AuthField
          id={`${id}-password`}
          label={t('field.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          disabled={submitting}
          hint={t(PASSWORD_HINT, PASSWORD_RULE_VALUES)}
        />
      </AuthForm>
      <AuthLinks>
        <span>
          {t('signup.haveAccount')} <Link to={loginHref}>{t('signup.login')}</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
