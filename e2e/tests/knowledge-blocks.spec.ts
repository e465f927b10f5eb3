import { openPage } from '../support/app';
import { TEST_PORTS } from '../support/env';
import { expect, type Locator, type Page, test } from '../support/test';

// Every rich-body block type of SPEC §3 as the demo posts use it, the hostile post, and the
// on-demand code: Chart.js and highlight.js download only for articles that show a chart or code.

const EMBED_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|docs\.google\.com)\//;

test.beforeEach(async ({ page }) => {
  await page.route(EMBED_HOSTS, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Embed</title></head><body><p>Embed</p></body></html>',
    }),
  );
});

async function openArticle(page: Page, slug: string, title: string) {
  await openPage(page, `/knowledge/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The body renders after its code arrives.
  await expect(page.getByRole('main').locator('article p').nth(3)).toBeVisible();
}

const body = (page: Page) => page.getByRole('main').getByRole('article').first();
const figure = (page: Page, caption: string | RegExp) =>
  body(page)
    .locator('figure')
    .filter({ has: page.locator('figcaption', { hasText: caption }) });

/** True once the canvas has pixels drawn on it. */
async function isDrawn(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0) return false;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });
}

test.describe('chart', () => {
  for (const [slug, heading, caption, kind] of [
    ['what-is-murabaha', 'What Is Murabaha?', 'Profit recognised on a 100,000 murabaha, by year', 'Bar'],
    [
      'expected-shortfall-why-regulators-moved-to-it',
      'Expected Shortfall and Why Regulators Moved to It',
      'ES 97.5% and VaR 99% as multiples of volatility, by tail thickness',
      'Line',
    ],
    [
      'negative-vs-positive-screening',
      'Negative vs Positive Screening in Ethical Portfolios',
      'Where excluded index weight comes from (illustrative)',
      'Pie',
    ],
  ] as const) {
    test(`${kind.toLowerCase()} chart on ${slug}: drawn, described, and as a table`, async ({ page }) => {
      await openArticle(page, slug, heading);
      const chart = figure(page, caption);
      await chart.scrollIntoViewIfNeeded();
      const canvas = chart.getByRole('img', { name: new RegExp(`^${kind} chart: `) });
      await expect(canvas).toBeVisible();
      await expect(canvas).toHaveAttribute('aria-label', /the data table lists every value\.$/);
      await expect.poll(() => isDrawn(canvas)).toBe(true);
      await chart.getByText('Show the data as a table').click();
      const table = chart.getByRole('table', { name: caption });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
    });
  }
});

test("the article body's code cannot be downloaded: the article says so and keeps its title and summary", async ({
  page,
}) => {
  await page.route(/\/assets\/article-body-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await openPage(page, '/knowledge/what-is-murabaha');
  const article = body(page);
  await expect(article.getByRole('alert')).toHaveText(
    "This article's text couldn't be loaded. Check your connection and reload the page.",
  );
  await expect(page.getByRole('heading', { level: 1, name: 'What Is Murabaha?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the Knowledge Hub' })).toBeVisible();
});

test("the charting code cannot be downloaded: the chart says so; the article and the chart's table stay", async ({
  page,
}) => {
  await page.route(/\/assets\/chart-canvas-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
  const chart = figure(page, 'Profit recognised on a 100,000 murabaha, by year');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByRole('alert')).toHaveText(
    "This chart couldn't be loaded. Check your connection, or read its data in the table below.",
  );
  await expect(page.getByRole('heading', { level: 1, name: 'What Is Murabaha?' })).toBeVisible();
  await chart.getByText('Show the data as a table').click();
  await expect(
    chart.getByRole('table', { name: 'Profit recognised on a 100,000 murabaha, by year' }),
  ).toBeVisible();
});

test.describe('documents, slides and files', () => {
  test('pdfDocument: an inline viewer and a download link', async ({ page }) => {
    await openArticle(page, 'what-is-murabaha', 'What Is Murabaha?');
    const viewer = body(page).locator('iframe[title="PDF viewer: Sample murabaha term sheet"]');
    // The viewer loads as the reader nears it (a browser's PDF viewer is heavy), not before.
    await expect(viewer).toHaveCount(0);
    await body(page)
      .getByRole('link', { name: /^Download PDF: Sample murabaha term sheet/ })
      .scrollIntoViewIfNeeded();
    await expect(viewer).toBeVisible();
    const pdf = new RegExp(`^http://localhost:${TEST_PORTS.content}/files/.+\\.pdf$`);
    await expect(viewer).toHaveAttribute('src', pdf);
    await expect(
      body(page).getByRole('link', { name: /^Download PDF: Sample murabaha term sheet/ }),
    ).toHaveAttribute('href', pdf);
  });

  test('slides: embedded from the https URL in a sandbox, with no download when not allowed', async ({
    page,
  }) => {
    await openArticle(page, 'riba-gharar-maysir-explained', 'Riba, Gharar and Maysir Explained');
    const slides = body(page).locator('iframe[title^="Slides: Lecture slides"]');
    await body(page)
      .getByRole('link', { name: /^Open the slides in a new tab/ })
      .scrollIntoViewIfNeeded();
    await expect(slides).toBeVisible();
    await expect(slides).toHaveAttribute(
      'src',
      /^https:\/\/docs\.google\.com\/presentation\/d\/e\/.+\/embed\?/,
    );
    await expect(slides).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(body(page).getByRole('link', { name: /^Download slides/ })).toHaveCount(0);
    await expect(body(page).getByRole('link', { name: /^Open the slides in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('slides: downloadable slides have a download link', async ({ page }) => {
    await openArticle(page, 'sukuk-vs-conventional-bonds', 'Sukuk vs Conventional Bonds');
    await body(page)
      .getByRole('link', { name: /^Download slides: Workshop slides/ })
      .scrollIntoViewIfNeeded();
    await expect(body(page).locator('iframe[title^="Slides: Workshop slides"]')).toHaveAttribute(
      'src',
      /^https:\/\//,
    );
    await expect(body(page).getByRole('link', { name: /^Download slides: Workshop slides/ })).toHaveAttribute(
      'href',
      /\/files\/.+\.pdf$/,
    );
  });

  test('file: title, name, size in KB and a download link', async ({ page }) => {
    await openArticle(page, 'measuring-impact-beyond-esg-ratings', 'Measuring Impact: Beyond ESG Ratings');
    const link = body(page).getByRole('link', { name: /^Download: Impact measurement template/ });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(body(page).getByText(/^impact-measurement-template\.pdf · \d+ KB$/)).toBeVisible();
  });
});

test.describe('code, video, images and links', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('codeBlock: filename, highlighting and a copy button', async ({ page }) => {
    await openArticle(
      page,
      'value-at-risk-three-ways',
      'Value-at-Risk: Three Ways to Compute It (with Python)',
    );
    const code = body(page).locator('figure.qe-code').filter({ hasText: 'var_three_ways.py' });
    await code.scrollIntoViewIfNeeded();
    await expect(code.locator('code.hljs .hljs-keyword').first()).toBeVisible();
    await code.getByRole('button', { name: 'Copy var_three_ways.py' }).click();
    await expect(code.getByRole('button', { name: 'Copy var_three_ways.py' })).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('def historical_var');
  });

  test('videoEmbed and youtube: YouTube and Vimeo players with captions; other hosts say unsupported', async ({
    page,
  }) => {
    await openArticle(
      page,
      'value-at-risk-three-ways',
      'Value-at-Risk: Three Ways to Compute It (with Python)',
    );
    await expect(
      body(page).locator('iframe[src^="https://www.youtube-nocookie.com/embed/2SMkbMDypXI"]'),
    ).toHaveCount(1);

    await openArticle(
      page,
      'expected-shortfall-why-regulators-moved-to-it',
      'Expected Shortfall and Why Regulators Moved to It',
    );
    await expect(
      body(page).locator('iframe[src^="https://www.youtube-nocookie.com/embed/IqFCuKTEx94"]'),
    ).toHaveCount(1);
    const vimeo = body(page).locator('iframe[src^="https://player.vimeo.com/video/347119375"]');
    await vimeo.scrollIntoViewIfNeeded();
    await expect(vimeo).toBeVisible();
    await expect(figure(page, /^Webinar recording: Expected Shortfall under the FRTB/)).toBeVisible();

    await openArticle(page, 'monte-carlo-simulation-for-beginners', 'Monte Carlo Simulation for Beginners');
    const unsupported = body(page).getByText(
      'Unsupported video URL: https://www.dailymotion.com/video/x8abc12',
    );
    await unsupported.scrollIntoViewIfNeeded();
    await expect(unsupported).toBeVisible();
    await expect(body(page).locator('iframe[src*="dailymotion"]')).toHaveCount(0);
  });

  test('image: responsive, with alt text and caption', async ({ page }) => {
    await openArticle(page, 'monte-carlo-simulation-for-beginners', 'Monte Carlo Simulation for Beginners');
    const image = body(page).getByRole('img', {
      name: /^Bars and a rising line, suggesting simulated portfolio paths/,
    });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('srcset', /w=480.* 480w, .* 1200w$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(figure(page, /^Each simulated path is one possible future/)).toBeVisible();
  });

  test('links: /knowledge/ and /authors/ links stay in the app; others open in a new tab', async ({
    page,
  }) => {
    await openArticle(page, 'monte-carlo-simulation-for-beginners', 'Monte Carlo Simulation for Beginners');
    await expect(body(page).locator('a[href="/team/mei-chen"]').first()).toBeAttached();
    const external = body(page).locator('a[href^="https://numpy.org/"]');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const internal = body(page).locator('a[href="/knowledge/value-at-risk-three-ways"]').first();
    await internal.scrollIntoViewIfNeeded();
    await internal.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Value-at-Risk: Three Ways to Compute It (with Python)' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('hostile post', () => {
  test('no live script links, no foreign frames or videos, no poll, no duplicates', async ({ page }) => {
    await openArticle(
      page,
      'archive-islamic-microfinance-field-notes',
      'From the Archive: Islamic Microfinance Field Notes',
    );
    const article = body(page);
    await expect(article.getByText('Unknown Date')).toBeVisible();
    await expect(
      page.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]'),
    ).toHaveCount(0);
    await expect(article.getByText('download the field report')).toBeVisible();
    await expect(article.getByRole('link', { name: /download the field report/ })).toHaveCount(0);
    await expect(article.getByRole('link', { name: /original survey form/ })).toHaveCount(0);
    await expect(page.locator('iframe[src*="evil.example"], video, embed, object')).toHaveCount(0);
    await expect(article.locator('iframe')).toHaveCount(0);
    await expect(page.getByText(/<iframe|<video/)).toHaveCount(0);
    await expect(page.getByText('Should QuantEthic run a short course on Islamic microfinance?')).toHaveCount(
      0,
    );
    await expect(article.getByText(/^Most borrowers we met used their first loan/)).toHaveCount(1);
    await expect(article.getByText(/^Error parsing chart data: /)).toBeVisible();
    await expect(article.getByText('clean_survey.py')).toHaveCount(0);
    // The safe in-app link is still live.
    await expect(article.getByRole('link', { name: 'Omar Farouk' }).first()).toHaveAttribute(
      'href',
      '/team/omar-farouk',
    );
  });
});

test.describe('on-demand code', () => {
  /** The JavaScript a page downloaded: from every origin, and from the knowledge remote alone. */
  function collectScripts(page: Page) {
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith('http://localhost:') && url.endsWith('.js')) {
        scripts.push(
          response.text().then(
            (text) => ({ url, text }),
            () => ({ url, text: '' }),
          ),
        );
      }
    });
    return async () => {
      const all = await Promise.all(scripts);
      const knowledge = `http://localhost:${TEST_PORTS.knowledge}/`;
      return {
        all: all.map((script) => script.text).join('\n'),
        knowledge: all
          .filter((script) => script.url.startsWith(knowledge))
          .map((script) => script.text)
          .join('\n'),
      };
    };
  }

  // Strings that only Chart.js and highlight.js contain.
  const CHART_JS = 'Canvas is already in use';
  const HIGHLIGHT_JS = 'Falling back to no-highlight mode';

  test('an article with neither a chart nor code never downloads the charting or highlighting code', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await openArticle(page, 'riba-gharar-maysir-explained', 'Riba, Gharar and Maysir Explained');
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('region', { name: 'Related Articles' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const code = await scripts();
    expect(code.all).not.toContain(CHART_JS);
    // highlight.js is a federation shared module, and the federation runtime currently loads every
    // shared module (the shell's copy) as soon as a remote starts — on every page. This remote
    // never asks for it without a code block.
    expect(code.knowledge).not.toContain(HIGHLIGHT_JS);
  });

  test('an article with a chart and code downloads both', async ({ page }) => {
    const scripts = collectScripts(page);
    await openArticle(page, 'monte-carlo-simulation-for-beginners', 'Monte Carlo Simulation for Beginners');
    await expect(body(page).locator('code.hljs').first()).toBeAttached();
    const chart = figure(page, /^Simulated waqf value/);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.getByRole('img')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const code = await scripts();
    expect(code.knowledge).toContain(CHART_JS);
    expect(code.all).toContain(HIGHLIGHT_JS);
    expect(await body(page).locator('code.hljs span[class^="hljs-"]').count()).toBeGreaterThan(0);
  });
});
