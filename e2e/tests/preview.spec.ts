import { TEST_PORTS } from '../support/env';
import { expect, test } from '../support/test';

// Each remote runs alone on its own origin inside the preview harness from `shared`.
const PREVIEWS = [
  { remote: 'courses', path: '/courses', heading: 'Courses', widget: 'Featured Course' },
  { remote: 'knowledge', path: '/knowledge', heading: 'Knowledge Hub', widget: 'Knowledge Hub' },
  { remote: 'company', path: '/contact', heading: 'Stay Connected', widget: 'What Learners Say' },
  { remote: 'account', path: '/login', heading: 'Welcome Back', widget: null },
] as const;

for (const preview of PREVIEWS) {
  test(`mfe-${preview.remote} renders standalone in its preview harness`, async ({ page }) => {
    const origin = `http://localhost:${TEST_PORTS[preview.remote]}`;
    await page.goto(`${origin}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: `mfe-${preview.remote} preview` }),
    ).toBeVisible();
    if (preview.widget) {
      await expect(page.getByRole('heading', { level: 2, name: preview.widget, exact: true })).toBeVisible();
    }
    // Deep links work (history fallback) and the harness applies the theme variables.
    await page.goto(`${origin}${preview.path}`);
    await expect(page.getByRole('heading', { level: 1, name: preview.heading, exact: true })).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#3b82f6');
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
  });
}
