import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { DEFAULT_SITE_CONFIG, normalizeSlug, type SiteConfig } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import prerenderer from './prerender';
import { parseXml } from './testing/xml';

const api = setupContentApi();
const SITE = 'https://quantethic.example';
const config = (siteUrl = SITE): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, siteUrl, content: api.config() });

type Doc = { _id: string; title?: string; slug?: { current?: string }; date?: string; _updatedAt: string };
const posts = () => api.documents('knowledgePost') as unknown as Doc[];

/** The head's tags of a snapshot, parsed as a browser would. */
function head(html: string | undefined) {
  const doc = new DOMParser().parseFromString(`<head>${html ?? ''}</head>`, 'text/html');
  return {
    meta: (key: string) =>
      doc.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content,
    link: (rel: string) => doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]:not([hreflang])`),
    title: doc.title,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}

describe('knowledge prerender (deploy time)', () => {
  it('lists the hub and every article (no cap), each with when it last changed', async () => {
    const paths = await prerenderer.paths(config());
    const expected = posts().map((post) => ({
      path: `/knowledge/${normalizeSlug(post.slug?.current ?? '')}`,
      lastModified: post._updatedAt,
    }));
    expect(expected.length).toBeGreaterThan(10);
    const newest = expected
      .map((entry) => entry.lastModified)
      .sort()
      .at(-1);
    expect(paths[0]).toEqual({ path: '/knowledge', lastModified: newest });
    expect(paths.slice(1).toSorted((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      expected.toSorted((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  });

  it("renders an article with its own head: Article + BreadcrumbList, og:type article, the author's page", async () => {
    const snapshot = await prerenderer.render('/knowledge/value-at-risk-three-ways', config());
    expect(snapshot?.html).toMatch(/<h1[^>]*>Value-at-Risk: Three Ways to Compute It \(with Python\)<\/h1>/);
    expect(snapshot?.noIndex).toBe(false);
    const tags = head(snapshot?.head);
    expect(tags.title).toBe('Value-at-Risk: Three Ways to Compute It (with Python) | QuantEthic');
    expect(tags.meta('description')).toBeTruthy();
    expect(tags.link('canonical')?.href).toBe(`${SITE}/knowledge/value-at-risk-three-ways`);
    expect(tags.meta('og:type')).toBe('article');
    expect(tags.meta('og:image')).toMatch(/^http:\/\/localhost:\d+\/images\/.+h=630/);
    expect(tags.meta('article:published_time')).toBe('2024-06-18');
    expect(tags.meta('article:modified_time')).toBe('2024-07-02T13:30:00Z');
    expect(tags.meta('article:author')).toBe(`${SITE}/team/daniel-okafor`);
    expect(tags.link('alternate')?.href).toBe(`${SITE}/knowledge/feed.xml`);
    expect(tags.jsonLd.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(tags.jsonLd[0]).toMatchObject({
      headline: 'Value-at-Risk: Three Ways to Compute It (with Python)',
      image: [tags.meta('og:image')],
      datePublished: '2024-06-18',
      dateModified: '2024-07-02T13:30:00Z',
      author: { '@type': 'Person', name: 'Daniel Okafor', url: `${SITE}/team/daniel-okafor` },
    });
    // The page is regenerated when the post or its author changes.
    expect(snapshot?.documents).toEqual(expect.arrayContaining(['team-daniel-okafor']));
  });

  it('renders the hub with its feed link', async () => {
    const snapshot = await prerenderer.render('/knowledge', config());
    const tags = head(snapshot?.head);
    expect(tags.title).toBe('Knowledge Hub | QuantEthic');
    expect(tags.link('alternate')?.getAttribute('type')).toBe('application/rss+xml');
  });

  it("renders the home page's 'Knowledge Hub' widget with the three newest articles, under its content key", async () => {
    const widgets = await prerenderer.widgets?.(config());
    const widget = widgets?.['latest-articles'];
    expect(widget?.html).toContain('Knowledge Hub');
    const newest = posts()
      .filter((post) => post.date)
      .toSorted((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
      .slice(0, 3)
      .map((post) => post.title ?? '');
    for (const title of newest) expect(widget?.html).toContain(title.replaceAll("'", '&#x27;'));
    expect(Object.keys(widget?.content ?? {})).toEqual(['latest-posts']);
    expect(widget?.documents?.length).toBeGreaterThanOrEqual(3);
  });

  it('publishes the RSS feed at /knowledge/feed.xml: valid XML, an item per article, newest first', async () => {
    const files = (await prerenderer.files?.(config())) ?? [];
    expect(files.map(({ path, type }) => ({ path, type }))).toEqual([
      { path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8' },
    ]);
    const doc = parseXml(files[0]?.body ?? '');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(posts().length);
    const dates = items.map((item) => Date.parse(item.getElementsByTagName('pubDate')[0]?.textContent ?? ''));
    const dated = dates.filter((date) => !Number.isNaN(date));
    expect(dated).toEqual(dated.toSorted((a, b) => b - a));
    expect(items[0]?.getElementsByTagName('link')[0]?.textContent).toMatch(new RegExp(`^${SITE}/knowledge/`));
  });

  it('publishes no feed without a site URL to make its links absolute', async () => {
    expect(await prerenderer.files?.(config(''))).toEqual([]);
  });
});

describe('knowledge prerender: the Arabic edition (the content in Arabic, or English marked as such)', () => {
  /** The markup of a snapshot, parsed as a browser would. */
  const parse = (html: string | undefined) =>
    new DOMParser().parseFromString(`<body>${html ?? ''}</body>`, 'text/html');
  /** The language an element's text is marked with in the snapshot (null: the page's). */
  const langOf = (element: Element | null | undefined) =>
    element?.closest('[lang]')?.getAttribute('lang') ?? null;
  const dirOf = (element: Element | null | undefined) =>
    element?.closest('[dir]')?.getAttribute('dir') ?? null;
  /** The element holding the first paragraph of a post's body. */
  const firstParagraph = (doc: Document, id: string) => {
    const [post] = api
      .documents('knowledgePost', id.endsWith('__i18n_ar') ? 'ar' : 'en')
      .filter((d) => d._id === id);
    const body = (post?.body ?? []) as Array<{ _type: string; children?: Array<{ text: string }> }>;
    const block = body.find((item) => item._type === 'block' && item.children?.length);
    const words = (block?.children?.[0]?.text ?? '').trim().slice(0, 24);
    expect(words).not.toBe('');
    return [...doc.querySelectorAll('p')].find((p) => p.textContent?.includes(words));
  };

  it('lists the same pages as the English edition (slugs are the same in both languages)', async () => {
    const paths = await prerenderer.paths(config());
    expect(new Set(paths.map((entry) => (typeof entry === 'string' ? entry : entry.path))).size).toBe(
      paths.length,
    );
    expect(paths).toHaveLength(posts().length + 1);
  });

  it('renders a translated article in Arabic, its text in the page language (no lang of its own)', async () => {
    const snapshot = await prerenderer.render('/ar/knowledge/what-is-murabaha', config());
    const doc = parse(snapshot?.html);
    const title = doc.querySelector('h1');
    expect(title?.textContent).toBe('ما المرابحة؟');
    expect(langOf(title)).toBeNull();
    const paragraph = firstParagraph(doc, 'post-what-is-murabaha__i18n_ar');
    expect(paragraph).toBeDefined();
    expect(langOf(paragraph)).toBeNull();
    expect(snapshot?.noIndex).toBe(false);
    expect(snapshot?.documents).toEqual(expect.arrayContaining(['post-what-is-murabaha__i18n_ar']));
  });

  it('renders an untranslated article in English, its title, meta and body marked lang="en" dir="ltr"', async () => {
    const snapshot = await prerenderer.render('/ar/knowledge/value-at-risk-three-ways', config());
    const doc = parse(snapshot?.html);
    const title = doc.querySelector('h1');
    expect(title?.textContent).toBe('Value-at-Risk: Three Ways to Compute It (with Python)');
    expect(langOf(title)).toBe('en');
    expect(dirOf(title)).toBe('ltr');
    expect(langOf(doc.querySelector('a[href="/ar/team/daniel-okafor"]'))).toBe('en');
    const paragraph = firstParagraph(doc, 'post-value-at-risk-three-ways');
    expect(paragraph).toBeDefined();
    expect(langOf(paragraph)).toBe('en');
    expect(dirOf(paragraph)).toBe('ltr');
    // The page's own texts around it stay Arabic: the link back to the hub, the share buttons.
    const back = doc.querySelector('a[href="/ar/knowledge"]');
    expect(back?.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(langOf(back)).toBeNull();
    // Not translated yet: out of search engines.
    expect(snapshot?.noIndex).toBe(true);
  });

  it('finds the Arabic version of a post whose stored slug is not in normal form', async () => {
    const snapshot = await prerenderer.render('/ar/knowledge/sukuk-vs-conventional-bonds', config());
    const title = parse(snapshot?.html).querySelector('h1');
    expect(title?.textContent).toBe('الصكوك مقابل السندات التقليدية');
    expect(langOf(title)).toBeNull();
  });

  it('lists every post once on the Arabic hub, the English ones as cards marked lang="en"', async () => {
    const snapshot = await prerenderer.render('/ar/knowledge', config());
    const doc = parse(snapshot?.html);
    const cards = [...doc.querySelectorAll('article')];
    expect(cards).toHaveLength(Math.min(12, posts().length));
    const card = (slug: string) => doc.querySelector(`a[href="/ar/knowledge/${slug}"]`)?.closest('article');
    expect(card('what-is-murabaha')?.textContent).toContain('ما المرابحة؟');
    expect(card('what-is-murabaha')?.hasAttribute('lang')).toBe(false);
    expect(card('value-at-risk-three-ways')?.textContent).toContain('Value-at-Risk');
    expect(card('value-at-risk-three-ways')?.getAttribute('lang')).toBe('en');
    expect(card('value-at-risk-three-ways')?.getAttribute('dir')).toBe('ltr');
    expect(doc.body.textContent).not.toContain('What Is Murabaha?');
  });
});
