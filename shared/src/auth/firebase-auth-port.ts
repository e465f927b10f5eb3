import {
  type AuthConfig,
  AuthError,
  type AuthPort,
  type AuthState,
  type AuthUser,
  type IdToken,
  safeGetItem,
  safeRemoveItem,
} from '@quantethic/shared';
import type { Auth } from 'firebase/auth';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const CHECKING: AuthState = { status: 'checking', user: null };
const SESSION_KEY_PREFIX = 'firebase:authUser:';
/** Where Firebase keeps the session of the app with this API key (browserLocalPersistence). */
const sessionKey = (apiKey: string) => `${SESSION_KEY_PREFIX}${apiKey}:[DEFAULT]`;
/**
 * The port's code for Firebase itself (starting the SDK, checking a saved session, its error
 * codes): loaded with the SDK or when a saved session is checked, never on a page's first load.
 */
const loadSession = () => import('./firebase-session');

/** True when a Firebase session for this API key is saved in this browser. */
function hasSavedSession(apiKey: string | null): boolean {
  if (apiKey) return safeGetItem(sessionKey(apiKey)) !== null;
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(SESSION_KEY_PREFIX));
  } catch {
    return false;
  }
}

/**
 * The user of the session saved for this API key, when it is one Firebase can restore (it has a
 * user id and a refresh token); null when there is none or it is unreadable.
 */
export function savedSessionUser(apiKey: string): AuthUser | null {
  const raw = safeGetItem(sessionKey(apiKey));
  if (raw === null) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return null;
    const { uid, email, stsTokenManager } = saved as Record<string, unknown>;
    const refreshToken = (stsTokenManager as Record<string, unknown> | null | undefined)?.refreshToken;
    if (typeof uid !== 'string' || !uid || typeof refreshToken !== 'string' || !refreshToken) return null;
    return { uid, email: typeof email === 'string' ? email : null };
  } catch {
    return null;
  }
}

export interface FirebaseAuthPortOptions {
  /**
   * When a restorable session is saved, the visitor is shown as signed in at once and Firebase
   * checks the session once this settles (the shell: once the page's main section is showing),
   * so the SDK's download and its check do not hold the page back. Anything that needs Firebase
   * (a token, signing out) loads it at once. Default: straight away.
   */
  verifyAfter?: Promise<unknown>;
}

/**
 * The AuthPort on Firebase Authentication (the emulator locally, a real project in production).
 *
 * The Firebase SDK is only downloaded when it is needed: when this browser has a saved session
 * (to check it, see `verifyAfter`), otherwise on the first sign-in, sign-up or reset. Sessions
 * are kept in localStorage (browserLocalPersistence), which is what makes that check synchronous;
 * they survive reloads and are shared between tabs. A saved session Firebase no longer accepts
 * (revoked, account deleted) turns the state to signed-out once checked.
 *
 * @param authConfig the runtime auth config, or a promise of it (the shell fetches config.json)
 */
