// A page's head (title, description, canonical URL, robots, Open Graph, Twitter card, JSON-LD)
// as data, and the one place that turns it into tags: deploy-time prerendering writes them into
// the served HTML (headHtml), the live page keeps them in sync on client navigation (applyHead).
// docs/decisions/0008-every-page-whole-in-its-served-html.md

import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '../i18n/locale';
import { siteHeadTexts } from '../ui/messages';
import type { JsonLd } from './json-ld';

/** Open Graph's name of each locale (og:locale). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ar: 'ar_AR' };

export const SITE_NAME = 'QuantEthic';
/** The home page's title, and the title of any page that has none of its own. */
export const HOME_TITLE = `${SITE_NAME} — Simplified Quantitative Finance and Ethical Modelling`;
/** The description of a page that has none of its own (English; shared's catalogue, `head.description`). */
export const DEFAULT_DESCRIPTION = siteHeadTexts(DEFAULT_LOCALE).description;

export interface SocialImage {
  /** Absolute, or a path on the site (made absolute with the site URL). */
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** SPEC §9: the social image of a page (a post) that has none. Served by the shell. */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  url: '/social-image.png',
  width: 1200,
  height: 630,
  alt: siteHeadTexts(DEFAULT_LOCALE).imageAlt,
};

export interface ArticleHead {
  /** ISO 8601 dates. */
  publishedTime?: string | null;
  modifiedTime?: string | null;
  /** The author's name, and the URL of their page (absolute or a path on the site). */
  author?: string | null;
  authorUrl?: string | null;
}

export interface PageHead {
  /** Page title without the site name; omitted on the home page. */
  title?: string | null;
  description?: string | null;
  /** The page's canonical path (e.g. '/knowledge/zakat'); the current path when omitted. */
  path?: string | null;
  /** Keep the page out of search engines (sign-in, dashboard, learning pages, content's noIndex). */
  noIndex?: boolean;
  /** The social image; DEFAULT_SOCIAL_IMAGE when omitted or null. */
  image?: SocialImage | null;
  type?: 'website' | 'article' | 'profile';
  article?: ArticleHead | null;
  /** schema.org structured data (json-ld.ts builds it). */
  jsonLd?: readonly JsonLd[];
  /**
   * The language of the page's content (its document's; English for a document without one). A
   * page of one edition showing content in another — the Arabic page of a document not translated
   * yet — duplicates the other edition's page: it is kept out of search engines.
   */
  language?: Locale;
  /** Alternate versions, e.g. the knowledge hub's feed. */
  alternates?: readonly { type: string; title: string; href: string }[];
}

/** Where the page lives: the site's public URL ('' falls back to the page's own origin). */
export interface HeadSite {
  siteUrl: string;
  siteName?: string;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; json: JsonLd };

/** The attribute marking the tags a page owns (the live page replaces exactly those). */
export const HEAD_ATTRIBUTE = 'data-qe-head';

/** A site URL without its trailing slash. */
export const siteOrigin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** One form per page: no query or fragment, no trailing slash (except '/'), single slashes. */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const single = `/${bare.split('/').filter(Boolean).join('/')}`;
  return single;
}

