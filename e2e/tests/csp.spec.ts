import { openPage } from '../support/app';
import { expect, test } from '../support/test';

test.describe('content security policy', () => {
  test('the site is served with the strict policy and the other security headers', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('an injected inline script is blocked, and the violation check reports it', async ({ page }) => {
    // The violation fails this test at teardown (the shared check every spec runs): expected here.
    test.fail(true, 'the CSP check must fail a test that triggers a violation');
    await openPage(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
