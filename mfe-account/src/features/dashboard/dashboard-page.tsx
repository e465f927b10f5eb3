import { formatDate, LoadingState, useAuthState, useLocale, useRemoteProps } from '@quantethic/shared';
import { Link, Navigate, useNavigate } from '@quantethic/shared/router';
import { useEffect, useState } from 'react';
import { useAccountMessages } from '../../lib/messages';
import { useAccountHead } from '../../lib/page-heads';
import styles from './dashboard.module.css';

/** When the session token was issued: a long date and the time, to the minute. */
const SESSION_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** /dashboard (SPEC §2/§4): checking → signed-in view, or signed-out → login with a redirect back. */
export function DashboardPage() {
  useAccountHead('dashboard');
  const { auth } = useRemoteProps();
  const state = useAuthState(auth);
  const navigate = useNavigate();
  const [sessionSince, setSessionSince] = useState<Date | null>(null);
  const [leaving, setLeaving] = useState(false);
  const t = useAccountMessages();
  const locale = useLocale();

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

  if (state.status === 'checking') return <LoadingState label={t('dashboard.checking')} />;
  if (state.status === 'signed-out' && !leaving) return <Navigate to="/login?redirect=/dashboard" replace />;

  // '22 November 2026 at 09:30' in the visitor's time zone: this is written only in the browser,
  // once the token has been read, never into a prerendered page (decision 0015).
  const issued = sessionSince ? formatDate(sessionSince, locale, SESSION_TIME) : null;

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
        <h1 id="dashboard-title">{t('dashboard.title')}</h1>
        <p className={styles.status}>{t('dashboard.status')}</p>
        <dl className={styles.details}>
          <div>
            <dt>{t('dashboard.signedInAs')}</dt>
            <dd>{state.user?.email ?? t('dashboard.yourAccount')}</dd>
          </div>
          {sessionSince && issued ? (
            <div>
              <dt>{t('dashboard.sessionIssued')}</dt>
              <dd>
                <time dateTime={sessionSince.toISOString()}>{issued}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <Link to="/courses" className="qe-btn qe-btn--primary">
            {t('dashboard.continue')}
          </Link>
          <Link to="/knowledge" className="qe-btn qe-btn--secondary">
            {t('dashboard.knowledge')}
          </Link>
          <button type="button" className="qe-btn qe-btn--outline" onClick={logout} disabled={leaving}>
            {t('dashboard.logout')}
          </button>
        </div>
      </section>
    </div>
  );
}
