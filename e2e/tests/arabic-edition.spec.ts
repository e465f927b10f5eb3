// The Arabic edition's URLs (issue 19): English at today's URLs, Arabic under /ar/…, <html lang dir>
// following the locale, a language switcher that keeps the visitor on the same page, the choice
// remembered, and a browser that prefers Arabic offered the Arabic edition, never redirected.
import { openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

const ARABIC_NAV = [
  ['من نحن', '/ar/about'],
  ['الدورات', '/ar/courses'],
  ['المعرفة', '/ar/knowledge'],
  ['الاستشارات', '/ar/consulting'],
  ['تواصل معنا', '/ar/contact'],
] as const;

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function expectEnglishPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
}

test.describe('Arabic edition: URLs and the language switcher', () => {
  test('/ar/courses is the Arabic catalogue, right to left, and its links stay in the Arabic edition', async ({
    page,
  }) => {
    await openPage(page, '/ar/courses');
    await expectArabicPage(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'الدورات' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link')).toHaveText(ARABIC_NAV.map(([name]) => name));
    for (const [name, href] of ARABIC_NAV)
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(page.getByRole('banner').getByRole('link', { name: 'QuantEthic' })).toHaveAttribute(
      'href',
      '/ar',
    );

    await nav.getByRole('link', { name: 'المعرفة' }).click();
    await expect(page).toHaveURL(/\/ar\/knowledge$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'مركز المعرفة' }),
    ).toBeVisible();
    await expectArabicPage(page);
  });

  test('/ar is the Arabic home page, and an English page stays English', async ({ page }) => {
    await openPage(page, '/ar');
    await expectArabicPage(page);
    await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
    await openPage(page, '/about');
    await expectEnglishPage(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the switcher keeps the visitor on the same page, both ways', async ({ page }) => {
    await openPage(page, '/knowledge');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/knowledge$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'مركز المعرفة' }),
    ).toBeVisible();
    await expectArabicPage(page);

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(page).not.toHaveURL(/\/ar\//);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Knowledge Hub' }),
    ).toBeVisible();
    await expectEnglishPage(page);
  });

  test('by keyboard, right to left: the skip link first, then the header in order, the switch by Enter; the skip link works', async ({
    page,
  }) => {
    await openPage(page, '/ar/courses');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'انتقل إلى المحتوى' });
    await expect(skip).toBeFocused();
    // Then the brand, the main links in their order, then the switch.
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      order.push(name);
      if (name === 'English') break;
    }
    expect(order.slice(0, 6)).toEqual(['QuantEthic', ...ARABIC_NAV.map(([name]) => name)]);
    expect(order.at(-1)).toBe('English');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
    await expectEnglishPage(page);

    await openPage(page, '/ar/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the switcher is in the mobile menu too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expectArabicPage(page);
  });

  test('the choice is remembered: the home page opens in the language chosen last', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expectArabicPage(page);

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/$/);
    await expectEnglishPage(page);
  });

  test('a browser that prefers Arabic is offered the Arabic edition, never redirected', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    const page = await context.newPage();
    await openPage(page, '/courses');
    await expect(page).toHaveURL(/\/courses$/);
    await expectEnglishPage(page);
    const offer = page.getByRole('complementary', { name: 'النسخة العربية' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' })).toHaveAttribute(
      'href',
      '/ar/courses',
    );
    // Declined: not offered again.
    await offer.getByRole('button', { name: 'Continue in English' }).click();
    await expect(offer).toHaveCount(0);
    await openPage(page, '/knowledge');
    await page.waitForTimeout(500);
    await expect(page.getByRole('complementary', { name: 'النسخة العربية' })).toHaveCount(0);
    await context.close();

    // Accepted: the same page in Arabic.
    const second = await browser.newContext({ locale: 'ar' });
    const arabic = await second.newPage();
    await openPage(arabic, '/about');
    await arabic.getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' }).click();
    await expect(arabic).toHaveURL(/\/ar\/about$/);
    await expectArabicPage(arabic);
    await expect(arabic.getByRole('complementary', { name: 'النسخة العربية' })).toHaveCount(0);
    await second.close();
  });

  test('other languages get the English site without an offer; an unknown Arabic path is a 404', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await openPage(page, '/courses');
    await page.waitForTimeout(500);
    await expect(page.getByRole('complementary', { name: 'النسخة العربية' })).toHaveCount(0);
    await expectEnglishPage(page);

    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expectArabicPage(page);
    // The 404 page in Arabic, served so and live, its link home staying in the edition.
    const notFound = page.getByRole('main').getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' });
    await expect(notFound).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(notFound).toBeVisible();
    await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    );
    await context.close();
  });
});
