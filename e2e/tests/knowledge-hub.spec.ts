import { openPage, reloadPage } from '../support/app';
import { localConfig, privatePorts } from '../support/site';
import { expect, type Page, test } from '../support/test';

// The knowledge hub (/knowledge) against the local content API: cards, the tag filter in the
// URL, the preview modal (Escape, backdrop, focus), slug-normalising cards, the download warning,
// and the content API being down.

/** The private site's config with the content API on a closed port (the API is down). */
function contentDownConfig() {
  const config = localConfig(privatePorts());
  const down = { ...config, content: { ...config.content, apiHost: 'http://127.0.0.1:9' } };
  return () => down;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const cardLink = (page: Page, title: string) => main(page).getByRole('link', { name: title, exact: true });
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
const filter = (page: Page) => page.getByRole('group', { name: 'Filter articles by tag' });
const tagButton = (page: Page, tag: string) =>
  filter(page).getByRole('button', { name: new RegExp(`^${tag}\\s*,`) });

async function openHub(page: Page, url = '/knowledge') {
  await openPage(page, url);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

/** Video players and slide decks are third-party pages: answer them locally. */
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

test.describe('cards', () => {
  test('every post shows as a card: image, date or Unknown Date, title, summary and tags', async ({
    page,
  }) => {
    await openHub(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText('Showing 12 of 12 articles')).toBeVisible();
    await expect(page).toHaveTitle('Knowledge Hub | QuantEthic');

    const murabaha = card(page, 'What Is Murabaha?');
    await expect(murabaha.getByText('12 February 2024')).toBeVisible();
    await expect(murabaha.getByText('5 min read')).toBeVisible();
    await expect(murabaha).toContainText('The cost-plus sale behind most Islamic financing');
    await expect(murabaha.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Islamic Finance',
      'Risk',
    ]);
    await expect(cardLink(page, 'What Is Murabaha?')).toHaveAttribute('href', '/knowledge/what-is-murabaha');

    // The undated archive post.
    await expect(card(page, 'From the Archive: Islamic Microfinance Field Notes')).toContainText(
      'Unknown Date',
    );

    // Images load from the content API; the post without one gets the default image.
    for (const title of ['What Is Murabaha?', 'Measuring Impact: Beyond ESG Ratings']) {
      const image = card(page, title).locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(card(page, 'What Is Murabaha?').locator('img')).toHaveAttribute(
      'src',
      /^http:\/\/localhost:\d+\/images\//,
    );
    await expect(card(page, 'Measuring Impact: Beyond ESG Ratings').locator('img')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml|social-image/,
    );
  });
});

test.describe('tag filter', () => {
  test("'All' plus every tag; the choice is kept in the URL, across a reload and history", async ({
    page,
  }) => {
    await openHub(page);
    await expect(filter(page).getByRole('button')).toHaveText([
      /^All/,
      /^ESG/,
      /^Ethical Investing/,
      /^Islamic Finance/,
      /^Python/,
      /^Quantitative Methods/,
      /^Risk/,
      /^Sukuk/,
      /^Takaful/,
    ]);
    await expect(filter(page).getByRole('button', { name: /^All\s*,/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await tagButton(page, 'Sukuk').click();
    await expect(page).toHaveURL(/\/knowledge\?tag=Sukuk$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(tagButton(page, 'Sukuk')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Showing 2 of 2 articles')).toBeVisible();

    await reloadPage(page);
    await expect(tagButton(page, 'Sukuk')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(2);
    for (const title of await cards(page).getByRole('link').allTextContents()) {
      expect(['Sukuk vs Conventional Bonds', 'Profit-Rate Benchmarks Beyond LIBOR and SOFR']).toContain(
        title,
      );
    }

    await tagButton(page, 'Python').click();
    await expect(page).toHaveURL(/\?tag=Python$/);
    await expect(cards(page)).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL(/\?tag=Sukuk$/);
    await expect(tagButton(page, 'Sukuk')).toHaveAttribute('aria-pressed', 'true');

    await filter(page)
      .getByRole('button', { name: /^All\s*,/ })
      .click();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('a tag without posts says so, with a way back to every article', async ({ page }) => {
    await openPage(page, '/knowledge?tag=Crypto');
    await expect(page.getByText('No posts found for "Crypto".')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/knowledge$/);
  });
});

test.describe('preview modal', () => {
  test('a card opens the full post in a modal; Escape closes it and focus returns to the card', async ({
    page,
  }) => {
    await openHub(page);
    const link = cardLink(page, 'What Is Murabaha?');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'What Is Murabaha?' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/knowledge$/);
    await expect(dialog.getByText(/is a sale in which the seller tells the buyer/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Dr. Amina Hassan' }).first()).toHaveAttribute(
      'href',
      '/team/amina-hassan',
    );
    await expect(dialog.getByRole('link', { name: 'Read the full article' })).toHaveAttribute(
      'href',
      '/knowledge/what-is-murabaha',
    );

    // Focus stays inside the dialog.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // The preview embeds no frame (no PDF viewer: Tab through Chromium's viewer left the dialog);
    // the post's PDF is a download link in it.
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(
      dialog.getByRole('link', { name: /^Download PDF: Sample murabaha term sheet/ }),
    ).toBeVisible();

    // Escape from an element of the dialog.
    await dialog.getByRole('link', { name: 'Read the full article' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    // From the keyboard, and closed by a click on the backdrop.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("'Read the full article' goes to the article page", async ({ page }) => {
    await openHub(page);
    await cardLink(page, 'Takaful vs Conventional Insurance').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Read the full article' }).click();
    await expect(page).toHaveURL(/\/knowledge\/takaful-vs-conventional-insurance$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Takaful vs Conventional Insurance' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a card whose slug needs normalising navigates to /knowledge/{slug} instead', async ({ page }) => {
    await openHub(page);
    const link = cardLink(page, 'Sukuk vs Conventional Bonds');
    await expect(link).toHaveAttribute('href', '/knowledge/sukuk-vs-conventional-bonds');
    await link.click();
    await expect(page).toHaveURL(/\/knowledge\/sukuk-vs-conventional-bonds$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sukuk vs Conventional Bonds' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'Error Loading Article' when the post cannot be loaded, then Try Again", async ({ page }) => {
    const postQuery = (url: URL) =>
      url.pathname.includes('/data/query/') &&
      url.searchParams.get('query')?.includes('slug.current == $slug') === true;
    await page.route(postQuery, (route) => route.abort());
    await openHub(page);
    await cardLink(page, 'What Is Murabaha?').click();
    const dialog = page.getByRole('dialog', { name: 'What Is Murabaha?' });
    await expect(dialog.getByRole('heading', { name: 'Error Loading Article' })).toBeVisible();
    await expect(dialog).toContainText("We couldn't load this article. It may have been moved or deleted.");

    await page.unroute(postQuery);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByRole('link', { name: 'Read the full article' })).toBeVisible();
  });

  test("'Article not found' when nothing comes back", async ({ page }) => {
    await page.route(
      (url) => url.searchParams.get('query')?.includes('slug.current == $slug') === true,
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ result: null, ms: 1, query: '' }),
        }),
    );
    await openHub(page);
    await cardLink(page, 'What Is Murabaha?').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Article not found' })).toBeVisible();
  });
});

test.describe('download warning', () => {
  test('invites visitors without saved info to save it; saved in place, it goes away', async ({ page }) => {
    await openHub(page);
    const warning = page.getByText(/Save your contact info before you download/);
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Save my contact info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save your contact info' });
    await dialog.getByLabel('Name').fill('Aisha Karim');
    await dialog.getByLabel('Email').fill('aisha@example.com');
    await dialog.getByLabel('Phone').fill('+44 20 7946 0000');
    await dialog.getByRole('button', { name: 'Save my info' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you — your contact info is saved in this browser.')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe('aisha@example.com');

    await reloadPage(page);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save my contact info' })).toHaveCount(0);
  });

  test("the form's code cannot be downloaded: the dialog says so, the hub stays, 'Try Again' opens the form", async ({
    page,
  }) => {
    let blocked = true;
    await page.route(/\/assets\/save-info-dialog-[\w-]+\.js$/, (route) =>
      blocked ? route.abort('internetdisconnected') : route.fallback(),
    );
    await openHub(page);
    await page.getByRole('button', { name: 'Save my contact info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save your contact info' });
    await expect(dialog.getByRole('alert')).toContainText(
      "We couldn't load this right now. Check your connection and try again.",
    );
    await expect(cards(page).first()).toBeVisible();

    blocked = false;
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog.getByLabel('Name')).toBeVisible();
  });
});

test.describe('content API down', () => {
  test('the hub says the articles could not be loaded, with Try Again', async ({ page, privateSite }) => {
    const site = await privateSite({ configJson: contentDownConfig() });
    await openPage(page, `${site.url()}/knowledge`);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed to load knowledge articles' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Failed to load knowledge articles' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
