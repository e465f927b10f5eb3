import { safeRedirect, useAuthState, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate, useSearchParams } from '@quantethic/shared/router';
import { useId, useState } from 'react';
import { AuthCard, AuthField, AuthForm, AuthLinks, EmailField } from '../../lib/auth-form';
import { signupErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import { PASSWORD_HINT, passwordProblem } from '../../lib/password-rule';

/** /signup (SPEC §2): idle → submitting (inputs and button disabled) → redirect. */
export function SignupPage() {
  useDocumentMeta(ACCOUNT_HEADS.signup);
  const { auth, bus } = useRemoteProps();
  const { status } = useAuthState(auth);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(searchParams.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  // Signed-in visitors go straight on.
  if (status === 'signed-in' && !submitting) return <Navigate to={target} replace />;

  async function onSubmit() {
    if (!email.trim() || !password) {
      setError('Please enter email and password.');
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
    <AuthCard title="Create Account">
      <p className="qe-muted">Join QuantEthic to keep your place in every course.</p>
      <AuthForm
        onSubmit={onSubmit}
        error={error}
        busy={submitting}
        submitLabel="Sign Up"
        busyLabel="Creating Account…"
      >
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} disabled={submitting} />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          disabled={submitting}
          hint={PASSWORD_HINT}
        />
      </AuthForm>
      <AuthLinks>
        <span>
          Already have an account? <Link to={loginHref}>Log in</Link>
        </span>
      </AuthLinks>
    </AuthCard>
  );
}
