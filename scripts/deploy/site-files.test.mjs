// The files a deployment publishes for crawlers: the sitemap (split into an index past 50,000
// URLs), robots.txt, and the rules on which files a remote may publish.
import { describe, expect, it } from 'vitest';
import {
  DISALLOWED_PATHS,
  isDisallowed,
  isPrivateSection,
  MAX_SITEMAP_URLS,
  matchesRule,
  publishableFiles,
  robotsTxt,
  sitemapFiles,
} from './site-files.mjs';

const locs = (xml) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemapFiles', () => {
  it('lists home and every indexable page once, as absolute URLs with their last change', () => {
    const files = sitemapFiles(
      [
        { path: '/courses', lastModified: '2026-02-01T00:00:00Z' },
        { path: '/courses/a', lastModified: 'not a date' },
        { path: '/courses/a/learn', indexable: false },
        { path: '/courses' },
        { path: '/knowledge/q&a' },
      ],
      'https://quantethic.example/',
    );
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    const xml = files['sitemap.xml'];
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual([
      'https://quantethic.example/',
      'https://quantethic.example/courses',
      'https://quantethic.example/courses/a',
      'https://quantethic.example/knowledge/q&amp;a',
    ]);
    expect(xml).toContain(
      '<loc>https://quantethic.example/courses</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('<loc>https://quantethic.example/courses/a</loc></url>');
  });

  it('keeps a site URL with a path, and gives nothing without an absolute site URL', () => {
    expect(locs(sitemapFiles([{ path: '/about' }], 'https://example.org/qe')['sitemap.xml'])).toEqual([
      'https://example.org/qe/',
      'https://example.org/qe/about',
    ]);
    expect(sitemapFiles([{ path: '/about' }], '')).toEqual({});
    expect(sitemapFiles([{ path: '/about' }], '/relative')).toEqual({});
  });

  it('past 50,000 URLs, writes numbered sitemaps of at most 50,000 and an index naming them', () => {
    expect(MAX_SITEMAP_URLS).toBe(50_000);
    const entries = Array.from({ length: 120_000 }, (_, i) => ({
      path: `/knowledge/post-${i}`,
      lastModified: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    }));
    const files = sitemapFiles(entries, 'https://qe.example');
    expect(Object.keys(files).sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    const index = files['sitemap.xml'];
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://qe.example/sitemap-1.xml',
      'https://qe.example/sitemap-2.xml',
      'https://qe.example/sitemap-3.xml',
    ]);
    const parts = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].map((name) => locs(files[name]));
    expect(parts.map((urls) => urls.length)).toEqual([50_000, 50_000, 20_001]);
    // Every URL once, in order: home, then the pages.
    const all = parts.flat();
    expect(new Set(all).size).toBe(120_001);
    expect(all[0]).toBe('https://qe.example/');
    expect(all.at(-1)).toBe('https://qe.example/knowledge/post-119999');
    // Each part's lastmod in the index is its newest page's.
    expect(index).toContain(
      `<loc>https://qe.example/sitemap-3.xml</loc><lastmod>${entries.at(-1).lastModified}</lastmod>`,
    );
  });

  it('stays one sitemap at exactly 50,000 URLs', () => {
    const entries = Array.from({ length: 49_999 }, (_, i) => ({ path: `/p-${i}` }));
    expect(Object.keys(sitemapFiles(entries, 'https://qe.example'))).toEqual(['sitemap.xml']);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps crawlers off sign-in, account, learning and certificate pages, in both editions', () => {
    const robots = robotsTxt('https://qe.example/');
    expect(robots).toBe(
      [
        'User-agent: *',
        'Disallow: /login',
        'Disallow: /signup',
        'Disallow: /dashboard',
        'Disallow: /forgot-password',
        'Disallow: /reset-password',
        'Disallow: /courses/',
        'Disallow: /ar/login',
        'Disallow: /ar/signup',
        'Disallow: /ar/dashboard',
        'Disallow: /ar/forgot-password',
        'Disallow: /ar/reset-password',
        'Disallow: /ar/courses/',
        '',
        'Sitemap: https://qe.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists every edition of a page with its alternates, and the Arabic private pages are kept off too', () => {
    const files = sitemapFiles(
      [
        { path: '/about', alternates: { en: '/about', ar: '/ar/about' } },
        { path: '/ar/about', alternates: { en: '/about', ar: '/ar/about' } },
      ],
      'https://qe.example',
      {
        homes: [
          { path: '/', alternates: { en: '/', ar: '/ar' } },
          { path: '/ar', alternates: { en: '/', ar: '/ar' } },
        ],
      },
    );
    const xml = files['sitemap.xml'];
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://qe.example/ar/about</loc><xhtml:link rel="alternate" hreflang="en" href="https://qe.example/about"/><xhtml:link rel="alternate" hreflang="ar" href="https://qe.example/ar/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://qe.example/about"/></url>',
    );
    expect(xml).toContain('<url><loc>https://qe.example/ar</loc>');
    expect(isDisallowed('/ar/login')).toBe(true);
    expect(isDisallowed('/ar/courses/x/learn')).toBe(true);
    expect(isDisallowed('/ar/courses')).toBe(false);
  });

  it('matches paths as crawlers do (a rule is a prefix, * any characters)', () => {
    const blocked = (p) => DISALLOWED_PATHS.some((rule) => matchesRule(p, rule));
    expect(blocked('/courses/islamic-finance/learn')).toBe(true);
    expect(blocked('/courses/islamic-finance/certificate')).toBe(true);
    expect(blocked('/dashboard')).toBe(true);
    // A course's page needs a sign-in too; the catalogue is public.
    expect(blocked('/courses/islamic-finance')).toBe(true);
    expect(blocked('/courses')).toBe(false);
    expect(matchesRule('/courses/islamic-finance/learn', '/courses/*/learn')).toBe(true);
    expect(matchesRule('/courses/islamic-finance', '/courses/*/learn')).toBe(false);
    expect(blocked('/knowledge/learn-more')).toBe(false);
    expect(isPrivateSection(['/login', '/signup', '/dashboard', '/forgot-password', '/reset-password'])).toBe(
      true,
    );
    expect(isPrivateSection(['/about', '/team'])).toBe(false);
    expect(isPrivateSection([])).toBe(false);
  });
});

describe('publishableFiles', () => {
  const options = { remote: 'knowledge', prefixes: ['/knowledge'], log: () => {} };
  it('keeps safe files in the remote’s own section, once each', () => {
    const feed = { path: '/knowledge/feed.xml', type: 'application/rss+xml; charset=utf-8', body: '<rss/>' };
    expect(
      publishableFiles(
        [
          feed,
          { ...feed, body: 'second' },
          { path: '/knowledge.xml', type: 'text/xml', body: '' },
          { path: '/knowledge/feed', type: 'text/xml', body: '' },
          { path: '/knowledge/Feed.xml', type: 'text/xml', body: '' },
          { path: '/knowledge/a.xml', type: 'text/xml";x', body: '' },
          { path: '/knowledge/b.xml', type: 'text/xml', body: 42 },
          null,
        ],
        options,
      ),
    ).toEqual([feed]);
    expect(publishableFiles('nonsense', options)).toEqual([]);
  });
});
