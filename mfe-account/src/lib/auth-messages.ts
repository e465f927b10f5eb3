import { type AuthErrorCode, isAuthError } from '@quantethic/shared';
import type { AccountMessageKey } from './messages';
import { PASSWORD_TOO_SHORT } from './password-rule';

// What each auth page says when the provider refuses (SPEC §8 for login and sign-up): a key of
// the account catalogue (src/messages), shown by the page in its locale. Provider codes and texts
// never reach the screen.

const codeOf = (error: unknown): AuthErrorCode | null => (isAuthError(error) ? error.code : null);

/** SPEC §8 messages for login failures. */
export function loginErrorMessage(error: unknown): AccountMessageKey {
  switch (codeOf(error)) {
    case 'user-not-found':
      return 'error.userNotFound';
    case 'wrong-password':
      return 'error.wrongPassword';
    case 'invalid-email':
      return 'error.invalidEmail';
    // Email-enumeration protection (the default on new Firebase projects) does not say which
    // part was wrong, so neither do we.
    case 'invalid-credential':
      return 'error.invalidCredential';
    case 'too-many-requests':
      return 'error.tooManyRequests';
    default:
      return 'error.loginFailed';
  }
}

/** SPEC §8 messages for sign-up failures ('password.tooShort' takes PASSWORD_RULE_VALUES). */
export function signupErrorMessage(error: unknown): AccountMessageKey {
  switch (codeOf(error)) {
    case 'email-already-in-use':
      return 'error.emailInUse';
    case 'invalid-email':
      return 'error.invalidEmail';
    case 'weak-password':
      return PASSWORD_TOO_SHORT;
    default:
      return 'error.generic';
  }
}

/** /forgot-password: why the reset email could not be sent. */
export function resetEmailErrorMessage(error: unknown): AccountMessageKey {
  switch (codeOf(error)) {
    case 'invalid-email':
      return 'error.invalidEmail';
    case 'too-many-requests':
      return 'error.tooManyRequests';
    default:
      return 'error.generic';
  }
}

/** /reset-password: why the link's code cannot be used (checking it, or saving with it). */
export function resetLinkErrorMessage(error: unknown): AccountMessageKey {
  switch (codeOf(error)) {
    case 'expired-action-code':
      return 'error.linkExpired';
    case 'invalid-action-code':
      return 'error.linkInvalid';
    default:
      return 'error.linkCheckFailed';
  }
}

/** /reset-password: why the new password was not saved ('password.tooShort' takes PASSWORD_RULE_VALUES). */
export function newPasswordErrorMessage(error: unknown): AccountMessageKey {
  switch (codeOf(error)) {
    case 'weak-password':
      return PASSWORD_TOO_SHORT;
    case 'expired-action-code':
    case 'invalid-action-code':
      return resetLinkErrorMessage(error);
    default:
      return 'error.generic';
  }
}
