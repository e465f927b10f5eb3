import {
  type AuthConfig,
  AuthError,
  type AuthErrorCode,
  type AuthPort,
  type AuthState,
  type AuthUser,
  type IdToken,
  safeGetItem,
  safeRemoveItem,
} from '@quantethic/shared';
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';

type FirebaseModules = { app: typeof import('firebase/app'); auth: typeof import('firebase/auth') };

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const CHECKING: AuthState = { status: 'checking', user: null };
const SESSION_KEY_PREFIX = 'firebase:authUser:';

/** Provider codes → the port's neutral codes (SPEC §8 messages are chosen from these). */
export function mapFirebaseError(error: unknown): AuthError {
  const code =
    typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const map: Record<string, AuthErrorCode> = {
    'auth/user-not-found': 'user-not-found',
    'auth/wrong-password': 'wrong-password',
    'auth/invalid-credential': 'invalid-credential',
    'auth/invalid-login-credentials': 'invalid-credential',
    'auth/invalid-email': 'invalid-email',
    'auth/email-already-in-use': 'email-already-in-use',
    'auth/weak-password': 'weak-password',
    'auth/missing-password': 'missing-fields',
    'auth/missing-email': 'missing-fields',
    'auth/too-many-requests': 'too-many-requests',
    'auth/network-request-failed': 'network',
    'auth/expired-action-code': 'expired-action-code',
    'auth/invalid-action-code': 'invalid-action-code',
  };
  return new AuthError(
    map[code] ?? 'unknown',
    code || (error instanceof Error ? error.message : 'unknown error'),
  );
}

/** True when a Firebase session for this API key is saved in this browser. */
function hasSavedSession(apiKey: string | null): boolean {
  if (apiKey) return safeGetItem(`${SESSION_KEY_PREFIX}${apiKey}:[DEFAULT]`) !== null;
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
  const raw = safeGetItem(`${SESSION_KEY_PREFIX}${apiKey}:[DEFAULT]`);
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

/** The token service's answers that mean the saved session is over (revoked, deleted, disabled…). */
const SESSION_OVER = new Set([
  'TOKEN_EXPIRED',
  'USER_DISABLED',
  'USER_NOT_FOUND',
  'INVALID_REFRESH_TOKEN',
  'INVALID_GRANT_TYPE',
  'MISSING_REFRESH_TOKEN',
]);

/**
 * Checks the saved session with Firebase's token service (the REST endpoint the SDK itself
 * refreshes tokens with), so a page shown to a signed-in visitor need not download the SDK (about
 * 40 KB compressed) only to confirm who they are. 'valid' and 'over' are the service's clear
 * answers; anything else ('unknown': down, offline, an unexpected answer) is left to the SDK.
 */
export async function checkSavedSession(
  config: AuthConfig,
  user: AuthUser,
): Promise<'valid' | 'over' | 'unknown'> {
  const raw = safeGetItem(`${SESSION_KEY_PREFIX}${config.apiKey}:[DEFAULT]`);
  let refreshToken: unknown;
  try {
    refreshToken = (JSON.parse(raw ?? 'null') as { stsTokenManager?: { refreshToken?: unknown } } | null)
      ?.stsTokenManager?.refreshToken;
  } catch {
    return 'unknown';
  }
  if (typeof refreshToken !== 'string' || !refreshToken) return 'unknown';
  const origin = config.emulatorUrl ? `${config.emulatorUrl.replace(/\/+$/, '')}/` : 'https://';
  try {
    const response = await fetch(
      `${origin}securetoken.googleapis.com/v1/token?key=${encodeURIComponent(config.apiKey)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      },
    );
    const body = (await response.json().catch(() => null)) as {
      user_id?: unknown;
      error?: { message?: unknown };
    } | null;
    if (response.ok) return body?.user_id === user.uid ? 'valid' : 'over';
    const message = String(body?.error?.message ?? '').split(' ')[0] ?? '';
    return response.status === 400 && SESSION_OVER.has(message) ? 'over' : 'unknown';
  } catch {
    return 'unknown';
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

  const fromUser = (user: User | null): AuthState =>
    user ? { status: 'signed-in', user: { uid: user.uid, email: user.email } } : SIGNED_OUT;

  async function loadAuth(): Promise<Auth> {
    const config = await configPromise;
    if (!config.apiKey)
      throw new AuthError('unavailable', 'Sign-in is not configured (auth.apiKey is missing).');
    const modules: FirebaseModules = {
      app: await import('firebase/app'),
      auth: await import('firebase/auth'),
    };
    const app: FirebaseApp = modules.app.initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain || undefined,
      projectId: config.projectId || undefined,
    });
    const instance = modules.auth.initializeAuth(app, { persistence: modules.auth.browserLocalPersistence });
    if (config.emulatorUrl)
      modules.auth.connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
    await new Promise<void>((resolve) => {
      // The first report is the restored session (or none).
      modules.auth.onIdTokenChanged(instance, (user) => {
        setState(fromUser(user));
        resolve();
      });
    });
    return instance;
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
          const verdict = await checkSavedSession(config, saved);
          if (auth || verdict === 'valid') return;
          if (verdict === 'unknown') return restore();
          safeRemoveItem(`${SESSION_KEY_PREFIX}${config.apiKey}:[DEFAULT]`);
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
    const fb = await import('firebase/auth');
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
