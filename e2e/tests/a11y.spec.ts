import AxeBuilder from '@axe-core/playwright';
import { loadAllHomeWidgets, openPage } from '../support/app';
import { ROUTES, THEME_STORAGE_KEY, THEMES } from '../support/env';
import { expect, type Page, test } from '../support/test';

async function loadFully(page: Page, path: string, heading: string) {
  await openPage(page, path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Home widgets load as they come into view: bring every one in before checking.
  if (path === '/') await loadAllHomeWidgets(page);
  await page.evaluate(() => document.fonts.ready);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
    });

    for (const route of ROUTES) {
      test(`${route.path} has no violations`, async ({ page }) => {
        await loadFully(page, route.path, route.heading);
        await expectNoViolations(page);
      });
    }

    test('open theme menu and mobile menu have no violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await loadFully(page, '/courses', 'Courses');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: /^Theme:/ }).click();
      await expect(page.getByRole('menu', { name: 'Choose a theme' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
