import { expect, type Page, test } from '../support/test';

// What a crawler or a social network gets from the deployment (nginx, prerendered at deploy time):
// /sitemap.xml, /robots.txt and the knowledge hub's feed, checked with Chromium's own XML parser,
// and for every URL in the sitemap the served HTML — fetched without running any JavaScript —
// with a head of its own (title, description, canonical, Open Graph, Twitter card) and the
// schema.org JSON-LD search engines read, with the properties each type requires.

const HOME_TITLE = 'QuantEthic — Simplified Quantitative Finance and Ethical Modelling';
const FEED_PATH = '/knowledge/feed.xml';
const FEED_TYPE = /^application\/(rss|atom)\+xml/;

/** Parses XML with the browser's own parser; a parse error fails with the parser's message. */
async function parseXml<T>(page: Page, xml: string, read: string): Promise<T> {
  // `read` is the body of a function of the parsed document, run in the page.
  return page.evaluate(
    ({ xml, read }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.querySelector('parsererror');
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return new Function('doc', read)(doc);
    },
    { xml, read },
  ) as Promise<T>;
}

type Request = Parameters<Parameters<typeof test>[2]>[0]['request'];

async function get(request: Request, url: string) {
  const response = await request.get(url, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(response.status(), url).toBe(200);
  return { type: response.headers()['content-type'] ?? '', body: await response.text() };
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

/** Every URL of the sitemap (following a sitemap index), each checked as the protocol says. */
async function sitemapUrls(page: Page, request: Request, site: string): Promise<SitemapUrl[]> {
  const { type, body } = await get(request, `${site}/sitemap.xml`);
  expect(type).toMatch(/^(application|text)\/xml/);
  const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const top = await parseXml<{ root: string; ns: string; locs: string[] }>(
    page,
    body,
    `const root = doc.documentElement;
     return { root: root.localName, ns: root.namespaceURI,
       locs: [...root.children].map((child) => child.getElementsByTagNameNS(root.namespaceURI, 'loc')[0]?.textContent ?? '') };`,
  );
  expect(top.ns).toBe(NS);
  const files = top.root === 'sitemapindex' ? top.locs : [`${site}/sitemap.xml`];
  if (top.root !== 'sitemapindex') expect(top.root).toBe('urlset');
  const urls: SitemapUrl[] = [];
  for (const file of files) {
    expect(file.startsWith(`${site}/`), file).toBe(true);
    const xml = file === `${site}/sitemap.xml` ? body : (await get(request, file)).body;
    const part = await parseXml<{ ns: string; root: string; urls: SitemapUrl[] }>(
      page,
      xml,
      `const root = doc.documentElement;
       const read = (url, name) => url.getElementsByTagNameNS(root.namespaceURI, name)[0]?.textContent ?? null;
       return { ns: root.namespaceURI, root: root.localName,
         urls: [...root.children].map((url) => ({ loc: read(url, 'loc'), lastmod: read(url, 'lastmod') })) };`,
    );
    expect(part).toMatchObject({ ns: NS, root: 'urlset' });
    expect(part.urls.length).toBeLessThanOrEqual(50_000);
    urls.push(...part.urls);
  }
  return urls;
}

test('the sitemap lists every public page once, as absolute URLs with valid dates', async ({
  page,
  request,
  baseURL,
}) => {
  const site = String(baseURL);
  const urls = await sitemapUrls(page, request, site);
  const locs = urls.map((url) => url.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const { loc, lastmod } of urls) {
    expect(loc.startsWith(`${site}/`), loc).toBe(true);
    if (lastmod !== null) expect(Number.isNaN(Date.parse(lastmod)), `${loc} lastmod ${lastmod}`).toBe(false);
  }
  const paths = locs.map((loc) => new URL(loc).pathname);
  // The fixed public pages, and pages of every kind the content has.
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/courses',
      '/knowledge',
      '/consulting',
      '/contact',
      '/knowledge/what-is-murabaha',
    ]),
  );
  // Never a page kept from search engines.
  for (const path of paths)
    expect(path).not.toMatch(
      /^\/(login|signup|dashboard|forgot-password|reset-password|thank-you)\b|\/(learn|certificate)$/,
    );
});

test('robots.txt points at the sitemap and keeps crawlers off sign-in, account and learning pages', async ({
  request,
  baseURL,
}) => {
  const { type, body } = await get(request, `${baseURL}/robots.txt`);
  expect(type).toMatch(/^text\/plain/);
  const lines = body.split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const rule of ['/login', '/signup', '/dashboard', '/forgot-password', '/reset-password', '/courses/'])
    expect(lines).toContain(`Disallow: ${rule}`);
  expect(lines).not.toContain('Disallow: /');
});

