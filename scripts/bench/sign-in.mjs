// Signing in for the routes that need it, through the real login page and the Auth emulator's
// demo account (the session then lives in the browser's storage, as for a visitor).
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNT } from '../../emulators/auth/emulator.mjs';

/** Signs in on `page` and waits until the login page has redirected. */
export async function signIn(page, siteUrl) {
  await page.goto(`${siteUrl}/login`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/**
 * Signs in inside the Chrome that Lighthouse is about to drive (it keeps storage for the run),
 * then empties the HTTP cache so the measured load is still cold.
 */
export async function signInOverCdp(port, siteUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signIn(page, siteUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects; the browser stays up for Lighthouse.
    await browser.close();
  }
}
