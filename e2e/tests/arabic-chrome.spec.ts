// The Arabic edition's own texts (issue 19): no English left in the site's chrome on any route in
// Arabic — the header, the mobile menu, the footer, the skip link, the theme switcher and its
// menu, the home page's hero and figures — and axe finds nothing in Arabic in any theme.
import AxeBuilder from '@axe-core/playwright';
import { openPage } from '../support/app';
import { ROUTES } from '../support/env';
import { latinTexts } from '../support/latin-text';
import { expect, test } from '../support/test';
import { inEveryTheme, loadInTheme, themeAt } from '../support/themes';

const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
/** The site's chrome, around every section. */
const CHROME = '.site-header, .site-footer, .skip-link, .theme-switcher';

test.describe('Arabic edition: no English in the chrome', () => {
  for (const route of ROUTES) {
    test(`${arabic(route.path)}: the chrome is all Arabic`, async ({ page }) => {
      await openPage(page, arabic(route.path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      expect(await latinTexts(page, CHROME)).toEqual([]);
    });
  }

  test('the home page hero and figures, the open theme menu and the mobile menu are Arabic', async ({
    page,
  }) => {
    await openPage(page, '/ar');
    expect(await latinTexts(page, '.hero, .stats')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'القائمة' }).click();
    await page.locator('.theme-switcher__button').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await latinTexts(page, CHROME)).toEqual([]);
  });
});

test.describe('Arabic edition: axe in every theme', () => {
  test.describe.configure({ timeout: 90_000 });
  const pages = ['/ar', '/ar/courses', '/ar/knowledge/what-is-murabaha', '/ar/about', '/ar/login'];
  pages.forEach((path, index) => {
    test(`${path} has no violations in any theme`, async ({ page }) => {
      await loadInTheme(page, themeAt(index));
      await openPage(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await inEveryTheme(page, themeAt(index), async () => {
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    });
  });
});
