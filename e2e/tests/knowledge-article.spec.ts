import { openPage } from '../support/app';
import { TEST_PORTS } from '../support/env';
import { localConfig, privatePorts } from '../support/site';
import { expect, type Page, test } from '../support/test';

// The article page (/knowledge/{slug}) against the local content API: meta, author, share links
// and copy link, related articles, downloads, the title-prefix fallback, slug normalising, the
// error page, Open Graph tags, and the content API being down.

/** The private site's config with the content API on a closed port (the API is down). */
function contentDownConfig() {
  const config = localConfig(privatePorts());
  const down = { ...config, content: { ...config.content, apiHost: 'http://127.0.0.1:9' } };
  return () => down;
}

const SITE_URL = localConfig(TEST_PORTS).siteUrl;

async function openArticle(page: Page, slug: string, title: string) {
  await openPage(page, `/knowledge/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).getAttribute('content');

test.beforeEach(async ({ page }) => {
  await page.route(
    /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|docs\.google\.com)\//,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Embed</title></head><body><p>Embed</p></body></html>',
      }),
  );
});

test.describe('article', () => {
  test('shows meta, date, author link, reading time, featured image, body, downloads, tags and a back link', async ({
    page,
  }) => {
    await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.getByText('12 February 2024')).toBeVisible();
    await expect(article.getByText('5 min read').first()).toBeVisible();
    await expect(article.getByText(/^The cost-plus sale behind most Islamic financing/)).toBeVisible();
    const author = article.getByRole('link', { name: 'Dr. Amina Hassan' }).first();
    await expect(author).toHaveAttribute('href', '/team/amina-hassan');

    const hero = article.locator('img[fetchpriority="high"]');
    await expect(hero).toBeVisible();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await expect(article.getByText(/is a sale in which the seller tells the buyer/)).toBeVisible();

    // Downloads with their size in KB (2,554 bytes → 2 KB), served by the content API.
    const downloads = page.getByRole('region', { name: 'Downloads' });
    await expect(downloads).toContainText('Murabaha pricing worksheet');
    await expect(downloads).toContainText('murabaha-pricing-worksheet.pdf · 2 KB');
    const file = downloads.getByRole('link', { name: /^Download: Murabaha pricing worksheet/ });
    const href = (await file.getAttribute('href')) as string;
    expect(href).toMatch(new RegExp(`^http://localhost:${TEST_PORTS.content}/files/.+\\.pdf$`));
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');

    await expect(article.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
      'Islamic Finance',
      'Risk',
    ]);
    await article.getByRole('link', { name: 'Risk', exact: true }).click();
    await expect(page).toHaveURL(/\/knowledge\?tag=Risk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Back to the Knowledge Hub' }).click();
    await expect(page).toHaveURL(/\/knowledge$/);
  });

  test('the author link opens the team member page', async ({ page }) => {
    await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
    await page.getByRole('main').getByRole('link', { name: 'Dr. Amina Hassan' }).first().click();
    await expect(page).toHaveURL(/\/team\/amina-hassan$/);
  });

  test('a post without an author shows no author link', async ({ page }) => {
    await openArticle(page, 'takaful-vs-conventional-insurance', 'Takaful vs Conventional Insurance');
    await expect(page.getByRole('main').getByText(/^By /)).toHaveCount(0);
  });
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Twitter, LinkedIn and Facebook share the site URL; copy link shows Link copied! for 2 s', async ({
    page,
  }) => {
    // The page's clock is controlled, so "for 2 s" is checked exactly, however busy the machine.
    await page.clock.install();
    await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
    const url = `${SITE_URL}/knowledge/what-is-murabaha`;
    const encoded = encodeURIComponent(url);
    const twitter = page.getByRole('link', { name: 'Share on Twitter (opens in a new tab)' });
    await expect(twitter).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent('What Is Murabaha?')}`,
    );
    await expect(twitter).toHaveAttribute('target', '_blank');
    await expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(page.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );

    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const copied = page.getByRole('button', { name: 'Link copied!' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(100);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
});

test.describe('related articles', () => {
  test("'Related Articles' lists up to three other posts sharing a tag", async ({ page }) => {
    await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
    const related = page.getByRole('region', { name: 'Related Articles' });
    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article')).toHaveCount(3);
    for (const item of await related.getByRole('article').all()) {
      const tags = await item.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents();
      expect(tags.some((tag) => tag === 'Islamic Finance' || tag === 'Risk')).toBe(true);
      await expect(item.getByRole('link')).not.toHaveAttribute('href', '/knowledge/what-is-murabaha');
    }
    const first = related.getByRole('article').first().getByRole('link');
    const title = (await first.textContent()) as string;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('finding the article', () => {
  test('a slug that finds nothing falls back to the title prefix, then goes to the real slug', async ({
    page,
  }) => {
    await openPage(page, '/knowledge/what-is-mura');
    await expect(page.getByRole('heading', { level: 1, name: 'What Is Murabaha?' })).toBeVisible();
    await expect(page).toHaveURL(/\/knowledge\/what-is-murabaha$/);
  });

  test('a slug that is not in normal form is normalised', async ({ page }) => {
    await openPage(page, '/knowledge/Sukuk%20vs%20Conventional%20%20Bonds');
    await expect(page.getByRole('heading', { level: 1, name: 'Sukuk vs Conventional Bonds' })).toBeVisible();
    await expect(page).toHaveURL(/\/knowledge\/sukuk-vs-conventional-bonds$/);
  });

  test("an unknown article shows 'Error' and \"This article isn't available.\"", async ({ page }) => {
    await openPage(page, '/knowledge/no-such-article-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText("This article isn't available.")).toBeVisible();
    await expect(page).toHaveTitle('Error | QuantEthic');
    expect(await meta(page, 'robots')).toBe('noindex, nofollow');
    await page.getByRole('main').getByRole('link', { name: 'Back to the Knowledge Hub' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
  });

  test("with the content API down: 'Error' with the message and Try Again", async ({ page, privateSite }) => {
    const site = await privateSite({ configJson: contentDownConfig() });
    await openPage(page, `${site.url()}/knowledge/what-is-murabaha`);
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText(/couldn't load this article right now/)).toBeVisible();
    await page.getByText('Technical details').click();
    await expect(page.getByRole('main').locator('code')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('meta tags', () => {
  test('title, description, canonical, Open Graph article tags and JSON-LD from the post', async ({
    page,
  }) => {
    await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
    await expect(page).toHaveTitle('What Is Murabaha? | QuantEthic');
    const site = `http://localhost:${TEST_PORTS.shell}`;
    expect(await meta(page, 'description')).toMatch(/^The cost-plus sale behind most Islamic financing/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site}/knowledge/what-is-murabaha`,
    );
    expect(await meta(page, 'og:title')).toBe('What Is Murabaha?');
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'og:description')).toBe(await meta(page, 'description'));
    expect(await meta(page, 'article:published_time')).toBe('2024-02-12');
    expect(await meta(page, 'article:author')).toBe(`${site}/team/amina-hassan`);
    const image = (await meta(page, 'og:image')) as string;
    expect(image).toMatch(new RegExp(`^http://localhost:${TEST_PORTS.content}/images/.+w=1200.*h=630`));
    expect(await meta(page, 'og:image:width')).toBe('1200');
    expect(await meta(page, 'og:image:height')).toBe('630');
    expect((await page.request.get(image)).status()).toBe(200);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
      `${site}/knowledge/feed.xml`,
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')['@type']));
    expect(types).toEqual(['Article', 'BreadcrumbList']);
  });

  test("the site's default social image (an absolute URL) when a post has none", async ({ page }) => {
    await openArticle(page, 'measuring-impact-beyond-esg-ratings', 'Measuring Impact: Beyond ESG Ratings');
    const image = (await meta(page, 'og:image')) as string;
    expect(image).toBe(`http://localhost:${TEST_PORTS.shell}/social-image.png`);
    const response = await page.request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/png/);
  });
});
