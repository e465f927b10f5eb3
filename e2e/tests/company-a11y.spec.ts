import AxeBuilder from '@axe-core/playwright';
import { openPage } from '../support/app';
import { THEME_STORAGE_KEY, THEMES } from '../support/env';
import { expect, type Page, test } from '../support/test';

// axe on every company route in all four themes, at desktop width and at 375 px, plus the open
// service details dialog and the 'Service Booking' dialog.

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

async function expectNoViolations(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Brings the whole page into view once, so lazy images have loaded (and are checked) too. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

for (const theme of THEMES) {
  test.describe(`company axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
    });

    for (const { name, viewport } of WIDTHS) {
      for (const route of ROUTES) {
        test(`${route.path} at ${name} has no violations`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await openPage(page, route.path);
          await expect(route.ready(page)).toBeVisible();
          await scrollThrough(page);
          await expectNoViolations(page);
        });
      }

      test(`the service details dialog at ${name} has no violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openPage(page, '/consulting');
        const sukuk = page.getByRole('article', { name: 'Sukuk Structuring Advisory' });
        if (viewport.width < 768) {
          await sukuk.getByRole('button', { name: 'View Details' }).click();
          await sukuk.getByRole('button', { name: 'Full service details' }).click();
        } else {
          await sukuk.getByRole('button', { name: 'View Details' }).click();
        }
        const dialog = page.getByRole('dialog', { name: 'Sukuk Structuring Advisory' });
        await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
        await expectNoViolations(page);
      });

      test(`the 'Service Booking' dialog at ${name} has no violations`, async ({ page }) => {
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
        await expectNoViolations(page);
      });
    }
  });
}
