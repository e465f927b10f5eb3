import { useAuthState } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useShellMessages } from '../../lib/messages';
import { useSite } from '../../lib/site-context';

/** Login when signed out, Logout when signed in (SPEC §2/§4); nothing while auth is checking. */
export function AuthButton({ onNavigate }: { onNavigate?: () => void }) {
  const { auth } = useSite();
  const { status } = useAuthState(auth);
  const t = useShellMessages();
  if (status === 'checking') return <span className="auth-button-placeholder" aria-hidden="true" />;
  if (status === 'signed-in') {
    return (
      <button
        type="button"
        className="qe-btn qe-btn--secondary qe-btn--small"
        onClick={() => {
          auth.signOut().catch((error) => console.error('Logout failed', error));
          onNavigate?.();
        }}
      >
        {t('auth.logout')}
      </button>
    );
  }
  return (
    <Link to="/login" className="qe-btn qe-btn--primary qe-btn--small" onClick={onNavigate}>
      {t('auth.login')}
    </Link>
  );
}
