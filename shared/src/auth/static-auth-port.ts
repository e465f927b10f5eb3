import { AuthError, type AuthPort, type AuthState } from '../contracts/auth';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };
const CHECKING: AuthState = { status: 'checking', user: null };

/**
 * An AuthPort with no provider behind it: always signed out, and every operation fails with
 * 'unavailable'. Used when no auth provider is configured, so pages render and explain the
 * problem instead of crashing.
 */
export function createUnavailableAuthPort(): AuthPort {
  const unavailable = () => Promise.reject(new AuthError('unavailable', 'Sign-in is not configured.'));
  return {
    getState: () => SIGNED_OUT,
    subscribe: () => () => {},
    signIn: unavailable,
    signUp: unavailable,
    signOut: async () => {},
    sendPasswordReset: unavailable,
    getIdToken: async () => null,
  };
}

/**
 * An AuthPort that is still checking, and stays so: for rendering pages ahead of time (the shell's
 * build, a remote's deploy-time prerender), where who is signed in is unknown. Gated content
 * renders its checking state and the header keeps the button's space.
 */
export function createCheckingAuthPort(): AuthPort {
  return {
    getState: () => CHECKING,
    subscribe: () => () => {},
    signIn: async () => {},
    signUp: async () => {},
    signOut: async () => {},
    sendPasswordReset: async () => {},
    getIdToken: async () => null,
  };
}
