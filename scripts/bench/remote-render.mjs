// Time to first remote render: from navigation start to the first commit of a remote's module on
// the page (the shell's `qe:remote-rendered:*` User Timing mark), measured for real in Chromium
// with Lighthouse's mobile throttling applied (slow 4G, 4× CPU) and a cold HTTP cache.
import { MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK, MOBILE_VIEWPORT } from './config.mjs';
import { signIn } from './sign-in.mjs';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ signedIn?: boolean }} [options]
 * @returns {Promise<number | null>} milliseconds, or null when no remote rendered within 30 s
 */
export async function timeToFirstRemoteRender(browser, url, { signedIn = false } = {}) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (signedIn) await signIn(page, new URL(url).origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const marks = performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('qe:remote-rendered:'));
        return marks.length ? Math.min(...marks.map((m) => m.startTime)) : null;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    return Math.round(await handle.jsonValue());
  } catch {
    return null;
  } finally {
    await context.close();
  }
}
