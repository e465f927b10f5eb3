import { type AuthErrorCode, isAuthError } from '@quantethic/shared';

/** SPEC §8 messages for login failures. Provider codes never reach the screen. */
export function loginErrorMessage(error: unknown): string {
  const code: AuthErrorCode | null = isAuthError(error) ? error.code : null;
  switch (code) {
    case 'user-not-found':
      return 'No account found with this email.';
    case 'wrong-password':
      return 'Incorrect password.';
    case 'invalid-email':
      return 'Invalid email format.';
    // Email-enumeration protection (the default on new Firebase projects) does not say which
    // part was wrong, so neither do we.
    case 'invalid-credential':
      return 'Incorrect email or password.';
    case 'too-many-requests':
      return 'Too many attempts. Please wait a moment and try again.';
    default:
      return 'Login failed. Please try again.';
  }
}

/** SPEC §8 messages for sign-up failures. */
export function signupErrorMessage(error: unknown): string {
  const code: AuthErrorCode | null = isAuthError(error) ? error.code : null;
  switch (code) {
    case 'email-already-in-use':
      return 'Email is already registered.';
    case 'invalid-email':
      return 'Invalid email format.';
    case 'weak-password':
      return 'Password must be at least 6 characters.';
    default:
      return 'Something went wrong. Please try again.';
  }
}
