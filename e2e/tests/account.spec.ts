import { openPage, reloadPage, signIn } from '../support/app';
import {
  createAccount,
  deleteAccounts,
  latestResetCode,
  setEnumerationProtection,
  uniqueEmail,
} from '../support/auth-emulator';
import { expectNoAxeViolations } from '../support/axe';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'quantethic-e2e-1';

/** Accounts a test creates, deleted again afterwards through the emulator's REST API. */
const created: string[] = [];
test.afterEach(async ({ request }) => {
  await deleteAccounts(request, created.splice(0));
});

async function newAccount(page: Page, label = 'learner') {
  const email = uniqueEmail(label);
  created.push(email);
  await createAccount(page.request, email, PASSWORD);
  return email;
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const header = (page: Page) => page.getByRole('banner');

test('each test signs up with addresses of its own', () => {
  // Two tests of this file that started in the same millisecond in two workers got one address:
  // one could not create its account, the other found it deleted by the first.
  const first = uniqueEmail();
  expect(uniqueEmail()).not.toBe(first);
  const { testId } = test.info();
  expect(first).toContain(
    testId
      .slice(testId.lastIndexOf('-') + 1)
      .slice(0, 12)
      .toLowerCase(),
  );
});

test.describe('sign-up', () => {
  test('creates an account, lands on the dashboard, keeps the session across a reload, logs out', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    created.push(email);
    await openPage(page, '/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Dashboard' })).toBeVisible();
    await expect(page.getByText('You are logged in')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();

    await reloadPage(page);
    await expect(page.getByText(email)).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('shows each sign-up error', async ({ page }) => {
    const existing = await newAccount(page, 'taken');
    await openPage(page, '/signup');
    const submit = page.getByRole('button', { name: 'Sign Up' });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter email and password.');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('abc');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters.');
    await page.getByLabel('Email').fill(existing);
    await page.getByLabel('Password').fill(PASSWORD);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Email is already registered.');
    await page.getByLabel('Email').fill('not-an-email');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email format.');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });
});

test.describe('login', () => {
  test('shows each login error', async ({ page }) => {
    const email = await newAccount(page);
    await openPage(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
    await submitLogin(page, uniqueEmail('nobody'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('No account found with this email.');
    await submitLogin(page, email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect password.');
    await submitLogin(page, 'not-an-email', PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email format.');
  });

  test('sends signed-in visitors onward from /login and /signup', async ({ page }) => {
    await signIn(page);
    await openPage(page, '/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await openPage(page, '/signup?redirect=%2Fabout');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the mobile menu shows Logout from the real auth state', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

// These change the emulator's project-wide config: run them one after another.
test.describe('email-enumeration protection', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => setEnumerationProtection(request, false));

  test('a wrong password and an unknown email get one message that reveals neither', async ({
    page,
    request,
  }) => {
    const email = await newAccount(page);
    await setEnumerationProtection(request, true);
    await openPage(page, '/login');
    await submitLogin(page, email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await submitLogin(page, uniqueEmail('nobody'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await setEnumerationProtection(request, false);
  });
});

test.describe('guards and redirects', () => {
  test('/dashboard requires sign-in and comes back after login', async ({ page }) => {
    await openPage(page, '/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
    const email = await newAccount(page);
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  const hostile = [
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '%252F%252Fevil.com',
    ' /evil',
    '\t//evil.com',
    '/\t/evil.com',
    'http:evil.com',
  ];
  for (const redirect of hostile) {
    test(`the redirect ${JSON.stringify(redirect)} goes to /dashboard`, async ({ page }) => {
      const email = await newAccount(page);
      await openPage(page, `/login?redirect=${encodeURIComponent(redirect)}`);
      await submitLogin(page, email, PASSWORD);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    });
  }

  test('a safe redirect is followed', async ({ page }) => {
    const email = await newAccount(page);
    await openPage(page, `/login?redirect=${encodeURIComponent('/about?from=login#team')}`);
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/about\?from=login#team$/);
  });
});

test('the password reset flow, end to end', async ({ page }) => {
  const email = await newAccount(page, 'reset');
  await openPage(page, '/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email.');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  // The same neutral answer for an address without an account.
  await openPage(page, '/forgot-password');
  const nobody = uniqueEmail('nobody');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${nobody}`);

  const code = await latestResetCode(page.request, email);
  expect(code, 'the emulator recorded the reset email').toBeTruthy();
  await openPage(page, `/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await page.getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Incorrect password.');
  await submitLogin(page, email, 'brand-new-pass');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A used code cannot be used again.
  await openPage(page, `/reset-password?mode=resetPassword&oobCode=${code}`);
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has already been used.');
});

test.describe('accessibility of the signed-in dashboard', () => {
  for (const theme of ['default', 'islamic', 'modern', 'dark'] as const) {
    test(`axe: /dashboard signed in, ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('quantethic-theme', value), theme);
      await signIn(page, undefined, '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Dashboard' })).toBeVisible();
      await expect(page.getByText('Session token issued')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
