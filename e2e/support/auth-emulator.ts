// The Firebase Auth emulator's REST API, for tests: create and delete accounts, switch email-
// enumeration protection, read the codes of the emails it would have sent. Admin calls use the
// emulator's "Bearer owner" credential.
import { type APIRequestContext, test } from '@playwright/test';
import { DEMO_PROJECT } from '../../emulators/auth/emulator.mjs';
import { TEST_PORTS } from './env';

export const AUTH_EMULATOR = `http://127.0.0.1:${TEST_PORTS.auth}`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** How many addresses this worker has made: two made in one millisecond still differ. */
let made = 0;

/**
 * A fresh address for one test (nothing is shared with other tests or workers): it names the test
 * (the part of its id after the file's), its attempt, the time and this worker's count.
 */
export function uniqueEmail(label = 'learner') {
  const { testId, retry } = test.info();
  const ofTest = testId.slice(testId.lastIndexOf('-') + 1, testId.lastIndexOf('-') + 13);
  made += 1;
  return `${label}-${ofTest}-${retry}-${Date.now().toString(36)}${made.toString(36)}@example.com`.toLowerCase();
}

export async function createAccount(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`,
    {
      data: { email, password, returnSecureToken: false },
    },
  );
  if (!response.ok()) throw new Error(`Could not create ${email}: ${await response.text()}`);
}

/** Deletes the accounts with these emails (the test's own users), if they exist. */
export async function deleteAccounts(request: APIRequestContext, emails: string[]) {
  if (emails.length === 0) return;
  const lookup = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT}/accounts:lookup`,
    { headers: ADMIN, data: { email: emails } },
  );
  const users: { localId: string }[] = (await lookup.json()).users ?? [];
  if (users.length === 0) return;
  await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT}/accounts:batchDelete`,
    {
      headers: ADMIN,
      data: { localIds: users.map((user) => user.localId), force: true },
    },
  );
}

/** Email-enumeration protection: the default on new real Firebase projects. */
export async function setEnumerationProtection(request: APIRequestContext, enabled: boolean) {
  await request.patch(`${AUTH_EMULATOR}/emulator/v1/projects/${DEMO_PROJECT}/config`, {
    data: { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } },
  });
}

/** The newest password-reset code the emulator "sent" to this address. */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string | null> {
  const response = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${DEMO_PROJECT}/oobCodes`);
  const codes: { email: string; requestType: string; oobCode: string }[] =
    (await response.json()).oobCodes ?? [];
  const mine = codes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
  return mine.at(-1)?.oobCode ?? null;
}
