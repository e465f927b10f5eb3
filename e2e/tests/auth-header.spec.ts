import { openPage, reloadPage, signIn } from '../support/app';
import { createAccount, deleteAccounts, uniqueEmail } from '../support/auth-emulator';
import { DEMO_ACCOUNT } from '../support/env';
import { expect, type Page, test } from '../support/test';

async function logIn(page: Page) {
  await openPage(page, '/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('the header shows Login or Logout from the real auth state, and it survives a reload', async ({
  page,
}) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await reloadPage(page);
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await openPage(page, '/about');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await reloadPage(page);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a saved session shows the learning view straight away; Firebase checks it after the course has loaded', async ({
  page,
}) => {
  await signIn(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('identitytoolkit') || url.includes('securetoken')) requests.push('auth');
  });
  await openPage(page, '/courses/islamic-finance-foundations/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Islamic Finance Foundations' })).toBeVisible();
  // The session check comes after the learning view is live (served with its course, hydrated),
  // not before it: Firebase never competes with the page's own first load.
  await expect.poll(() => requests.includes('auth')).toBe(true);
  const order = await page.evaluate(() => {
    const live = performance.getEntriesByName('qe:remote-rendered:courses/app')[0]?.startTime;
    const auth = performance
      .getEntriesByType('resource')
      .filter((entry) => /identitytoolkit|securetoken/.test(entry.name))
      .map((entry) => entry.startTime);
    return { live: live ?? null, firstAuth: Math.min(...auth) };
  });
  expect(order.live).not.toBeNull();
  expect(order.firstAuth).toBeGreaterThan(order.live ?? Number.POSITIVE_INFINITY);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a signed-in visitor on the learning view is checked without downloading the auth SDK', async ({
  page,
}) => {
  await signIn(page);
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  const checked = page.waitForRequest((request) =>
    request.url().includes('securetoken.googleapis.com/v1/token'),
  );
  await openPage(page, '/courses/islamic-finance-foundations/learn');
  await expect(page.getByRole('heading', { level: 1, name: 'Islamic Finance Foundations' })).toBeVisible();
  await checked;
  await page.waitForLoadState('networkidle');
  // The app's code was seen (React DOM alone is over 100 KB), so its absence below means something.
  expect(scripts.join('').length).toBeGreaterThan(100_000);
  expect(scripts.some((body) => body.includes('identitytoolkit'))).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a saved session Firebase no longer accepts (account deleted) signs the visitor out', async ({
  page,
}) => {
  const email = uniqueEmail('deleted');
  const password = 'secret-password-1';
  await createAccount(page.request, email, password);
  await signIn(page, { email, password }, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  await deleteAccounts(page.request, [email]);
  await reloadPage(page);
  // Shown from the saved session first, then signed out once Firebase has checked it.
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('signed-out visitors never download the auth SDK', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // The app's code was seen (React DOM alone is over 100 KB), so its absence below means something.
  expect(scripts.join('').length).toBeGreaterThan(100_000);
  expect(scripts.some((body) => body.includes('identitytoolkit'))).toBe(false);
});

test('a wrong password shows the login error and keeps what was typed', async ({ page }) => {
  await openPage(page, '/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Incorrect password\.|Incorrect email or password\./);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNT.email);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});
