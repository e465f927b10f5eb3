import { openPage, scrollThrough } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { expect, type Page, test } from '../support/test';
import { inEveryTheme, loadInTheme, themeAt } from '../support/themes';

// axe on every company route in all four themes at 375 px (a11y.spec.ts checks every route at
// desktop width), plus the open service details dialog and the 'Service Booking' dialog at both
// widths.

const ROUTES = [
  { path: '/about', ready: (page: Page) => page.getByRole('heading', { name: 'Meet the Team' }) },
  { path: '/team/amina-hassan', ready: (page: Page) => page.getByRole('heading', { name: 'Expertise' }) },
  { path: '/consulting', ready: (page: Page) => page.getByRole('heading', { name: 'How we can help' }) },
  { path: '/contact', ready: (page: Page) => page.getByRole('heading', { name: 'Stay Connected' }) },
  { path: '/thank-you', ready: (page: Page) => page.getByRole('heading', { name: 'Thank You' }) },
] as const;

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 800 } },
] as const;

// Each screen is opened once per width and checked in all four themes: the first loaded with the
// page (rotating per test, so every theme is also checked as a first paint), the others applied in
// place (support/themes.ts).
test.describe('company axe, every theme', () => {
  test.describe.configure({ timeout: 90_000 });
  let index = 0;

  for (const { name, viewport } of WIDTHS) {
    // At desktop width, a11y.spec.ts checks every route.
    for (const route of viewport.width < 768 ? ROUTES : []) {
      const first = themeAt(index++);
      test(`${route.path} at ${name} has no violations`, async ({ page }) => {
        await loadInTheme(page, first);
        await page.setViewportSize(viewport);
        await openPage(page, route.path);
        await expect(route.ready(page)).toBeVisible();
        await scrollThrough(page);
        await inEveryTheme(page, first, () => expectNoAxeViolations(page));
      });
    }

    const detailsFirst = themeAt(index++);
    test(`the service details dialog at ${name} has no violations`, async ({ page }) => {
      await loadInTheme(page, detailsFirst);
      await page.setViewportSize(viewport);
      await openPage(page, '/consulting');
      const sukuk = page.getByRole('article', { name: 'Sukuk Structuring Advisory' });
      await sukuk.getByRole('button', { name: 'View Details' }).click();
      if (viewport.width < 768) await sukuk.getByRole('button', { name: 'Full service details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sukuk Structuring Advisory' });
      await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
      await inEveryTheme(page, detailsFirst, () => expectNoAxeViolations(page));
    });

    const bookingFirst = themeAt(index++);
    test(`the 'Service Booking' dialog at ${name} has no violations`, async ({ page }) => {
      await loadInTheme(page, bookingFirst);
      await page.setViewportSize(viewport);
      await openPage(page, '/consulting');
      await page
        .getByRole('article', { name: 'Model Risk Review: VaR and Expected Shortfall Validation' })
        .getByRole('button', { name: 'Book Consultation' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Service Booking' });
      // With the field errors showing, too.
      await dialog.getByRole('button', { name: /^Book / }).click();
      await expect(dialog.getByText('Please enter your name.')).toBeVisible();
      await inEveryTheme(page, bookingFirst, () => expectNoAxeViolations(page));
    });
  }
});
