import { loadAllHomeWidgets, openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

// The home page whole in its served HTML (issue 16): every SPEC §2 Home section with its content,
// the footer's profile links and the home page's own head are in what the server sends; in the
// browser they are there before any scrolling, the keyboard order runs from 'Explore Courses' to
// the featured course, and the forms work once their code has arrived.

const SECTIONS = {
  'courses/featured-course': 'Featured Course',
  'knowledge/latest-articles': 'Knowledge Hub',
  'company/testimonials': 'What Learners Say',
  'company/community-signup': 'Join Our Community',
  'company/contact-form': 'Contact Us',
} as const;
const FEATURED = 'Islamic Finance Foundations';
const LATEST_ARTICLES = [
  'Takaful vs Conventional Insurance',
  'Measuring Impact: Beyond ESG Ratings',
  'Profit-Rate Benchmarks Beyond LIBOR and SOFR',
];
const TESTIMONIALS = ['Aisha Rahman', 'Daniel Koh', 'Fatima Siddiqui'];

const slot = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);

/** The served HTML of a path. */
async function servedDocument(page: Page, path: string) {
  const response = await page.request.get(path);
  return { status: response.status(), html: await response.text() };
}

async function siteLinks(page: Page): Promise<string[]> {
  const config = await (await page.request.get('/config.json')).json();
  return Object.values(config.links as Record<string, string | null>).filter((link): link is string =>
    Boolean(link),
  );
}

