// The Arabic edition's own texts (issue 19): no English left on any route in Arabic — the site's
// chrome (header, mobile menu, footer, skip link, theme switcher and its menu), each page's own
// texts around its content, the document's title — and axe finds nothing on any route in Arabic in
// any theme. Content not translated yet is English on purpose and marked `lang="en"` (left out).
import { loadAllHomeWidgets, openPage } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { ROUTES } from '../support/env';
import { ALLOWED_LATIN, latinTexts } from '../support/latin-text';
import { expect, test } from '../support/test';
import { inEveryTheme, loadInTheme, themeAt } from '../support/themes';

const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
/** The site's chrome, around every section. */
const CHROME = '.site-header, .site-footer, .skip-link, .theme-switcher';
const latinInTitle = (title: string) =>
  /[A-Za-z]/.test(ALLOWED_LATIN.reduce((rest, word) => rest.replaceAll(word, ''), title));

test.describe('Arabic edition: no English on any route, and axe in every theme', () => {
  test.describe.configure({ timeout: 90_000 });
  ROUTES.forEach((route, index) => {
    test(`${arabic(route.path)}: all Arabic, and no axe violations in any theme`, async ({ page }) => {
      await loadInTheme(page, themeAt(index));
      await openPage(page, arabic(route.path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (route.path === '/') await loadAllHomeWidgets(page);
      expect(await latinTexts(page, CHROME)).toEqual([]);
      expect(await latinTexts(page, 'body', 'page')).toEqual([]);
      const title = await page.title();
      expect(latinInTitle(title), `the title "${title}" is Arabic`).toBe(false);
      await inEveryTheme(page, themeAt(index), () => expectNoAxeViolations(page));
    });
  });

  test('the open theme menu and the mobile menu are Arabic', async ({ page }) => {
    await openPage(page, '/ar');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'القائمة' }).click();
    await page.locator('.theme-switcher__button').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await latinTexts(page, CHROME)).toEqual([]);
  });
});
