import { openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// A prerendered page is not a copy that the live page replaces: the shell and each section (and
// each home widget) hydrate the very markup the page was served with. Every test here also fails
// on any hydration mismatch React reports (the `hydrationMismatches` fixture).

declare global {
  interface Window {
    __served?: Element[];
    __shifts?: number;
  }
}

/**
 * Remembers, as the served page is parsed, its prerendered elements, and every layout shift from
 * the moment the app's scripts start (the handover: hydration, the sign-in check, live content).
 */
async function watchServedMarkup(page: Page, selector: string) {
  await page.addInitScript((islands) => {
    window.__shifts = 0;
    let appStart = Number.POSITIVE_INFINITY;
    new MutationObserver((_, observer) => {
      if (document.querySelector('script[type="module"]')) {
        appStart = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        if (entry.startTime >= appStart) window.__shifts = (window.__shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      window.__served = [...document.querySelectorAll(`${islands} *`)];
    });
  }, selector);
}

/** How many served elements are gone (empty placeholders a page fills on purpose aside). */
const replacedCount = (page: Page) =>
  page.evaluate(() => {
    const served = window.__served ?? [];
    const replaced = served.filter(
      (element) =>
        !element.isConnected &&
        (element.childNodes.length > 0 || element.matches('a, button, input, select, textarea, img')),
    );
    return { served: served.length, replaced: replaced.length };
  });

const SECTION_ROUTES = [
  '/courses',
  '/knowledge',
  '/knowledge/what-is-murabaha',
  '/about',
  '/consulting',
  '/contact',
  '/team/amina-hassan',
];

for (const route of SECTION_ROUTES) {
  test(`${route}: the section hydrates its prerendered markup in place, with no layout shift at the handover`, async ({
    page,
  }) => {
    await watchServedMarkup(page, '[data-section-snapshot]');
    await openPage(page, route);
    await expect(page.locator('[data-section-snapshot][data-qe-live]')).toHaveCount(1);
    // Let the live section refresh its content (the same content: nothing changes).
    await page.waitForLoadState('networkidle');
    const { served, replaced } = await replacedCount(page);
    expect(served).toBeGreaterThan(10);
    expect(replaced).toBe(0);
    expect(await page.evaluate(() => window.__shifts)).toBe(0);
  });
}

for (const home of ['/', '/ar'])
  test(`${home}: each home widget hydrates its prerendered markup in place`, async ({ page }) => {
    await watchServedMarkup(page, '[data-widget-snapshot]');
    await openPage(page, home);
    const widgets = page.locator('[data-widget-snapshot]');
    await expect(widgets).toHaveCount(5);
    for (let i = 0; i < 5; i += 1) {
      await widgets.nth(i).scrollIntoViewIfNeeded();
      await expect(widgets.nth(i)).toHaveAttribute('data-qe-live', '');
    }
    await page.waitForLoadState('networkidle');
    const { served, replaced } = await replacedCount(page);
    expect(served).toBeGreaterThan(30);
    expect(replaced).toBe(0);
  });

// The prerendered header is shared by every route, so it marks the current section's link only
// once it is live. Marking it must not move anything: a bolder current link used to widen the
// menu by 1.5–2 px and move every link before it, at the handover, a layout shift the checks above
// caught on a busy machine. Measured on the live page, with the mark and without it (the same
// fonts, whatever the network did).
for (const route of ['/about', '/courses', '/ar/courses'])
  test(`${route}: the header marks the current section without moving its links`, async ({ page }) => {
    await openPage(page, route);
    const current = page.locator('.site-nav--desktop [aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveClass(/\bactive\b/);
    const boxes = () =>
      page
        .locator('.site-nav--desktop')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => JSON.stringify(link.getBoundingClientRect())));
    const marked = await boxes();
    // As served: no link marked.
    await current.evaluate((link) => link.classList.remove('active'));
    expect(await boxes()).toEqual(marked);
  });
