import { safeRedirect, useAuthState, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate, useSearchParams } from '@quantethic/shared/router';
import { type FormEvent, useId, useState } from 'react';
import { loginErrorMessage } from '../../lib/auth-messages';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import styles from '../auth-form.module.css';

/** /login (SPEC §2): idle → submitting (inputs and button disabled) → redirect. */
export function LoginPage() {
  useDocumentMeta(ACCOUNT_HEADS.login);
  const { auth } = useRemoteProps();
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
      setError('Please fill in all fields.');
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
    <div className="qe-container qe-page">
      <div className={`qe-card ${styles.card}`}>
        <h1 className={styles.title}>Welcome Back</h1>
        <p className="qe-muted">Log in to continue learning.</p>
        <form noValidate onSubmit={onSubmit} aria-describedby={error ? `${id}-error` : undefined}>
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
              autoComplete="current-password"
              value={password}
              disabled={submitting}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="qe-alert qe-alert--error">
              {error}
            </p>
          ) : null}
          <button type="submit" className={`qe-btn qe-btn--primary ${styles.submit}`} disabled={submitting}>
            {submitting ? 'Logging In…' : 'Log In'}
          </button>
        </form>
        <p className={styles.links}>
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            New here? <Link to={signupHref}>Create an account</Link>
          </span>
        </p>
      </div>
    </div>
  );
}
