import { expect, type Page } from '@playwright/test';

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
