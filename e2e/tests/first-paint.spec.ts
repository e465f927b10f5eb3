import { THEME_STORAGE_KEY } from '../support/env';
import { expect, test } from '../support/test';

const HERO = 'Simplified Quantitative Finance and Ethical Modelling';

// What a visitor sees before any JavaScript has run: the prerendered layout, the home hero,
// and the saved theme's colours.
test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page paints its header, hero, stats and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('region', { name: 'QuantEthic in numbers' })).toContainText('10+');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('contentinfo')).toContainText('Why QuantEthic?');
  });

  test('a section route paints the layout with a loading state, not the home hero', async ({ page }) => {
    // Pages prerendered with their section are covered by prerendered.spec.ts.
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('link', { name: 'QuantEthic' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
  });
});

test("the saved theme is applied before the app's JavaScript runs", async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);

  // Without the app's JavaScript, only the pre-paint script in the page can have applied it.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(26, 32, 44)');
});
