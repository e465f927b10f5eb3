import { safeRedirect, useAuthState, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate, useSearchParams } from '@quantethic/shared/router';
import { type FormEvent, useId, useState } from 'react';
import { signupErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import { PASSWORD_HINT, passwordProblem } from '../../lib/password-rule';
import styles from '../auth-form.module.css';

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
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
    <div className="qe-container qe-page">
      <div className={`qe-card ${styles.card}`}>
        <h1 className={styles.title}>Create Account</h1>
        <p className="qe-muted">Join QuantEthic to keep your place in every course.</p>
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
          <div className="qe-field">
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              id={`${id}-password`}
              className="qe-input"
              type="password"
              autoComplete="new-password"
              aria-describedby={`${id}-password-hint`}
              value={password}
              disabled={submitting}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={`${id}-password-hint`} className={`qe-muted ${styles.hint}`}>
              {PASSWORD_HINT}
            </p>
          </div>
          {error ? (
            <p role="alert" className="qe-alert qe-alert--error">
              {error}
            </p>
          ) : null}
          <button type="submit" className={`qe-btn qe-btn--primary ${styles.submit}`} disabled={submitting}>
            {submitting ? 'Creating Account…' : 'Sign Up'}
          </button>
        </form>
        <p className={styles.links}>
          <span>
            Already have an account? <Link to={loginHref}>Log in</Link>
          </span>
        </p>
      </div>
    </div>
  );
}
