/** SPEC §9: the minimum password length, for a new account and for a new password. */
export const MIN_PASSWORD_LENGTH = 6;

/** SPEC §5: what a shorter password is told (also the provider's 'weak-password'). */
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** The hint under a new-password field. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** What is wrong with a new password, or null when it meets the rule. */
export function passwordProblem(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null;
}
