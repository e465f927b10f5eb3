// Content in Arabic (issue 19): the Arabic edition shows the Arabic version of each document that
// has one (Sanity's document-level internationalization in the demo dataset) and the English
// document otherwise, marked lang="en" so it is read and laid out as English, and kept out of
// search engines. The English edition shows only English documents, as before.
import { openPage, signIn } from '../support/app';
import { expect, test } from '../support/test';

type Request = Parameters<Parameters<typeof test>[2]>[0]['request'];

async function served(request: Request, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

const NOINDEX = '<meta data-qe-head name="robots" content="noindex, nofollow">';
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

test.describe('Arabic edition: content in Arabic, English as the fallback', () => {
  test('a translated article is served and shown in Arabic, and indexed', async ({
    request,
    page,
    baseURL,
  }) => {
    const html = await served(request, '/ar/knowledge/what-is-murabaha');
    expect(titleOf(html)).toContain('ما المرابحة؟');
    expect(html).not.toContain(NOINDEX);
    const sitemap = await served(request, '/sitemap.xml');
    expect(sitemap).toContain(`<loc>${baseURL}/ar/knowledge/what-is-murabaha</loc>`);
    expect(sitemap).toContain(`hreflang="ar" href="${baseURL}/ar/knowledge/what-is-murabaha"`);

    await openPage(page, '/ar/knowledge/what-is-murabaha');
    const heading = page.getByRole('heading', { level: 1, name: 'ما المرابحة؟' });
    await expect(heading).toBeVisible();
    // Arabic content on an Arabic page: nothing around it says otherwise.
    expect(await heading.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('ar');
  });

  test('an untranslated article is the English one, marked English and left to right, and not indexed', async ({
    request,
    page,
  }) => {
    const html = await served(request, '/ar/knowledge/value-at-risk-three-ways');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain(NOINDEX);

    await openPage(page, '/ar/knowledge/value-at-risk-three-ways');
    const heading = page.getByRole('heading', { level: 1, name: /Value-at-Risk: Three Ways/ });
    await expect(heading).toBeVisible();
    const marked = await heading.evaluate((element) => {
      const around = element.closest('[lang]');
      return { lang: around?.getAttribute('lang'), direction: getComputedStyle(element).direction };
    });
    expect(marked).toEqual({ lang: 'en', direction: 'ltr' });
  });

  test('the catalogue lists each course once: the translated ones in Arabic, the others in English, marked', async ({
    page,
  }) => {
    await openPage(page, '/ar/courses');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'أساسيات التكافل' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'أسس التمويل الإسلامي' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Takaful Fundamentals' })).toHaveCount(0);
    const untranslated = main.getByRole('heading', { name: 'Financial Modelling Principles' });
    await expect(untranslated).toBeVisible();
    expect(await untranslated.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(
      'en',
    );
  });

  test('a translated course page shows its Arabic modules', async ({ page }) => {
    // A course's page is for signed-in learners.
    await signIn(page);
    await openPage(page, '/ar/courses/takaful-fundamentals');
    await expect(page.getByRole('heading', { level: 1, name: 'أساسيات التكافل' })).toBeVisible();
    await expect(page.getByText('ماهية التكافل واختلافه عن التأمين').first()).toBeVisible();
  });

  test('the team and the about page are in Arabic', async ({ page }) => {
    await openPage(page, '/ar/team/amina-hassan');
    await expect(page.getByRole('heading', { level: 1, name: 'د. أمينة حسن' })).toBeVisible();
    await openPage(page, '/ar/about');
    await expect(page.getByText('د. أمينة حسن').first()).toBeVisible();
    await expect(page.getByText('Dr. Amina Hassan')).toHaveCount(0);
  });

  test('the English edition shows only the English documents', async ({ page }) => {
    await openPage(page, '/knowledge/what-is-murabaha');
    await expect(page.getByRole('heading', { level: 1, name: 'What Is Murabaha?' })).toBeVisible();
    await openPage(page, '/courses');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Takaful Fundamentals' })).toBeVisible();
    await expect(page.getByText('أساسيات التكافل')).toHaveCount(0);
  });
});
