// The knowledge hub's RSS 2.0 feed (https://www.rssboard.org/rss-specification), published at
// deploy time next to the prerendered pages (src/prerender.tsx) and linked from the hub and every
// article (<link rel="alternate" type="application/rss+xml">).
import { isRecord, text } from '@quantethic/kit/content';
import { absoluteUrl } from '@quantethic/shared';
import { slugOf, tagsOf, UNTITLED } from '../../lib/post';
import { FEED, HUB_DESCRIPTION } from '../../lib/seo';

const ATOM = 'http://www.w3.org/2005/Atom';
const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates) are dropped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text or an attribute value, escaped for XML. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An ISO 8601 date as RFC 822 (RSS's date format), or null when it is not a date. */
export function rfc822(value: unknown): string | null {
  const raw = text(value);
  const time = raw ? Date.parse(raw) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toUTCString();
}

const element = (name: string, value: string | null | undefined, attributes = '') =>
  value ? `<${name}${attributes}>${escapeXml(value)}</${name}>` : '';

/**
 * The feed of `posts` (raw, newest first), with absolute URLs on `siteUrl`: a channel (title,
 * link, description, atom:link to itself, the newest change as lastBuildDate) and an item per
 * post (title, link, permalink guid, pubDate, summary, author as dc:creator, tags).
 */
export function knowledgeFeed(posts: readonly unknown[], siteUrl: string): string {
  const items: string[] = [];
  let lastChange = 0;
  for (const raw of posts) {
    if (!isRecord(raw)) continue;
    const title = text(raw.title) ?? UNTITLED;
    const link = absoluteUrl(`/knowledge/${slugOf(raw).slug}`, siteUrl);
    const updated = Date.parse(text(raw._updatedAt) ?? '');
    if (!Number.isNaN(updated)) lastChange = Math.max(lastChange, updated);
    const author = isRecord(raw.author) ? text(raw.author.name) : null;
    items.push(
      [
        '<item>',
        element('title', title),
        element('link', link),
        element('guid', link, ' isPermaLink="true"'),
        element('pubDate', rfc822(raw.date) ?? rfc822(raw._createdAt)),
        element('description', text(raw.summary)),
        element('dc:creator', author),
        ...tagsOf(raw.tags).map((tag) => element('category', tag)),
        '</item>',
      ].join(''),
    );
  }
  const hub = absoluteUrl('/knowledge', siteUrl);
  const self = absoluteUrl(FEED.href, siteUrl);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<rss version="2.0" xmlns:atom="${ATOM}" xmlns:dc="${DUBLIN_CORE}">`,
    '<channel>',
    element('title', FEED.title),
    element('link', hub),
    element('description', HUB_DESCRIPTION),
    element('language', 'en'),
    `<atom:link href="${escapeXml(self)}" rel="self" type="${FEED.type}"/>`,
    lastChange ? element('lastBuildDate', new Date(lastChange).toUTCString()) : '',
    ...items,
    '</channel>',
    '</rss>\n',
  ].join('');
}
