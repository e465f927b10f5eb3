import { AuthError, type AuthErrorCode } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage, signupErrorMessage } from './auth-messages';

const error = (code: AuthErrorCode) => new AuthError(code, `auth/${code}`);

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
    expect(loginErrorMessage(error(code))).toBe(message);
  });

  it('never shows a provider error text', () => {
    expect(loginErrorMessage(new Error('Firebase: Error (auth/internal-error).'))).toBe(
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
    expect(signupErrorMessage(error(code))).toBe(message);
  });
});
