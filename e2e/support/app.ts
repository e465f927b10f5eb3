import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './env';

/**
 * Opens a page of the composed site and waits until the prerendered HTML has been hydrated, so
 * clicks and keys reach the app (before that, only the static page is there).
 */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

export async function reloadPage(page: Page) {
  await page.reload();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/** Brings every home widget slot into view in turn, so each one loads (they load lazily). */
export async function loadAllHomeWidgets(page: Page) {
  const slots = page.locator('[data-widget]');
  await expect(slots).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) {
    await slots.nth(i).scrollIntoViewIfNeeded();
    await expect(slots.nth(i).locator('h2').first()).toBeVisible();
  }
}

/**
 * Signs in through the real login page (Firebase Auth emulator) with the seeded demo account,
 * then returns on the page the login redirected to.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = DEMO_ACCOUNT,
  redirect?: string,
) {
  await openPage(page, redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // Signed in, whatever the viewport (on phones the header's buttons sit in the closed menu).
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Logout', includeHidden: true }).first(),
  ).toBeAttached();
}
