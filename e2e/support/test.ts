// The `test` every spec uses: Playwright's, plus a check that fails the test when the browser
// reports a Content-Security-Policy violation on any page of the test — the site must work fully
// under the production policy that nginx sends.
import { test as base, type ConsoleMessage } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i;

export const test = base.extend<{ cspViolations: string[] }>({
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
});
