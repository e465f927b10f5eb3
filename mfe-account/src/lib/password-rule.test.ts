// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountMessages } from './messages';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_HINT,
  PASSWORD_RULE_VALUES,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from './password-rule';

/** A message in `locale`, with the rule's length. */
const shown = (key: Parameters<typeof accountMessages.t>[1], locale: 'en' | 'ar' = 'en') =>
  accountMessages.t(locale, key, PASSWORD_RULE_VALUES);

describe('the password rule (SPEC §5, §9)', () => {
  it('is 6 characters, with the SPEC message and the field hint', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(shown(PASSWORD_TOO_SHORT)).toBe('Password must be at least 6 characters.');
    expect(shown(PASSWORD_HINT)).toBe('At least 6 characters.');
  });

  it.each(['', 'a', 'abc12', '     '])('refuses %j', (password) => {
    const problem = passwordProblem(password);
    expect(problem && shown(problem)).toBe('Password must be at least 6 characters.');
  });

  it.each(['abc123', 'a longer passphrase', '      '])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe('the rule in each locale', () => {
  it('names the length in the plural form each language gives it', async () => {
    await accountMessages.load('ar');
    const tooShort = (locale: 'en' | 'ar', min: number) =>
      accountMessages.t(locale, PASSWORD_TOO_SHORT, { min });
    expect(tooShort('en', 1)).toBe('Password must be at least 1 character.');
    expect(tooShort('en', 8)).toBe('Password must be at least 8 characters.');
    expect(tooShort('ar', 1)).toBe('يجب ألّا تقل كلمة المرور عن حرف واحد.');
    expect(tooShort('ar', 2)).toBe('يجب ألّا تقل كلمة المرور عن حرفين.');
    expect(tooShort('ar', 6)).toBe('يجب ألّا تقل كلمة المرور عن 6 أحرف.');
    expect(tooShort('ar', 12)).toBe('يجب ألّا تقل كلمة المرور عن 12 حرفًا.');
    expect(tooShort('ar', 100)).toBe('يجب ألّا تقل كلمة المرور عن 100 حرف.');
    expect(shown(PASSWORD_HINT, 'ar')).toBe('6 أحرف على الأقل.');
    expect(accountMessages.t('ar', PASSWORD_HINT, { min: 2 })).toBe('حرفان على الأقل.');
  });
});
