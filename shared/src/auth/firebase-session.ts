// The Firebase AuthPort's code for Firebase itself (firebase-auth-port.ts loads it with the SDK, or
// when it checks a saved session once the page has settled): a page's first load carries only the
// port's state and what it reads from storage.

import type { Auth } from 'firebase/auth';
import { AuthError, type AuthErrorCode, type AuthUser } from '../contracts/auth';
import type { AuthConfig } from '../contracts/config';

export type FirebaseModules = { app: typeof import('firebase/app'); auth: typeof import('firebase/auth') };

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
  /** The session as Firebase saved it in this browser. */
  raw: string | null,
): Promise<'valid' | 'over' | 'unknown'> {
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

/**
 * Starts Firebase Authentication for `config` (the emulator when it names one), with sessions kept
 * in localStorage; resolves once the SDK has reported the restored session (or none) to `onUser`,
 * which it then calls on every change.
 */
export async function startAuth(
  modules: FirebaseModules,
  config: AuthConfig,
  onUser: (user: AuthUser | null) => void,
): Promise<Auth> {
  const app = modules.app.initializeApp({
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
      onUser(user ? { uid: user.uid, email: user.email } : null);
      resolve();
    });
  });
  return instance;
}
