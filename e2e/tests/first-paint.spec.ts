import http from 'node:http';
import { TEST_PORTS, THEME_STORAGE_KEY } from '../support/env';
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

/**
 * A proxy in front of the test site that delivers a page's HTML in two parts, pausing after the
 * served HTML's first `splitAt` — where a slow network, or a busy CPU that makes the parser yield,
 * leaves the browser with part of the page — and everything else as nginx sends it.
 */
async function startSplittingProxy(splitAt: string, pauseMs: number) {
  const upstream = `http://localhost:${TEST_PORTS.shell}`;
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(`${upstream}${request.url}`, {
      headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      redirect: 'manual',
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, key) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(key))
        headers[key] = value;
    });
    response.writeHead(answer.status, headers);
    const at = (answer.headers.get('content-type') ?? '').includes('text/html') ? body.indexOf(splitAt) : -1;
    if (at < 0) return void response.end(body);
    response.write(body.subarray(0, at));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    response.end(body.subarray(at));
  });
  const port = TEST_PORTS.shell + 470 + test.info().parallelIndex;
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// A page whose HTML stops arriving half-way through the header (the busy 2-core machine's parser
// yielded there, once in a run) painted the header without its sign-in box, then moved the
// navigation 104 px when the rest arrived: a layout shift before the app had even started.
test('the header is painted whole, never half-parsed: nothing in it moves while the page arrives', async ({
  page,
}) => {
  const proxy = await startSplittingProxy('<span class="site-header__auth">', 800);
  try {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources?: { node?: Node }[] }
        >)
          shifts.push(
            `${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className).join(', ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${proxy.url}/courses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  } finally {
    await proxy.close();
  }
});
