import { type AuthErrorCode, isAuthError } from '@quantethic/shared';
import { PASSWORD_TOO_SHORT } from './password-rule';

// What each auth page says when the provider refuses (SPEC §8 for login and sign-up). Provider
// codes and texts never reach the screen.

const INVALID_EMAIL = 'Invalid email format.';
const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a moment and try again.';
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

const codeOf = (error: unknown): AuthErrorCode | null => (isAuthError(error) ? error.code : null);

/** SPEC §8 messages for login failures. */
export function loginErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'user-not-found':
      return 'No account found with this email.';
    case 'wrong-password':
      return 'Incorrect password.';
    case 'invalid-email':
      return INVALID_EMAIL;
    // Email-enumeration protection (the default on new Firebase projects) does not say which
    // part was wrong, so neither do we.
    case 'invalid-credential':
      return 'Incorrect email or password.';
    case 'too-many-requests':
      return TOO_MANY_REQUESTS;
    default:
      return 'Login failed. Please try again.';
  }
}

/** SPEC §8 messages for sign-up failures. */
export function signupErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'email-already-in-use':
      return 'Email is already registered.';
    case 'invalid-email':
      return INVALID_EMAIL;
    case 'weak-password':
      return PASSWORD_TOO_SHORT;
    default:
      return SOMETHING_WENT_WRONG;
  }
}

/** /forgot-password: why the reset email could not be sent. */
export function resetEmailErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'invalid-email':
      return INVALID_EMAIL;
    case 'too-many-requests':
      return TOO_MANY_REQUESTS;
    default:
      return SOMETHING_WENT_WRONG;
  }
}

/** /reset-password: why the link's code cannot be used (checking it, or saving with it). */
export function resetLinkErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'expired-action-code':
      return 'This reset link has expired. Request a new one.';
    case 'invalid-action-code':
      return 'This reset link is invalid or has already been used.';
    default:
      return "We couldn't check this reset link. Please try again.";
  }
}

/** /reset-password: why the new password was not saved. */
export function newPasswordErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'weak-password':
      return PASSWORD_TOO_SHORT;
    case 'expired-action-code':
    case 'invalid-action-code':
      return resetLinkErrorMessage(error);
    default:
      return SOMETHING_WENT_WRONG;
  }
}