/** An absolute URL for `url` (already absolute, or a path on the site). */
export function absoluteUrl(url: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${siteOrigin(siteUrl)}${url.startsWith('/') ? '' : '/'}${url}`;
}

export const fullTitle = (title: string | null | undefined, siteName = SITE_NAME) =>
  title ? `${title} | ${siteName}` : siteName === SITE_NAME ? HOME_TITLE : siteName;

/** Whether a page is kept out of search engines: it says so, or it shows another edition's content. */
export function isNoIndex(
  head: Pick<PageHead, 'noIndex' | 'language'>,
  locale: Locale = DEFAULT_LOCALE,
): boolean {
  return Boolean(head.noIndex) || (head.language !== undefined && head.language !== locale);
}

/**
 * The tags of a page's head, in document order, in `locale`'s edition: the page's path (its own,
 * or `currentPath`) is its path inside the edition ('/about'); its URL is the edition's ('/ar/about'),
 * and every edition of the page is named (hreflang alternates, English the default).
 */
export function headTags(
  head: PageHead,
  site: HeadSite,
  currentPath = '/',
  locale: Locale = DEFAULT_LOCALE,
): HeadTag[] {
  const siteName = site.siteName || SITE_NAME;
  const title = fullTitle(head.title, siteName);
  // A page without a description or image of its own gets the site's, in its edition's language
  // (shared's texts: the shell and the deploy's render have them before a page is rendered).
  const siteTexts = siteHeadTexts(locale);
  const description = head.description?.trim() || siteTexts.description;
  const path = canonicalPath(head.path ?? currentPath);
  const editionUrl = (edition: Locale) => absoluteUrl(localizedPath(edition, path), site.siteUrl);
  const url = editionUrl(locale);
  const image = head.image ?? { ...DEFAULT_SOCIAL_IMAGE, alt: siteTexts.imageAlt };
  const imageUrl = absoluteUrl(image.url, site.siteUrl);
  const type = head.type ?? 'website';
  const meta = (key: 'name' | 'property', name: string, content: string | null | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : [];
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    ...meta('name', 'description', description),
    ...meta('name', 'robots', isNoIndex(head, locale) ? 'noindex, nofollow' : 'index, follow'),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...LOCALES.map(
      (edition): HeadTag => ({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: edition, href: editionUrl(edition) },
      }),
    ),
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: editionUrl(DEFAULT_LOCALE) } },
    ...meta('property', 'og:site_name', siteName),
    ...meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((edition) => edition !== locale).flatMap((edition) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[edition]),
    ),
    ...meta('property', 'og:type', type),
    ...meta('property', 'og:title', head.title || title),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:image', imageUrl),
    ...meta('property', 'og:image:width', String(image.width)),
    ...meta('property', 'og:image:height', String(image.height)),
    ...meta('property', 'og:image:alt', image.alt ?? head.title ?? siteName),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', head.title || title),
    ...meta('name', 'twitter:description', description),
    ...meta('name', 'twitter:image', imageUrl),
  ];
  if (type === 'article' && head.article) {
    const { publishedTime, modifiedTime, author, authorUrl } = head.article;
    tags.push(
      ...meta('property', 'article:published_time', publishedTime),
      ...meta('property', 'article:modified_time', modifiedTime),
      ...meta('property', 'article:author', authorUrl ? absoluteUrl(authorUrl, site.siteUrl) : author),
    );
  }
  for (const alternate of head.alternates ?? [])
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: alternate.type,
        title: alternate.title,
        href: absoluteUrl(alternate.href, site.siteUrl),
      },
    });
  for (const json of head.jsonLd ?? [])
    tags.push({ tag: 'script', json: jsonLdInEdition(json, site.siteUrl, locale) });
  return tags;
}

/** The schema.org properties whose value is a page's URL (not a file's: image, logo…). */
const PAGE_URL_KEYS = new Set(['url', 'item', 'mainEntityOfPage']);
/** A path that names a file (an image, the feed, a PDF), the same in every edition. */
const FILE_PATH = /\.[a-z0-9]{2,5}$/i;

/**
 * Structured data as a page of `locale`'s edition gives it: the remotes build it with the pages'
 * paths ('/knowledge', '/team/amina-hassan'), and on an Arabic page each of the site's pages it
 * names — breadcrumbs, the article, its author — is the Arabic one ('/ar/knowledge'), as its
 * canonical URL is. Files and other sites' URLs stay as they are.
 */
function jsonLdInEdition(json: JsonLd, siteUrl: string, locale: Locale): JsonLd {
  if (locale === DEFAULT_LOCALE) return json;
  const origin = siteOrigin(siteUrl);
  const localize = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(localize);
    if (!value || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    if (object['@type'] === 'ImageObject') return object;
    return Object.fromEntries(
      Object.entries(object).map(([key, entry]) => {
        if (
          PAGE_URL_KEYS.has(key) &&
          typeof entry === 'string' &&
          (entry === origin || entry.startsWith(`${origin}/`))
        ) {
          const path = entry.slice(origin.length) || '/';
          return [key, FILE_PATH.test(path) ? entry : absoluteUrl(localizedPath(locale, path), siteUrl)];
        }
        return [key, localize(entry)];
      }),
    );
  };
  return localize(json) as JsonLd;
}

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', '&quot;');
/** JSON inside `<script>`: nothing in it may close the element or break a line terminator. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** The tags as HTML, for the served page. Each carries HEAD_ATTRIBUTE. */
export function headHtml(tags: readonly HeadTag[]): string {
  const attributes = (attrs: Record<string, string>) =>
    Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title ${HEAD_ATTRIBUTE}>${escapeText(tag.text)}</title>`;
        case 'meta':
          return `<meta ${HEAD_ATTRIBUTE}${attributes(tag.attrs)}>`;
        case 'link':
          return `<link ${HEAD_ATTRIBUTE}${attributes(tag.attrs)}>`;
        default:
          return `<script ${HEAD_ATTRIBUTE} type="application/ld+json">${scriptJson(tag.json)}</script>`;
      }
    })
    .join('');
}

/**
 * Replaces the page's head tags in a live document with these: the served page's own (marked with
 * HEAD_ATTRIBUTE) and any untagged title, description or robots left from an older page.
 */
export function applyHead(tags: readonly HeadTag[], doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(
    `[${HEAD_ATTRIBUTE}], title, meta[name="description"], meta[name="robots"], link[rel="canonical"]`,
  ))
    element.remove();
  for (const tag of tags) {
    let element: HTMLElement;
    if (tag.tag === 'title') {
      element = doc.createElement('title');
      element.textContent = tag.text;
    } else if (tag.tag === 'script') {
      element = doc.createElement('script');
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.json);
    } else {
      element = doc.createElement(tag.tag);
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    }
    element.setAttribute(HEAD_ATTRIBUTE, '');
    doc.head.append(element);
  }
}
