import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './env';

/**
 * Ready means live: the app has started, and on a page prerendered with its section (deploy
 * time), the remote's section has hydrated the prerendered markup (it is `data-qe-live`).
 */
async function expectLive(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.locator('[data-section-snapshot]:not([data-qe-live])')).toHaveCount(0);
}

/** Opens a page of the composed site and waits until it is live, so clicks and keys reach the app. */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expectLive(page);
}

/**
 * Opens a section the way every visit after the first page does: from the home page through the
 * main menu. The section then loads its content in the browser, with its loading and error
 * states; a first visit straight to the URL gets the page prerendered at deploy time instead.
 */
export async function openThroughMenu(page: Page, link: string) {
  await openPage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
}

export async function reloadPage(page: Page) {
  await page.reload();
  await expectLive(page);
}

/**
 * Brings the whole page into view once, so lazy images have loaded (and are checked) too, and
 * leaves it at the top. Each jump is instant: the site scrolls smoothly (base.css), and a check
 * made while the page still glides back up finds text under the sticky header, which axe cannot
 * measure the contrast of and leaves out.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Brings every home widget slot into view in turn, so each one is live: a widget served with its
 * deploy-time snapshot loads its code as the visitor nears it, then hydrates the snapshot.
 */
export async function loadAllHomeWidgets(page: Page) {
  const slots = page.locator('[data-widget]');
  await expect(slots).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) {
    await slots.nth(i).scrollIntoViewIfNeeded();
    await expect(slots.nth(i).locator('h2').first()).toBeVisible();
    await expect(slots.nth(i).locator('[data-widget-snapshot]:not([data-qe-live])')).toHaveCount(0);
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

/**
 * The video players (YouTube, Vimeo) are other sites, out of reach of a machine without internet:
 * their frames get a small local page instead, so a test sees the embed without the network.
 */
export async function stubVideoHosts(page: Page) {
  await page.route(
    /^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Video player</title></head><body><p>Video player</p></body></html>',
      }),
  );
}