export function createFirebaseAuthPort(
  authConfig: AuthConfig | Promise<AuthConfig>,
  { verifyAfter }: FirebaseAuthPortOptions = {},
): AuthPort {
  const listeners = new Set<(state: AuthState) => void>();
  let state: AuthState = hasSavedSession(null) ? CHECKING : SIGNED_OUT;
  let auth: Promise<Auth> | null = null;
  const configPromise = Promise.resolve(authConfig);

  const setState = (next: AuthState) => {
    if (
      next.status === state.status &&
      next.user?.uid === state.user?.uid &&
      next.user?.email === state.user?.email
    )
      return;
    state = next;
    for (const listener of listeners) listener(state);
  };

  async function loadAuth(): Promise<Auth> {
    const config = await configPromise;
    if (!config.apiKey)
      throw new AuthError('unavailable', 'Sign-in is not configured (auth.apiKey is missing).');
    // The SDK and the port's own code for it, side by side.
    const [app, auth, { startAuth }] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      loadSession(),
    ]);
    return startAuth({ app, auth }, config, (user) =>
      setState(user ? { status: 'signed-in', user } : SIGNED_OUT),
    );
  }

  function ensureAuth(): Promise<Auth> {
    auth ??= loadAuth().catch((error) => {
      auth = null;
      // A session shown from storage stays: nothing says it is invalid, only that Firebase could
      // not be reached. The next action that needs Firebase tries again.
      if (state.status === 'checking') setState(SIGNED_OUT);
      throw error instanceof AuthError
        ? error
        : new AuthError('network', `Could not load sign-in: ${String(error)}`);
    });
    return auth;
  }

  // A saved session: shown at once when restorable, then checked by Firebase. Otherwise the SDK
  // waits until sign-in is actually used.
  const restore = () => ensureAuth().catch((error) => console.error('[auth]', error.message));
  configPromise.then(
    (config) => {
      const saved = config.apiKey ? savedSessionUser(config.apiKey) : null;
      if (saved) {
        setState({ status: 'signed-in', user: saved });
        // Checked without the SDK when the token service answers clearly; else by the SDK.
        const verify = async () => {
          if (auth) return;
          const { checkSavedSession } = await loadSession();
          const verdict = await checkSavedSession(config, saved, safeGetItem(sessionKey(config.apiKey)));
          if (auth || verdict === 'valid') return;
          if (verdict === 'unknown') return restore();
          safeRemoveItem(sessionKey(config.apiKey));
          setState(SIGNED_OUT);
        };
        Promise.resolve(verifyAfter).then(verify, verify);
      } else if (hasSavedSession(config.apiKey)) restore();
      else setState(SIGNED_OUT);
    },
    // Without the auth config nobody can be signed in; sign-in actions report it when used.
    (error: unknown) => {
      console.error('[auth] no auth config:', error instanceof Error ? error.message : String(error));
      setState(SIGNED_OUT);
    },
  );

  // Another tab signed in or out.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key?.startsWith(SESSION_KEY_PREFIX) && !auth) ensureAuth().catch(() => {});
    });
  }

  const withAuth = async <T>(
    action: (instance: Auth, fb: typeof import('firebase/auth')) => Promise<T>,
  ): Promise<T> => {
    const instance = await ensureAuth();
    const [fb, { mapFirebaseError }] = await Promise.all([import('firebase/auth'), loadSession()]);
    try {
      return await action(instance, fb);
    } catch (error) {
      throw mapFirebaseError(error);
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (email, password) =>
      withAuth(async (instance, fb) => {
        await fb.signInWithEmailAndPassword(instance, email, password);
      }),
    signUp: (email, password) =>
      withAuth(async (instance, fb) => {
        await fb.createUserWithEmailAndPassword(instance, email, password);
      }),
    async signOut() {
      if (!auth && state.status === 'signed-out') return;
      await withAuth((instance, fb) => fb.signOut(instance));
    },
    async sendPasswordReset(email) {
      try {
        await withAuth((instance, fb) => fb.sendPasswordResetEmail(instance, email));
      } catch (error) {
        // Whether an account exists is not revealed (email-enumeration protection behaves the same).
        if ((error as AuthError).code !== 'user-not-found') throw error;
      }
    },
    verifyPasswordResetCode: (code) => withAuth((instance, fb) => fb.verifyPasswordResetCode(instance, code)),
    confirmPasswordReset: (code, newPassword) =>
      withAuth((instance, fb) => fb.confirmPasswordReset(instance, code, newPassword)),
    async getIdToken(forceRefresh = false): Promise<IdToken | null> {
      if (state.status !== 'signed-in') return null;
      return withAuth(async (instance) => {
        const user = instance.currentUser;
        if (!user) return null;
        const result = await user.getIdTokenResult(forceRefresh);
        return { token: result.token, issuedAt: Date.parse(result.issuedAtTime) };
      });
    },
  };
}
