import { loadAllHomeWidgets, openPage, signIn, stubVideoHosts } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_ACCOUNT } from '../support/env';
import { expect, type Page, test } from '../support/test';
import { currentTheme, inEveryTheme, loadInTheme, themeAt } from '../support/themes';

// axe on the courses remote's screens in all four themes, including its open dialogs.

async function openCatalogue(page: Page) {
  await openPage(page, '/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
}

// Each screen is opened once and checked in all four themes: the first loaded with the page
// (rotating per test, so every theme is also checked as a first paint), the others applied in
// place (support/themes.ts).
test.describe('courses axe, every theme', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await stubVideoHosts(page);
  });

  test('/courses with the banner, filters and cards', async ({ page }) => {
    await loadInTheme(page, themeAt(0));
    await openCatalogue(page);
    await expect(page.getByRole('link', { name: 'Log in to save your info' })).toBeVisible();
    await inEveryTheme(page, themeAt(0), () => expectNoAxeViolations(page));
  });

  test('the open course panel and the open registration modal', async ({ page }) => {
    await loadInTheme(page, themeAt(1));
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Islamic Finance Foundations', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Islamic Finance Foundations' });
    await expect(panel.getByRole('heading', { level: 3, name: 'Instructors' })).toBeVisible();
    await inEveryTheme(page, themeAt(1), () => expectNoAxeViolations(page));
    await panel.getByRole('button', { name: 'Register & Start Learning' }).click();
    const modal = page.getByRole('dialog', { name: 'Register & Start Learning' });
    await modal.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(modal.getByText('Please enter your name.')).toBeVisible();
    await inEveryTheme(page, await currentTheme(page), () => expectNoAxeViolations(page));
  });

  test('a course page, signed in', async ({ page }) => {
    await loadInTheme(page, themeAt(2));
    await signIn(page, DEMO_ACCOUNT, '/courses/islamic-finance-foundations');
    await expect(page.getByRole('heading', { level: 1, name: 'Islamic Finance Foundations' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'More courses' })).toBeVisible();
    await inEveryTheme(page, themeAt(2), () => expectNoAxeViolations(page));
  });

  test('the home page with the featured course', async ({ page }) => {
    await loadInTheme(page, themeAt(3));
    await openPage(page, '/');
    await loadAllHomeWidgets(page);
    await expect(
      page.locator('[data-widget="courses/featured-course"]').getByRole('link', { name: 'View Course' }),
    ).toBeVisible();
    await inEveryTheme(page, themeAt(3), () => expectNoAxeViolations(page));
  });
});
