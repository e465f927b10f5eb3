// The `test` every spec uses: Playwright's, plus a check that fails the test when the browser
// reports a Content-Security-Policy violation on any page of the test — the site must work fully
// under the production policy that nginx sends — and the `privateSite` fixture.
import { test as base, type ConsoleMessage } from '@playwright/test';
import {
  type PrivateNodeSite,
  type PrivateSite,
  type PrivateSiteOptions,
  startPrivateNodeSite,
  startPrivateSite,
} from './site';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * What React says when the markup a page was served with does not match its first render in the
 * browser (the shell and every island log these as `[hydration] …`; React's own production
 * messages are minified errors 418–425).
 */
const HYDRATION_MESSAGE = /\[hydration\]|Minified React error #(418|419|421|422|423|425)\b|Hydration failed/;

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i;

/** Time a test that starts its own site gets on top of its limit (deploy, prerender, nginx start). */
const PRIVATE_SITE_TIME_MS = 90_000;

export const test = base.extend<{
  cspViolations: string[];
  /** Fails the test when a page's served markup does not hydrate as it is (a mismatch). */
  hydrationMismatches: string[];
  /**
   * Starts a private composed site (its own nginx, this worker's private ports) for this test.
   * Every site it started — or was still starting when a time limit cut the test off — is
   * stopped when the test ends, whatever happened to it.
   */
  privateSite: (options?: PrivateSiteOptions) => Promise<PrivateSite>;
  /** The composed site on the Node static server `npm start` uses, closed when the test ends. */
  privateNodeSite: (options?: { offset?: number }) => Promise<PrivateNodeSite>;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
  privateNodeSite: async ({}, use) => {
    const starts: Promise<PrivateNodeSite>[] = [];
    await use((options) => {
      const start = startPrivateNodeSite(options);
      starts.push(start);
      return start;
    });
    await Promise.all(starts.map(async (start) => (await start.catch(() => null))?.close()));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
  privateSite: async ({}, use, testInfo) => {
    testInfo.setTimeout(testInfo.timeout + PRIVATE_SITE_TIME_MS);
    const controller = new AbortController();
    const starts: Promise<PrivateSite>[] = [];
    await use((options = {}) => {
      const start = startPrivateSite(options, controller.signal);
      starts.push(start);
      return start;
    });
    controller.abort();
    await Promise.all(
      starts.map(async (start) => {
        const site = await start.catch(() => null);
        await site?.close();
      }),
    );
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // The browser logs every violation; the event listener also catches ones from workers/frames.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      const onConsole = (message: ConsoleMessage) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      if (violations.length > 0)
        throw new Error(`Content Security Policy violations:\n${[...new Set(violations)].join('\n')}`);
    },
    { auto: true },
  ],
  hydrationMismatches: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && HYDRATION_MESSAGE.test(message.text()))
          mismatches.push(`${message.location().url}: ${message.text()}`);
      };
      context.on('console', onConsole);
      await use(mismatches);
      context.off('console', onConsole);
      if (mismatches.length > 0)
        throw new Error(`Hydration mismatches:\n${[...new Set(mismatches)].join('\n')}`);
    },
    { auto: true },
  ],
});