test.describe('served HTML of /, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has every Home section with its content, both forms and the footer profile links', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [name, heading] of Object.entries(SECTIONS))
      await expect(
        slot(page, name).getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    await expect(
      slot(page, 'courses/featured-course').getByRole('heading', { level: 3, name: FEATURED }),
    ).toBeVisible();
    await expect(
      slot(page, 'courses/featured-course').getByRole('link', { name: 'View Course' }),
    ).toHaveAttribute('href', '/courses/islamic-finance-foundations');
    await expect(slot(page, 'knowledge/latest-articles').getByRole('heading', { level: 3 })).toHaveText(
      LATEST_ARTICLES,
    );
    for (const name of TESTIMONIALS)
      await expect(slot(page, 'company/testimonials').getByText(name, { exact: true })).toBeVisible();
    await expect(slot(page, 'company/community-signup').getByLabel('Email')).toBeVisible();
    // It takes typing at once: the live form hydrates this very field and keeps what was typed.
    await expect(slot(page, 'company/community-signup').getByLabel('Email')).toBeEditable();
    await expect(
      slot(page, 'company/contact-form').getByRole('button', { name: 'Send Message' }),
    ).toBeVisible();
    // Nothing is loading: the content is there.
    await expect(page.getByRole('main').getByText(/Loading/)).toHaveCount(0);

    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    for (const href of links) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test("has the home page's own head: one title, description and canonical; Open Graph; Organization and WebSite JSON-LD", async ({
    page,
  }) => {
    await page.goto('/');
    const head = page.locator('head');
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    const config = await (await page.request.get('/config.json')).json();
    const origin = (config.siteUrl || new URL(page.url()).origin).replace(/\/+$/, '');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${origin}/social-image.png`,
    );
    for (const property of ['og:title', 'og:description', 'og:type', 'og:site_name'])
      await expect(head.locator(`meta[property="${property}"]`)).toHaveCount(1);

    const jsonLd = (await head.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const organization = jsonLd.find((item) => item['@type'] === 'Organization');
    const website = jsonLd.find((item) => item['@type'] === 'WebSite');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'QuantEthic',
      url: `${origin}/`,
    });
    expect(organization.logo).toMatch(/^https?:\/\//);
    expect(organization.sameAs).toEqual(await siteLinks(page));
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      name: 'QuantEthic',
      url: `${origin}/`,
    });
  });

  test('the 404 page is kept out of search engines; the default social image is a 1200×630 PNG', async ({
    page,
  }) => {
    const notFound = await servedDocument(page, '/no-such-page');
    expect(notFound.status).toBe(404);
    expect(notFound.html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex/);
    expect(notFound.html.match(/<title\b/g)).toHaveLength(1);

    const image = await page.request.get('/social-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const body = await image.body();
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test('before any scrolling the live page has every section; Tab from Explore Courses reaches the featured course', async ({
  page,
}) => {
  await openPage(page, '/');
  for (const [name, heading] of Object.entries(SECTIONS))
    await expect(
      slot(page, name).getByRole('heading', { level: 2, name: heading, exact: true }),
    ).toBeAttached();
  await expect(slot(page, 'knowledge/latest-articles').getByRole('article')).toHaveCount(3);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: 'Explore Courses' }).focus();
  await page.keyboard.press('Tab');
  const featuredLink = slot(page, 'courses/featured-course').getByRole('link', { name: 'View Course' });
  await expect(featuredLink).toBeFocused();
  // Its live code hydrates it; the focus stays on the featured course's link.
  await expect(
    slot(page, 'courses/featured-course').locator('[data-widget-snapshot][data-qe-live]'),
  ).toHaveCount(1);
  await expect(featuredLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses\/islamic-finance-foundations|\/login/);
});

test('the forms work once their code has arrived', async ({ page }) => {
  await openPage(page, '/');
  const signup = slot(page, 'company/community-signup');
  await signup.scrollIntoViewIfNeeded();
  await expect(signup.locator('[data-widget-snapshot][data-qe-live]')).toHaveCount(1);
  const email = `home-served-${Date.now()}@example.com`;
  await signup.getByLabel('Email').fill(email);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('status')).toContainText("You're subscribed");

  const contact = slot(page, 'company/contact-form');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.locator('[data-widget-snapshot][data-qe-live]')).toHaveCount(1);
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('what a visitor types into a served form before its code has arrived is kept, and sent', async ({
  page,
}) => {
  const remotes = await (await page.request.get('/remotes.json')).json();
  // The company remote's code is held back until the visitor has typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${new URL(remotes.company).origin}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const signup = slot(page, 'company/community-signup');
  await signup.scrollIntoViewIfNeeded();
  const email = `home-early-${Date.now()}@example.com`;
  await signup.getByLabel('Email').fill(email);
  await expect(signup.locator('[data-widget-snapshot][data-qe-live]')).toHaveCount(0);
  release();
  await expect(signup.locator('[data-widget-snapshot][data-qe-live]')).toHaveCount(1);
  await expect(signup.getByLabel('Email')).toHaveValue(email);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('status')).toContainText("You're subscribed");
});

test('client navigation to /: each section goes from loading to its content at once, not on scroll', async ({
  page,
}) => {
  await openPage(page, '/courses');
  await page.getByRole('banner').getByRole('link', { name: 'QuantEthic' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Simplified Quantitative Finance/ }),
  ).toBeVisible();
  // No snapshot on a page the app rendered: each widget loads straight away, with no scrolling.
  for (const [name, heading] of Object.entries(SECTIONS))
    await expect(
      slot(page, name).getByRole('heading', { level: 2, name: heading, exact: true }),
    ).toBeAttached();
  await expect(
    slot(page, 'company/contact-form').getByRole('button', { name: 'Send Message' }),
  ).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a widget whose code cannot be had keeps its snapshot, and the console says so', async ({ page }) => {
  const remotes = await (await page.request.get('/remotes.json')).json();
  // The company remote's server goes down after the page was deployed.
  await page.route(`${new URL(remotes.company).origin}/**`, (route) => route.abort('connectionrefused'));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openPage(page, '/');
  const testimonials = slot(page, 'company/testimonials');
  await testimonials.scrollIntoViewIfNeeded();
  await expect.poll(() => warnings.some((text) => text.includes('company/testimonials'))).toBe(true);
  // As served, and inert: nothing behind its controls.
  await expect(testimonials.locator('[data-widget-snapshot][inert]')).toHaveCount(1);
  for (const name of TESTIMONIALS) await expect(testimonials.getByText(name, { exact: true })).toBeVisible();
  await expect(testimonials.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('each snapshot paints as its live widget does (its stylesheet is in the served page)', async ({
  browser,
  page,
}) => {
  /** A few computed styles of the elements inside each widget, by slot. */
  const styles = (target: Page) =>
    target.evaluate(() =>
      [...document.querySelectorAll('[data-widget]')].map((slot) =>
        [...slot.querySelectorAll('article, form, li, input, h3')].slice(0, 6).map((element) => {
          const style = getComputedStyle(element);
          return [style.display, style.padding, style.gap, style.borderRadius, style.fontSize].join(' ');
        }),
      ),
    );
  const served = await browser.newPage({ javaScriptEnabled: false });
  try {
    await served.goto(new URL('/', test.info().project.use.baseURL).href);
    const before = await styles(served);
    await openPage(page, '/');
    await loadAllHomeWidgets(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await styles(page)).toEqual(before);
  } finally {
    await served.close();
  }
});
