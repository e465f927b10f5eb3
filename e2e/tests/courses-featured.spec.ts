import { loadAllHomeWidgets, openPage } from '../support/app';
import { DEMO_ACCOUNT } from '../support/env';
import { localConfig, privatePorts } from '../support/site';
import { expect, type Page, test } from '../support/test';

// The home page's Featured Course widget, and the courses remote with the content API down.

const featured = (page: Page) => page.locator('[data-widget="courses/featured-course"]');

test.describe('featured course widget', () => {
  test('shows the featured course with its image and a View Course link', async ({ page }) => {
    await openPage(page, '/');
    await loadAllHomeWidgets(page);
    const widget = featured(page);
    await expect(
      widget.getByRole('heading', { level: 2, name: 'Featured Course', exact: true }),
    ).toBeVisible();
    await expect(
      widget.getByRole('heading', { level: 3, name: 'Islamic Finance Foundations' }),
    ).toBeVisible();
    await expect(widget.getByText(/^The principles behind Islamic finance/)).toBeVisible();
    const image = widget.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(widget.getByRole('link', { name: 'View Course' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations',
    );
    // The course page asks a signed-out visitor to log in first.
    await widget.getByRole('link', { name: 'View Course' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%2Fislamic-finance-foundations$/);
  });
});

test.describe('content API down', () => {
  test('the catalogue, the course page and the featured widget explain it and offer Try Again', async ({
    page,
    privateSite,
  }) => {
    // The content API's port is closed: every content request fails. (The config is built before
    // the site starts, so a request arriving while it starts gets it too.)
    const config = localConfig(privatePorts());
    const site = await privateSite({
      configJson: () => ({ ...config, content: { ...config.content, apiHost: 'http://127.0.0.1:9' } }),
    });
    await openPage(page, `${site.url()}/courses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Failed to load courses' })).toBeVisible();
    await expect(page.getByText("We couldn't reach the course catalogue.", { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Failed to load courses' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('QuantEthic');

    await openPage(page, site.url());
    await loadAllHomeWidgets(page);
    const widget = featured(page);
    await expect(
      widget.getByRole('heading', { level: 2, name: 'Failed to load featured course' }),
    ).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Try Again' })).toBeVisible();

    // Signed in, the course page too.
    await openPage(
      page,
      `${site.url()}/login?redirect=${encodeURIComponent('/courses/islamic-finance-foundations')}`,
    );
    await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to load this course' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });

  test("without a featured course the widget shows 'Featured Course Unavailable' and logs it", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    // Answer the featured-course query with an empty result, as the API does when none is featured.
    await page.route(/\/data\/query\/production\?query=.*isFeatured/, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: null, ms: 1 }) }),
    );
    await openPage(page, '/');
    await loadAllHomeWidgets(page);
    const widget = featured(page);
    await expect(
      widget.getByRole('heading', { level: 3, name: 'Featured Course Unavailable' }),
    ).toBeVisible();
    await expect(widget.getByText('No featured course is currently available.')).toBeVisible();
    await widget.getByRole('link', { name: 'Browse All Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    expect(messages.some((text) => text.includes('No featured course found'))).toBe(true);
  });
});
