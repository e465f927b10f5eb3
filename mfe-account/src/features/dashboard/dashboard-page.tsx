import { LoadingState, useAuthState, useDocumentMeta, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate } from '@quantethic/shared/router';
import { useEffect, useState } from 'react';
import { ACCOUNT_HEADS } from '../../lib/page-heads';
import styles from './dashboard.module.css';

/** /dashboard (SPEC §2/§4): checking → signed-in view, or signed-out → login with a redirect back. */
export function DashboardPage() {
  useDocumentMeta(ACCOUNT_HEADS.dashboard);
  const { auth } = useRemoteProps();
  const state = useAuthState(auth);
  const navigate = useNavigate();
  const [sessionSince, setSessionSince] = useState<Date | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (state.status !== 'signed-in') return;
    let active = true;
    auth
      .getIdToken()
      .then((token) => active && token && setSessionSince(new Date(token.issuedAt)))
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [auth, state.status]);

  if (state.status === 'checking') return <LoadingState label="Checking your session…" />;
  if (state.status === 'signed-out' && !leaving) return <Navigate to="/login?redirect=/dashboard" replace />;

  async function logout() {
    setLeaving(true);
    try {
      await auth.signOut();
    } catch (error) {
      console.error('Logout failed', error);
    }
    // After a logout — or a failed one — the dashboard sends the visitor to log in.
    navigate('/login', { replace: true });
  }

  return (
    <div className="qe-container qe-page">
      <section className={`qe-card ${styles.card}`} aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">Welcome to the Dashboard</h1>
        <p className={styles.status}>You are logged in</p>
        <dl className={styles.details}>
          <div>
            <dt>Signed in as</dt>
            <dd>{state.user?.email ?? 'your account'}</dd>
          </div>
          {sessionSince ? (
            <div>
              <dt>Session token issued</dt>
              <dd>
                <time dateTime={sessionSince.toISOString()}>{sessionSince.toLocaleString()}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <Link to="/courses" className="qe-btn qe-btn--primary">
            Continue learning
          </Link>
          <Link to="/knowledge" className="qe-btn qe-btn--secondary">
            Read the Knowledge Hub
          </Link>
          <button type="button" className="qe-btn qe-btn--outline" onClick={logout} disabled={leaving}>
            Logout
          </button>
        </div>
      </section>
    </div>
  );
}
