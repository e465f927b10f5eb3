// The files a deployment publishes for crawlers and feed readers, beside its pages:
//   /sitemap.xml  every public, indexable page (the remotes' prerender `paths()` + '/'), with
//                 `lastmod` from the content; past 50,000 URLs a sitemap index of /sitemap-<n>.xml
//   /robots.txt   points at the sitemap, keeps crawlers off sign-in, account and learning pages
//   the remotes' own files (`files()`, e.g. /knowledge/feed.xml), each with its Content-Type
// https://www.sitemaps.org/protocol.html, https://www.rfc-editor.org/rfc/rfc9309

import { EDITION_PREFIXES, editionOf } from '../lib/site.mjs';

/** Folder of the pages directory that holds these files, by their URL path (nginx, Firebase). */
export const FILES_DIR = 'files';
/** At most this many URLs in one sitemap (the protocol's limit). */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * Paths crawlers are kept off (robots.txt), as robots.txt patterns: sign-in and account pages, and
 * everything under a course (its page, learning and certificate pages need a sign-in, SPEC §6; the
 * catalogue at /courses lists every course for search engines).
 */
export const DISALLOWED_PATHS = [
  '/login',
  '/signup',
  '/dashboard',
  '/forgot-password',
  '/reset-password',
  '/courses/',
];

/** True when robots.txt keeps crawlers off this path (in any edition: /ar/login too). */
export const isDisallowed = (pathname) =>
  DISALLOWED_PATHS.some((rule) => matchesRule(editionOf(pathname).path, rule));

/** True when every one of a section's prefixes is kept off by robots.txt (e.g. the account pages). */
export function isPrivateSection(prefixes) {
  return (
    prefixes.length > 0 &&
    prefixes.every((prefix) => DISALLOWED_PATHS.some((rule) => matchesRule(prefix, rule)))
  );
}

/** Whether a path falls under a robots.txt rule (`*` matches any characters; a rule is a prefix). */
export function matchesRule(pathname, rule) {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}`).test(pathname);
}

const escapeXml = (value) =>
  String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The site's URL without a trailing slash, or null when it is not an absolute http(s) URL. */
export function siteBase(siteUrl) {
  try {
    const url = new URL(String(siteUrl ?? ''));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** A W3C datetime for `lastmod`, or null for anything that is not a date. */
function lastmod(value) {
  if (typeof value !== 'string' || !value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A sitemap of these entries; an entry with `alternates` (language -> path: every edition of the
 * page, itself included) names them as Google reads them (xhtml:link hreflang, English the default).
 */
const urlset = (entries, base) => {
  const url = (p) => escapeXml(`${base}${p === '/' ? '/' : p}`);
  const withAlternates = entries.some((entry) => entry.alternates);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withAlternates ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>\n${entries
    .map((entry) => {
      const modified = lastmod(entry.lastModified);
      const alternates = Object.entries(entry.alternates ?? {});
      const links = alternates.length
        ? [...alternates, ['x-default', entry.alternates.en ?? alternates[0][1]]]
            .map(
              ([language, p]) =>
                `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${url(p)}"/>`,
            )
            .join('')
        : '';
      return `<url><loc>${url(entry.path)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links}</url>`;
    })
    .join('\n')}\n</urlset>\n`;
};

/**
 * The sitemap files for these pages: one `sitemap.xml`, or past `maxUrls` a sitemap index at
 * `sitemap.xml` naming `sitemap-1.xml`, `sitemap-2.xml`, … Only indexable entries are listed (once
 * each, '/' first); URLs are absolute, from the site's URL.
 * @param {Array<{ path: string, lastModified?: string | null, indexable?: boolean }>} entries
 * @param {string} siteUrl
 * @param {object} [options]
 * @param {Array<{ path: string, alternates?: Record<string, string> }>} [options.homes] the home
 *   page of each edition, listed first ('/' alone by default)
 * @returns {Record<string, string>} file name (its URL path without the '/') -> XML
 */
export function sitemapFiles(entries, siteUrl, { maxUrls = MAX_SITEMAP_URLS, homes = [{ path: '/' }] } = {}) {
  const base = siteBase(siteUrl);
  if (!base) return {};
  const seen = new Set();
  const listed = [];
  for (const entry of [...homes, ...entries]) {
    if (entry.indexable === false || seen.has(entry.path)) continue;
    seen.add(entry.path);
    listed.push(entry);
  }
  if (listed.length <= maxUrls) return { 'sitemap.xml': urlset(listed, base) };
  const files = {};
  const parts = [];
  for (let start = 0, n = 1; start < listed.length; start += maxUrls, n += 1) {
    const chunk = listed.slice(start, start + maxUrls);
    files[`sitemap-${n}.xml`] = urlset(chunk, base);
    const newest = chunk
      .map((entry) => lastmod(entry.lastModified))
      .filter(Boolean)
      .sort()
      .at(-1);
    parts.push(
      `<sitemap><loc>${escapeXml(`${base}/sitemap-${n}.xml`)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`,
    );
  }
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
  return files;
}

/** robots.txt: every crawler kept off DISALLOWED_PATHS, and where the sitemap is. */
export function robotsTxt(siteUrl) {
  const base = siteBase(siteUrl);
  return [
    'User-agent: *',
    ...['', ...EDITION_PREFIXES].flatMap((prefix) =>
      DISALLOWED_PATHS.map((rule) => `Disallow: ${prefix}${rule}`),
    ),
    ...(base ? ['', `Sitemap: ${base}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

/** A published file's path: lowercase segments, a file name with an extension. */
const SAFE_FILE_PATH = /^(\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*\/[a-z0-9]+(?:[-_][a-z0-9]+)*\.[a-z0-9]+$/;
/** A Content-Type: a MIME type with optional parameters, nothing that could break a header. */
const SAFE_TYPE = /^[a-z0-9.+-]+\/[a-z0-9.+-]+(\s*;\s*[a-z0-9-]+=[a-z0-9.+-]+)*$/i;
/** At most this many bytes in one published file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The files a remote publishes that may be served: under one of its own path prefixes, a safe
 * file name, a plain Content-Type, a string body. Anything else is left out and logged.
 * @param {unknown} files what the remote's `files()` gave
 * @param {{ remote: string, prefixes: string[], log?: (message: string) => void }} options
 * @returns {Array<{ path: string, type: string, body: string }>}
 */
export function publishableFiles(files, { remote, prefixes, log = console.warn }) {
  if (!Array.isArray(files)) return [];
  const inSection = (p) => prefixes.some((prefix) => p.startsWith(`${prefix}/`));
  const kept = [];
  for (const file of files) {
    const where = typeof file?.path === 'string' ? file.path : JSON.stringify(file?.path);
    if (
      typeof file?.path !== 'string' ||
      !SAFE_FILE_PATH.test(file.path) ||
      !inSection(file.path) ||
      typeof file.type !== 'string' ||
      !SAFE_TYPE.test(file.type) ||
      typeof file.body !== 'string' ||
      Buffer.byteLength(file.body) > MAX_FILE_BYTES ||
      kept.some((other) => other.path === file.path)
    ) {
      log(`[pages] ${remote}: file ${where} not published (a path outside its section, a bad type or body)`);
      continue;
    }
    kept.push({ path: file.path, type: file.type, body: file.body });
  }
  return kept;
}