test("the knowledge hub's feed is well-formed, lists its articles, and the hub and articles link to it", async ({
  page,
  request,
  baseURL,
}) => {
  const site = String(baseURL);
  const { type, body } = await get(request, `${site}${FEED_PATH}`);
  expect(type).toMatch(FEED_TYPE);
  const feed = await parseXml<{
    root: string;
    version: string | null;
    title: string;
    link: string;
    items: { title: string; link: string; date: string }[];
  }>(
    page,
    body,
    `const root = doc.documentElement;
     const text = (el, name) => [...el.children].find((c) => c.localName === name)?.textContent?.trim() ?? '';
     if (root.localName === 'rss') {
       const channel = [...root.children].find((c) => c.localName === 'channel');
       return { root: 'rss', version: root.getAttribute('version'), title: text(channel, 'title'), link: text(channel, 'link'),
         description: text(channel, 'description'),
         items: [...channel.children].filter((c) => c.localName === 'item').map((item) => ({
           title: text(item, 'title'), link: text(item, 'link'), date: text(item, 'pubDate') })) };
     }
     const link = (el) => [...el.children].find((c) => c.localName === 'link' && (c.getAttribute('rel') ?? 'alternate') === 'alternate')?.getAttribute('href') ?? '';
     return { root: root.localName, version: root.namespaceURI, title: text(root, 'title'), link: link(root),
       items: [...root.children].filter((c) => c.localName === 'entry').map((entry) => ({
         title: text(entry, 'title'), link: link(entry), date: text(entry, 'updated') })) };`,
  );
  if (feed.root === 'rss') expect(feed.version).toBe('2.0');
  else expect(feed).toMatchObject({ root: 'feed', version: 'http://www.w3.org/2005/Atom' });
  expect(feed.title).not.toBe('');
  expect(feed.link.startsWith(site)).toBe(true);
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) {
    expect(item.title).not.toBe('');
    expect(item.link).toMatch(new RegExp(`^${site}/knowledge/[a-z0-9-]+$`));
    expect(Number.isNaN(Date.parse(item.date)), `${item.link} date ${item.date}`).toBe(false);
  }
  expect(feed.items.map((item) => item.title)).toContain('What Is Murabaha?');

  // The hub and an article announce the feed in their served HTML.
  for (const path of ['/knowledge', '/knowledge/what-is-murabaha']) {
    const html = (await get(request, `${site}${path}`)).body;
    const alternates = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
        type: link.getAttribute('type'),
        href: link.getAttribute('href'),
      }));
    }, html);
    expect(alternates, path).toContainEqual({
      type: expect.stringMatching(FEED_TYPE),
      href: `${site}${FEED_PATH}`,
    });
  }
});

/** What one served page's head says, read with the browser's HTML parser (no script runs). */
interface ServedHead {
  titles: string[];
  meta: Record<string, string[]>;
  canonical: string[];
  jsonLd: unknown[];
  jsonLdErrors: string[];
}

const readHead = (page: Page, html: string) =>
  page.evaluate((html): ServedHead => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const meta: Record<string, string[]> = {};
    for (const element of doc.head.querySelectorAll('meta[name], meta[property]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
      meta[key] = [...(meta[key] ?? []), element.getAttribute('content') ?? ''];
    }
    const jsonLd: unknown[] = [];
    const jsonLdErrors: string[] = [];
    for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        jsonLd.push(JSON.parse(script.textContent ?? ''));
      } catch (error) {
        jsonLdErrors.push(String(error));
      }
    }
    return {
      titles: [...doc.querySelectorAll('title')].map((title) => title.textContent ?? ''),
      meta,
      canonical: [...doc.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      jsonLd,
      jsonLdErrors,
    };
  }, html);

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node) => [node['@type']].flat().map(String);

