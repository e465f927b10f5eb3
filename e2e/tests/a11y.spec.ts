import { loadAllHomeWidgets, openPage, scrollThrough } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { ROUTES, THEMES } from '../support/env';
import { expect, type Page, test } from '../support/test';
import { inEveryTheme, loadInTheme, themeAt } from '../support/themes';

async function loadFully(page: Page, path: string, heading: string) {
  await openPage(page, path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Home widgets load as they come into view: bring every one in before checking.
  if (path === '/') await loadAllHomeWidgets(page);
  // Lazy images load (and are checked) too.
  await scrollThrough(page);
}

// Each route is loaded once and checked in all four themes: the first loaded with the page (a
// different one per route, so every theme is also checked as a page's first paint), the others
// applied in place (support/themes.ts).
test.describe('axe, every theme', () => {
  test.describe.configure({ timeout: 90_000 });

  ROUTES.forEach((route, index) => {
    test(`${route.path} has no violations in any theme`, async ({ page }) => {
      await loadInTheme(page, themeAt(index));
      await loadFully(page, route.path, route.heading);
      await inEveryTheme(page, themeAt(index), () => expectNoAxeViolations(page));
    });
  });
});

// The check itself: a page with violations fails it, each named (axe runs in the page, support/axe.ts).
test('the axe check reports the violations a page has', async ({ page }) => {
  await loadFully(page, '/about', 'About QuantEthic');
  await page.getByRole('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'afterbegin',
      '<img src="/favicon.svg" width="20" height="20"><p style="color:#777;background:#888">Faint text</p>',
    );
  });
  const check = expectNoAxeViolations(page);
  await expect(check).rejects.toThrow(/image-alt: /);
  await expect(check).rejects.toThrow(/color-contrast: /);
});

for (const theme of THEMES) {
  test(`open theme menu and mobile menu have no violations, ${theme} theme`, async ({ page }) => {
    await loadInTheme(page, theme);
    await page.setViewportSize({ width: 375, height: 740 });
    await loadFully(page, '/courses', 'Courses');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await expect(page.getByRole('menu', { name: 'Choose a theme' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
