import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PASSWORD_HINT, PASSWORD_TOO_SHORT, passwordProblem } from './password-rule';

describe('the password rule (SPEC §5, §9)', () => {
  it('is 6 characters, with the SPEC message and the field hint', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters.');
    expect(PASSWORD_HINT).toBe('At least 6 characters.');
  });

  it.each(['', 'a', 'abc12', '     '])('refuses %j', (password) => {
    expect(passwordProblem(password)).toBe('Password must be at least 6 characters.');
  });

  it.each(['abc123', 'a longer passphrase', '      '])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
