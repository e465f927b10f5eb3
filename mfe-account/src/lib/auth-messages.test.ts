// @vitest-environment node
import { AuthError, type AuthErrorCode } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import {
  loginErrorMessage,
  newPasswordErrorMessage,
  resetEmailErrorMessage,
  resetLinkErrorMessage,
  signupErrorMessage,
} from './auth-messages';
import { accountMessages } from './messages';
import { PASSWORD_RULE_VALUES } from './password-rule';

const error = (code: AuthErrorCode) => new AuthError(code, `auth/${code}`);

/** The English a message key shows (the password rule's message with its length). */
const english = (key: Parameters<typeof accountMessages.t>[1]) =>
  accountMessages.t('en', key, PASSWORD_RULE_VALUES);

describe('login messages (SPEC §8)', () => {
  it.each([
    ['user-not-found', 'No account found with this email.'],
    ['wrong-password', 'Incorrect password.'],
    ['invalid-email', 'Invalid email format.'],
    ['invalid-credential', 'Incorrect email or password.'],
    ['too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    ['network', 'Login failed. Please try again.'],
    ['unknown', 'Login failed. Please try again.'],
  ] as const)('%s → %s', (code, message) => {
    expect(english(loginErrorMessage(error(code)))).toBe(message);
  });

  it('never shows a provider error text', () => {
    expect(english(loginErrorMessage(new Error('Firebase: Error (auth/internal-error).')))).toBe(
      'Login failed. Please try again.',
    );
  });
});

describe('sign-up messages (SPEC §8)', () => {
  it.each([
    ['email-already-in-use', 'Email is already registered.'],
    ['invalid-email', 'Invalid email format.'],
    ['weak-password', 'Password must be at least 6 characters.'],
    ['network', 'Something went wrong. Please try again.'],
  ] as const)('%s → %s', (code, message) => {
    expect(english(signupErrorMessage(error(code)))).toBe(message);
  });
});

describe('password reset messages', () => {
  it.each([
    ['invalid-email', 'Invalid email format.'],
    ['too-many-requests', 'Too many attempts. Please wait a moment and try again.'],
    ['user-not-found', 'Something went wrong. Please try again.'],
    ['network', 'Something went wrong. Please try again.'],
  ] as const)('sending the email: %s → %s', (code, message) => {
    expect(english(resetEmailErrorMessage(error(code)))).toBe(message);
  });

  it.each([
    ['expired-action-code', 'This reset link has expired. Request a new one.'],
    ['invalid-action-code', 'This reset link is invalid or has already been used.'],
    ['network', "We couldn't check this reset link. Please try again."],
  ] as const)('checking the link: %s → %s', (code, message) => {
    expect(english(resetLinkErrorMessage(error(code)))).toBe(message);
  });

  it.each([
    ['weak-password', 'Password must be at least 6 characters.'],
    ['expired-action-code', 'This reset link has expired. Request a new one.'],
    ['invalid-action-code', 'This reset link is invalid or has already been used.'],
    ['network', 'Something went wrong. Please try again.'],
  ] as const)('saving the new password: %s → %s', (code, message) => {
    expect(english(newPasswordErrorMessage(error(code)))).toBe(message);
  });

  it('never shows a provider error text', () => {
    const failure = new Error('Firebase: Error (auth/internal-error).');
    expect(english(resetEmailErrorMessage(failure))).toBe('Something went wrong. Please try again.');
    expect(english(resetLinkErrorMessage(failure))).toBe(
      "We couldn't check this reset link. Please try again.",
    );
    expect(english(newPasswordErrorMessage(failure))).toBe('Something went wrong. Please try again.');
  });
});
