import AxeBuilder from '@axe-core/playwright';
import { loadAllHomeWidgets, openPage } from '../support/app';
import { THEME_STORAGE_KEY, THEMES } from '../support/env';
import { expect, type Page, test } from '../support/test';

// axe on the knowledge hub, an article with a chart, code and an image, the open preview modal,
// and the home widget, in all four themes.

async function expectNoViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
}

for (const theme of THEMES) {
  test.describe(`knowledge axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
    });

    test('/knowledge has no violations', async ({ page }) => {
      await openPage(page, '/knowledge');
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
      await settle(page);
      await expectNoViolations(page);
    });

    test('an article with a chart, code and an image has no violations', async ({ page }) => {
      await openPage(page, '/knowledge/monte-carlo-simulation-for-beginners');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Monte Carlo Simulation for Beginners' }),
      ).toBeVisible();
      const article = page.getByRole('main').getByRole('article').first();
      await expect(article.locator('code.hljs').first()).toBeAttached();
      // The chart is drawn once it nears the viewport.
      const figure = article.locator('figure').filter({ hasText: 'Simulated waqf value' });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.getByRole('img', { name: /^Line chart: / })).toBeVisible();
      await figure.getByText('Show the data as a table').click();
      await expect(figure.getByRole('table')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
      await settle(page);
      await expectNoViolations(page);
    });

    test('the open preview modal has no violations', async ({ page }) => {
      await openPage(page, '/knowledge');
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Monte Carlo Simulation for Beginners', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Monte Carlo Simulation for Beginners' });
      await expect(dialog.getByRole('link', { name: 'Read the full article' })).toBeVisible();
      await expect(dialog.locator('code.hljs').first()).toBeAttached();
      await settle(page);
      await expectNoViolations(page);
    });

    test('the home Knowledge Hub section has no violations', async ({ page }) => {
      await openPage(page, '/');
      await loadAllHomeWidgets(page);
      const widget = page.locator('[data-widget="knowledge/latest-articles"]');
      await expect(widget.getByRole('article')).toHaveCount(3);
      await settle(page);
      await expectNoViolations(page, '[data-widget="knowledge/latest-articles"]');
    });
  });
}
