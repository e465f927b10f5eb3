// The Arabic edition mirrors the layout (issue 19): measured side by side with the English page,
// the header, the catalogue and the learning view run right to left; code and charts stay left to
// right inside Arabic pages. Screenshots of each mirrored page are attached to the report.
import { openPage, signIn } from '../support/app';
import { expect, type Page, test } from '../support/test';

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

const end = (b: Box) => b.x + b.width;

async function headerBoxes(page: Page) {
  return {
    inner: await box(page, '.site-header__inner'),
    brand: await box(page, '.site-header .brand'),
    nav: await box(page, '.site-nav--desktop'),
    actions: await box(page, '.site-header__actions'),
  };
}

test.describe('Arabic edition: the layout mirrors', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the header: the brand at the start (the right), the actions at the end (the left)', async ({
    page,
  }, testInfo) => {
    await openPage(page, '/courses');
    const ltr = await headerBoxes(page);
    await openPage(page, '/ar/courses');
    const rtl = await headerBoxes(page);
    expect(ltr.brand.x).toBeLessThan(ltr.nav.x);
    expect(ltr.nav.x).toBeLessThan(ltr.actions.x);
    expect(end(rtl.brand)).toBeGreaterThan(end(rtl.nav));
    expect(end(rtl.nav)).toBeGreaterThan(end(rtl.actions));
    // The brand is as far from its edge in both editions.
    expect(Math.abs(ltr.brand.x - ltr.inner.x - (end(rtl.inner) - end(rtl.brand)))).toBeLessThan(2);
    expect(Math.abs(end(ltr.inner) - end(ltr.actions) - (rtl.actions.x - rtl.inner.x))).toBeLessThan(2);
    await testInfo.attach('header, Arabic', {
      body: await page.locator('.site-header').screenshot(),
      contentType: 'image/png',
    });
  });

  test('the learning view: the course contents at the start (the right), the lesson beside them', async ({
    page,
  }, testInfo) => {
    await signIn(page);
    await openPage(page, '/courses/islamic-finance-foundations/learn');
    // The lesson pager runs along the bottom of the lesson, beside the contents.
    const ltrContents = await box(page, 'main nav[aria-label="Course contents"]');
    const ltrLesson = await box(page, 'main nav[aria-label="Lessons"]');
    await openPage(page, '/ar/courses/islamic-finance-foundations/learn');
    await expect(page.getByRole('navigation', { name: 'محتويات الدورة' })).toBeVisible();
    const rtlContents = await box(page, 'main nav[aria-label="محتويات الدورة"]');
    const rtlLesson = await box(page, 'main nav[aria-label="الدروس"]');
    expect(end(ltrContents)).toBeLessThanOrEqual(ltrLesson.x + 1);
    expect(rtlContents.x).toBeGreaterThanOrEqual(end(rtlLesson) - 1);
    await testInfo.attach('learning view, Arabic', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  test('an article: the text runs right to left, its code and its chart left to right', async ({
    page,
  }, testInfo) => {
    const direction = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).direction);
    // Code: the untranslated article (shown in English, marked so), whose code stays left to right.
    await openPage(page, '/ar/knowledge/value-at-risk-three-ways');
    expect(await direction('main')).toBe('rtl');
    await expect(page.locator('main pre').first()).toBeVisible();
    expect(await direction('main pre')).toBe('ltr');
    // A translated article: Arabic text right to left, the chart's plot (drawn once it is near the
    // viewport) left to right, its caption following the page.
    await openPage(page, '/ar/knowledge/what-is-murabaha');
    expect(await direction('main article p')).toBe('rtl');
    const plot = page.locator('main figure:has(details) > div').first();
    await plot.scrollIntoViewIfNeeded();
    await expect(plot.locator('canvas')).toBeVisible();
    expect(await plot.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await direction('main figure:has(details) figcaption')).toBe('rtl');
    await testInfo.attach('article, Arabic', { body: await page.screenshot(), contentType: 'image/png' });
  });
});
