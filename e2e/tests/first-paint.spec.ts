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

test('a web font that arrives late does not move the page: text paints once, in the font it keeps', async ({
  page,
}) => {
  // A slow connection: the page is painted, and even live, before its font file arrives.
  let fontServed = false;
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    fontServed = true;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: Array<{ at: number; value: number }> = [];
    (window as { __shifts?: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => fontServed, { timeout: 10_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // What moved once the font file had arrived (a swap to it would, by the width of its text).
  const afterFont = await page.evaluate(() => {
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2'));
    const arrived = Math.min(...fonts.map((entry) => (entry as PerformanceResourceTiming).responseEnd));
    const shifts = (window as { __shifts?: Array<{ at: number; value: number }> }).__shifts ?? [];
    return {
      fonts: fonts.length,
      moved: shifts.filter((shift) => shift.at >= arrived).reduce((sum, s) => sum + s.value, 0),
    };
  });
  expect(afterFont.fonts).toBeGreaterThan(0);
  expect(afterFont.moved).toBe(0);
});
