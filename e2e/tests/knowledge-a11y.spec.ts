import { loadAllHomeWidgets, openPage } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { inEveryTheme, loadInTheme, themeAt } from '../support/themes';

// axe on the knowledge hub, an article with a chart, code and an image, the open preview modal,
// and the home widget, in all four themes.

// Each screen is opened once and checked in all four themes: the first loaded with the page
// (rotating per test, so every theme is also checked as a first paint), the others applied in
// place (support/themes.ts).
test.describe('knowledge axe, every theme', () => {
  test.describe.configure({ timeout: 90_000 });

  test('/knowledge has no violations', async ({ page }) => {
    await loadInTheme(page, themeAt(0));
    await openPage(page, '/knowledge');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    await inEveryTheme(page, themeAt(0), () => expectNoAxeViolations(page));
  });

  test('an article with a chart, code and an image has no violations', async ({ page }) => {
    await loadInTheme(page, themeAt(1));
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
    await inEveryTheme(page, themeAt(1), () => expectNoAxeViolations(page));
  });

  test('the open preview modal has no violations', async ({ page }) => {
    await loadInTheme(page, themeAt(2));
    await openPage(page, '/knowledge');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Monte Carlo Simulation for Beginners', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Monte Carlo Simulation for Beginners' });
    await expect(dialog.getByRole('link', { name: 'Read the full article' })).toBeVisible();
    await expect(dialog.locator('code.hljs').first()).toBeAttached();
    await inEveryTheme(page, themeAt(2), () => expectNoAxeViolations(page));
  });

  test('the home Knowledge Hub section has no violations', async ({ page }) => {
    await loadInTheme(page, themeAt(3));
    await openPage(page, '/');
    await loadAllHomeWidgets(page);
    const widget = page.locator('[data-widget="knowledge/latest-articles"]');
    await expect(widget.getByRole('article')).toHaveCount(3);
    await inEveryTheme(page, themeAt(3), () =>
      expectNoAxeViolations(page, { include: '[data-widget="knowledge/latest-articles"]' }),
    );
  });
});
