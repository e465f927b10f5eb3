// What a crawler or a social network reads of the Arabic edition (issue 19): each public page is
// served whole in Arabic (prerendered at deploy time, right to left), both editions name each other
// (hreflang alternates, og:locale), both are in the sitemap, and robots.txt keeps crawlers off the
// private pages of both. Fetched without running any JavaScript.
import { openPage } from '../support/app';
import { expect, test } from '../support/test';

type Request = Parameters<Parameters<typeof test>[2]>[0]['request'];

async function served(request: Request, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The `<link rel="alternate" hreflang>` of a served page, by language. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*\bhreflang="[^"]*"[^>]*>/g)) {
    if (!/\brel="alternate"/.test(tag)) continue;
    const language = /\bhreflang="([^"]*)"/.exec(tag)?.[1] ?? '';
    found[language] = /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '';
  }
  return found;
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta\\b[^>]*\\bproperty="${property}"[^>]*\\bcontent="([^"]*)"`).exec(html)?.[1] ?? null;
const canonical = (html: string) =>
  /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/.exec(html)?.[1] ?? null;

test.describe('Arabic edition: the served HTML', () => {
  test('an Arabic page is served whole in Arabic, right to left, naming its English version', async ({
    request,
    baseURL,
  }) => {
    const site = String(baseURL);
    const html = await served(request, '/ar/about');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    // The layout and the section, prerendered in Arabic.
    expect(html).toContain('aria-label="القائمة الرئيسية"');
    expect(html).toContain('data-section-snapshot="/ar/about"');
    // Its content (the about page's document) is translated: the page is for search engines too.
    expect(html).not.toContain('name="robots" content="noindex');
    expect(html).toContain('رسالتنا');
    expect(canonical(html)).toBe(`${site}/ar/about`);
    expect(meta(html, 'og:locale')).toBe('ar_AR');
    expect(meta(html, 'og:locale:alternate')).toBe('en_US');
    expect(alternates(html)).toEqual({
      en: `${site}/about`,
      ar: `${site}/ar/about`,
      'x-default': `${site}/about`,
    });
  });

  test('the Arabic home page is served with its widgets in Arabic, and says in Arabic that it needs JavaScript', async ({
    request,
  }) => {
    const html = await served(request, '/ar');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    // Every widget is there with its content, rendered in Arabic at deploy time, as on the English
    // home page: no loading state.
    const snapshots = (page: string) => page.match(/data-widget-snapshot/g)?.length ?? 0;
    expect(snapshots(html)).toBeGreaterThanOrEqual(5);
    expect(snapshots(html)).toBe(snapshots(await served(request, '/')));
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).not.toContain('جارٍ التحميل');
    expect(main).toContain('ماذا يقول المتعلّمون');
    expect(main).toContain('أسس التمويل الإسلامي');
    expect(main).toMatch(/href="\/ar\/courses\/islamic-finance-foundations"/);
    expect(main).not.toContain('What Learners Say');
    expect(/<noscript>(.*?)<\/noscript>/.exec(html)?.[1]).toBe('يحتاج QuantEthic إلى JavaScript ليعمل.');
  });

  test('an English page names its Arabic version', async ({ request, baseURL }) => {
    const site = String(baseURL);
    const html = await served(request, '/knowledge/what-is-murabaha');
    expect(html).toMatch(/<html lang="en">/);
    expect(canonical(html)).toBe(`${site}/knowledge/what-is-murabaha`);
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(alternates(html)).toEqual({
      en: `${site}/knowledge/what-is-murabaha`,
      ar: `${site}/ar/knowledge/what-is-murabaha`,
      'x-default': `${site}/knowledge/what-is-murabaha`,
    });
    const arabic = await served(request, '/ar/knowledge/what-is-murabaha');
    expect(arabic).toContain('data-section-snapshot="/ar/knowledge/what-is-murabaha"');
    expect(canonical(arabic)).toBe(`${site}/ar/knowledge/what-is-murabaha`);
  });

  test('the Arabic home page names its English version', async ({ request, baseURL }) => {
    const site = String(baseURL);
    const html = await served(request, '/ar');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(canonical(html)).toBe(`${site}/ar`);
    expect(alternates(html)).toEqual({ en: `${site}/`, ar: `${site}/ar`, 'x-default': `${site}/` });
  });

  test('both editions are in the sitemap, each URL with its alternates; robots.txt covers both', async ({
    request,
    baseURL,
  }) => {
    const site = String(baseURL);
    const sitemap = await served(request, '/sitemap.xml');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // Pages whose Arabic edition is translated (their texts are the site's): both, naming each other.
    for (const path of ['/courses', '/knowledge', '/contact']) {
      const entry = (loc: string) =>
        new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ??
        '';
      for (const loc of [`${site}${path}`, `${site}/ar${path}`]) {
        const url = entry(loc);
        expect(url, loc).not.toBe('');
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}${path}"/>`);
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${site}/ar${path}"/>`);
      }
    }
    // A page whose content is not translated: its Arabic page is kept out (noindex), and the
    // English entry names no Arabic alternate.
    expect(sitemap).toContain(`<loc>${site}/knowledge/value-at-risk-three-ways</loc>`);
    expect(sitemap).not.toContain(`<loc>${site}/ar/knowledge/value-at-risk-three-ways</loc>`);
    expect(sitemap).not.toContain(`href="${site}/ar/knowledge/value-at-risk-three-ways"`);
    const robots = await served(request, '/robots.txt');
    for (const path of ['/login', '/dashboard', '/courses/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
      expect(robots).toContain(`Disallow: /ar${path}\n`);
    }
  });

  test('an Arabic page preloads the font its text is written in (the Arabic face), an English page Inter', async ({
    request,
  }) => {
    const fonts = (html: string) =>
      [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1]);
    for (const path of ['/about', '/', '/courses']) {
      const arabic = path === '/' ? '/ar' : `/ar${path}`;
      expect(fonts(await served(request, arabic)), arabic).toEqual([
        expect.stringMatching(/^\/assets\/noto-sans-arabic-basic-wght-400-800-[\w-]+\.woff2$/),
      ]);
      expect(fonts(await served(request, path)), path).toEqual([
        expect.stringMatching(/^\/assets\/inter-latin-wght-400-800-[\w-]+\.woff2$/),
      ]);
    }
  });

  test('the served Arabic page goes live as it was served (no hydration mismatch)', async ({ page }) => {
    await openPage(page, '/ar/about');
    await expect(page.locator('[data-section-snapshot="/ar/about"][data-qe-live]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 2, name: 'رسالتنا' })).toBeVisible();
  });
});

// Every script a page needs to go live is named by the page itself (the shell's files, the hints
// the deploy wrote for its section), so the browser asks for all of them at once. Before, an
// Arabic page found its texts (the shell's, the section's shared ones) only once other scripts had
// run: a round trip each, on the way to the page going live.
test.describe('going live, in both editions', () => {
  for (const path of [
    '/ar/about',
    '/ar/courses',
    '/ar/knowledge/what-is-murabaha',
    '/ar/consulting',
    '/about',
  ]) {
    test(`${path} asks for no script on its way to going live that it did not name`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.locator('[data-section-snapshot][data-qe-live]')).toBeAttached();
      const unnamed = await page.evaluate(() => {
        const live = Math.min(
          ...performance
            .getEntriesByType('mark')
            .filter((mark) => mark.name.startsWith('qe:remote-rendered:'))
            .map((mark) => mark.startTime),
        );
        const named = new Set(
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
        );
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(
            (entry) => entry.initiatorType === 'script' && entry.startTime < live && !named.has(entry.name),
          )
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(unnamed).toEqual([]);
    });
  }
});
