import type { AccountMessageKey } from './messages';

/** SPEC §9: the minimum password length, for a new account and for a new password. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * SPEC §5: what a shorter password is told (also the provider's 'weak-password'), a message key
 * shown with PASSWORD_RULE_VALUES: 'Password must be at least 6 characters.'
 */
export const PASSWORD_TOO_SHORT = 'password.tooShort' satisfies AccountMessageKey;

/** The hint under a new-password field (with PASSWORD_RULE_VALUES): 'At least 6 characters.' */
export const PASSWORD_HINT = 'password.hint' satisfies AccountMessageKey;

/** The values of the password rule's messages: the length they name. */
export const PASSWORD_RULE_VALUES = { min: MIN_PASSWORD_LENGTH };

/** What is wrong with a new password (a message key), or null when it meets the rule. */
export function passwordProblem(password: string): AccountMessageKey | null {
  return password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}
