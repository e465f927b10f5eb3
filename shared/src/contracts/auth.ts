/** A signed-in user as remotes see it. */
export interface AuthUser {
  uid: string;
  email: string | null;
}

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

/**
 * Provider-neutral error codes. Implementations map their provider's codes onto these, so a
 * remote can show the messages of SPEC §8 without knowing which provider is behind the port.
 */
export type AuthErrorCode =
  | 'user-not-found'
  | 'wrong-password'
  | 'invalid-credential'
  | 'invalid-email'
  | 'email-already-in-use'
  | 'weak-password'
  | 'missing-fields'
  | 'too-many-requests'
  | 'expired-action-code'
  | 'invalid-action-code'
  | 'network'
  | 'unavailable'
  | 'unknown';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return (
    error instanceof Error && error.name === 'AuthError' && typeof (error as AuthError).code === 'string'
  );
}

/** The identity token of the signed-in user and when it was issued. */
export interface IdToken {
  token: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

/** Authentication as a port: the shell implements it, remotes only use it. */
export interface AuthPort {
  getState(): AuthState;
  /** Calls the listener with every state change (not with the current state). Returns unsubscribe. */
  subscribe(listener: (state: AuthState) => void): () => void;
  signIn(email: string, password: string): Promise<void>;
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the provider's password-reset email; resolves the same whether or not the account exists. */
  sendPasswordReset(email: string): Promise<void>;
  /**
   * The account a password-reset code (from the reset email link) belongs to; rejects with
   * 'expired-action-code' or 'invalid-action-code'. Optional: added in contract 1.1.
   */
  verifyPasswordResetCode?(code: string): Promise<string>;
  /** Sets a new password with a reset code. Optional: added in contract 1.1. */
  confirmPasswordReset?(code: string, newPassword: string): Promise<void>;
  /** The current identity token (refreshed by the provider's SDK), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<IdToken | null>;
}
