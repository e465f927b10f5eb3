import { openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// Public section pages are prerendered at deploy time (scripts/deploy/pages.mjs): the first paint
// shows the real section with its content, then the remote's live section takes over and
// refreshes the content from the content API.

const COURSE = 'Financial Modelling Principles';
const main = (page: Page) => page.getByRole('main');
/** The prerendered copy of a section, shown until the live section replaces it. */
const prerendered = (page: Page) => page.locator('[data-section-snapshot]');

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue, an article and the about page paint with their content', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('banner').getByRole('link', { name: 'QuantEthic' })).toBeVisible();
    await expect(main(page).getByText(COURSE, { exact: true })).toBeVisible();
    await expect(main(page).getByText('Loading…')).toHaveCount(0);

    await page.goto('/knowledge/what-is-murabaha');
    await expect(main(page).getByText('What Is Murabaha?').first()).toBeVisible();
    // Its PDF viewer keeps its place but only loads with the live page (it is heavy).
    await expect(main(page).getByText('Download PDF').first()).toBeAttached();
    await expect(main(page).locator('iframe')).toHaveCount(0);

    await page.goto('/about');
    await expect(main(page).getByText('Our Mission')).toBeVisible();
  });

  test('a page with nothing prerendered paints the loading state', async ({ page }) => {
    await page.goto('/login');
    await expect(main(page).getByRole('status')).toContainText('Loading');
  });
});

test('the live section replaces the prerendered one and works', async ({ page }) => {
  await openPage(page, '/courses');
  await expect(prerendered(page)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('modelling principles');
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await expect(main(page).getByRole('article')).toContainText(COURSE);
});

test('content changed since the deploy replaces the prerendered content', async ({ page }) => {
  await page.route(
    (url) =>
      url.pathname.includes('/data/query/') &&
      (url.searchParams.get('query') ?? '').includes('_type == "course"'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const result = Array.isArray(body.result)
        ? body.result.map((course: { title?: string }) =>
            course.title === COURSE ? { ...course, title: `${COURSE} (2nd edition)` } : course,
          )
        : body.result;
      await route.fulfill({ response, json: { ...body, result } });
    },
  );
  await openPage(page, '/courses');
  await expect(main(page).getByText(`${COURSE} (2nd edition)`)).toBeVisible();
  await expect(main(page).getByText(COURSE, { exact: true })).toHaveCount(0);
});

test('with the content API failing after the deploy, the prerendered content stays', async ({ page }) => {
  await page.route(
    (url) => url.pathname.includes('/data/query/'),
    (route) => route.fulfill({ status: 500, json: { error: { description: 'Internal error' } } }),
  );
  await openPage(page, '/about');
  await expect(prerendered(page)).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});