/** Every typed node of the page's JSON-LD (top-level, in @graph, in lists). */
function topNodes(values: unknown[]): Node[] {
  const nodes: Node[] = [];
  for (const value of values.flat()) {
    if (!isObject(value)) continue;
    if (Array.isArray(value['@graph'])) nodes.push(...topNodes(value['@graph']));
    else nodes.push(value);
  }
  return nodes;
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The problems with one JSON-LD node, by the properties its type requires (Google's rich results). */
function nodeProblems(node: Node, where: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${typesOf(node).join('/')} ${what}`);
  };
  const named = (value: unknown) => isObject(value) && present(value.name);
  for (const type of typesOf(node)) {
    switch (type) {
      case 'Organization':
        need(present(node.name), 'has no name');
        need(isAbsolute(node.url), 'has no absolute url');
        break;
      case 'WebSite':
        need(present(node.name), 'has no name');
        need(isAbsolute(node.url), 'has no absolute url');
        break;
      case 'Course':
        need(present(node.name), 'has no name');
        need(present(node.description), 'has no description');
        need(named(node.provider), 'has no provider with a name');
        need(
          [node.hasCourseInstance]
            .flat()
            .some((instance) => isObject(instance) && present(instance.courseMode)),
          'has no hasCourseInstance with a courseMode',
        );
        break;
      case 'ItemList': {
        const items = node.itemListElement;
        need(Array.isArray(items) && items.length > 0, 'has no itemListElement');
        if (Array.isArray(items))
          items.forEach((item, index) => {
            need(
              isObject(item) && item.position === index + 1,
              `item ${index + 1} has no position ${index + 1}`,
            );
            const inner = isObject(item) ? item.item : undefined;
            need(
              isObject(inner) || isAbsolute(inner) || (isObject(item) && isAbsolute(item.url)),
              `item ${index + 1} has no item or url`,
            );
            if (isObject(inner)) problems.push(...nodeProblems(inner, `${where} item ${index + 1}`));
          });
        break;
      }
      case 'Article':
      case 'BlogPosting':
        need(present(node.headline), 'has no headline');
        need([node.image].flat().some(isAbsolute), 'has no absolute image');
        need(isDate(node.datePublished), 'has no datePublished');
        need(isDate(node.dateModified), 'has no dateModified');
        need(
          [node.author]
            .flat()
            .some(
              (author) =>
                isObject(author) &&
                typesOf(author).some((t) => t === 'Person' || t === 'Organization') &&
                present(author.name) &&
                isAbsolute(author.url),
            ),
          'has no author (Person or Organization) with a name and an absolute url',
        );
        break;
      case 'Person':
        need(present(node.name), 'has no name');
        need(isAbsolute(node.url), 'has no absolute url');
        break;
      case 'Service':
        need(present(node.name), 'has no name');
        need(named(node.provider), 'has no provider with a name');
        break;
      case 'BreadcrumbList': {
        const items = node.itemListElement;
        need(Array.isArray(items) && items.length > 1, 'has fewer than two crumbs');
        if (Array.isArray(items))
          items.forEach((item, index) => {
            need(
              isObject(item) && item.position === index + 1,
              `crumb ${index + 1} has no position ${index + 1}`,
            );
            need(isObject(item) && present(item.name), `crumb ${index + 1} has no name`);
            // The last crumb (the page itself) may go without its URL.
            if (index < items.length - 1)
              need(isObject(item) && isAbsolute(item.item), `crumb ${index + 1} has no absolute item`);
          });
        break;
      }
    }
  }
  return problems;
}

/** The JSON-LD types a page must carry, by its path. */
function requiredTypes(path: string): string[] {
  if (path === '/') return ['Organization', 'WebSite'];
  if (path === '/courses') return ['ItemList'];
  if (/^\/knowledge\/[^/]+$/.test(path)) return ['Article', 'BreadcrumbList'];
  if (/^\/team\/[^/]+$/.test(path)) return ['Person', 'BreadcrumbList'];
  if (path === '/consulting') return ['Service'];
  return [];
}

/** Everything wrong with one page's served head. */
function headProblems(url: string, head: ServedHead, site: string): string[] {
  const problems: string[] = [];
  const path = new URL(url).pathname;
  const one = (key: string) => head.meta[key]?.[0] ?? '';
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${path}: ${what}`);
  };
  need(head.titles.length === 1 && (head.titles[0] ?? '').trim() !== '', `has ${head.titles.length} titles`);
  need(path === '/' || head.titles[0] !== HOME_TITLE, 'has the generic title');
  need(
    head.meta.description?.length === 1 && one('description').trim() !== '',
    'has no single meta description',
  );
  need(
    head.canonical.length === 1 && head.canonical[0] === url,
    `canonical ${head.canonical.join(', ') || 'missing'}`,
  );
  need(!/noindex/i.test(one('robots')), 'is in the sitemap but says noindex');
  for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'twitter:card'])
    need(one(key).trim() !== '', `has no ${key}`);
  need(one('og:url') === url, `og:url ${one('og:url') || 'missing'}`);
  need(isAbsolute(one('og:image')), `og:image ${one('og:image') || 'missing'} is not absolute`);
  need(
    /^\d+$/.test(one('og:image:width')) && /^\d+$/.test(one('og:image:height')),
    'og:image has no width and height',
  );
  if (/^\/knowledge\/[^/]+$/.test(path)) {
    need(one('og:type') === 'article', `og:type ${one('og:type')} on an article`);
    need(isDate(one('article:published_time')), 'has no article:published_time');
    need(one('article:author') !== '', 'has no article:author');
  }
  for (const error of head.jsonLdErrors) problems.push(`${path}: JSON-LD does not parse (${error})`);
  const nodes = topNodes(head.jsonLd);
  for (const type of requiredTypes(path))
    need(
      nodes.some((node) => typesOf(node).includes(type)),
      `has no ${type} JSON-LD`,
    );
  for (const node of nodes) problems.push(...nodeProblems(node, path));
  // Nothing in a served page points at another origin for the site's own URLs.
  need(
    head.canonical.every((href) => href.startsWith(site)),
    'canonical on another origin',
  );
  return problems;
}

test('every page in the sitemap is served with a head of its own and valid structured data', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const site = String(baseURL);
  const urls = (await sitemapUrls(page, request, site)).map((url) => url.loc);
  expect(urls.length).toBeGreaterThan(10);
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const url of urls) {
    const { type, body } = await get(request, url);
    expect(type, url).toMatch(/^text\/html/);
    const head = await readHead(page, body);
    problems.push(...headProblems(url, head, site));
    const title = head.titles[0] ?? '';
    if (titles.has(title)) problems.push(`${new URL(url).pathname}: same title as ${titles.get(title)}`);
    else titles.set(title, new URL(url).pathname);
  }
  expect(problems, `${problems.length} problems over ${urls.length} URLs`).toEqual([]);
});
