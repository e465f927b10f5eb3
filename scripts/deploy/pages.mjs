// The shell's HTML pages for a deployment: the prerendered build pages plus deploy-time preload
// hints — the runtime config files, and for a section the owning remote's manifest, entry and the
// chunks of its ./app — so a remote's code downloads in parallel with the shell's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { editionOf } from '../lib/site.mjs';
import {
  ASSET_BASE_GLOBAL,
  fetchLimited,
  loadPrerenderer,
  PRERENDER_MODULE_PATH,
  withTimeout,
} from './prerender-module.mjs';
import { EDITIONS, renderShellPages } from './shell-pages.mjs';
import {
  FILES_DIR,
  isDisallowed,
  isPrivateSection,
  publishableFiles,
  robotsTxt,
  sitemapFiles,
} from './site-files.mjs';

/** A remote's mf-manifest.json: from its local release when deployed here, else over HTTP. */
export async function readManifest(url, localDir) {
  try {
    if (localDir) return JSON.parse(await readFile(path.join(localDir, 'mf-manifest.json'), 'utf8'));
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok ? await response.json() : null;
  } catch {
    return null; // An unreachable remote only loses its hints; the page still works.
  }
}

/**
 * Hints for a section page: the remote's manifest, its entry, the chunks of its ./app, and its own
 * copies of the modules it shares that the shell does not provide (e.g. @sanity/image-url): the
 * remote loads those as it starts, so without a hint they would wait for its entry to run first.
 * @param {string} manifestUrl
 * @param {object | null} manifest the remote's mf-manifest.json
 * @param {string[]} [hostShared] the modules the shell provides (its federation-host.json)
 */
export function remoteHints(manifestUrl, manifest, hostShared = [], modules = []) {
  const hints = [{ rel: 'preload', as: 'fetch', href: manifestUrl }];
  const base = new URL('.', manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const files = [entry ? `${entry.path ?? ''}${entry.name}` : 'remoteEntry.js'];
  const app = manifest?.exposes?.find((expose) => expose.name === 'app');
  files.push(...(app?.assets?.js?.sync ?? []));
  for (const shared of manifest?.shared ?? []) {
    if (hostShared.includes(shared.name)) continue;
    files.push(...(shared.assets?.js?.async ?? []));
  }
  const styles = [...(app?.assets?.css?.sync ?? [])];
  for (const name of modules) {
    const module = manifest?.modules?.[name];
    files.push(...(module?.js ?? []));
    styles.push(...(module?.css ?? []));
  }
  for (const file of new Set(files)) hints.push({ rel: 'modulepreload', href: String(new URL(file, base)) });
  for (const file of new Set(styles))
    hints.push({ rel: 'preload', as: 'style', href: String(new URL(file, base)) });
  return hints;
}

/** The modules the shell's build provides to remotes (shared/build/federation.ts); none if unknown. */
export async function hostSharedModules(shellDir) {
  try {
    const { shared } = JSON.parse(await readFile(path.join(shellDir, 'federation-host.json'), 'utf8'));
    return Array.isArray(shared)
      ? shared.map((module) => module?.name).filter((name) => typeof name === 'string')
      : [];
  } catch {
    return [];
  }
}

const CONFIG_HINTS = [
  { rel: 'preload', as: 'fetch', href: '/remotes.json' },
  { rel: 'preload', as: 'fetch', href: '/config.json' },
];

/**
 * The hints go in a JSON data block that the shell's boot script (shell/prerender.mjs) turns into
 * `<link>`s together with the app's own scripts, right after the first paint: as plain `<link>`s
 * they would be fetched before it, competing with the page's first paint for bandwidth.
 */
const hintsBlock = (hints) =>
  `<script type="application/json" id="qe-hints">${JSON.stringify(hints).replaceAll('<', '\\u003c')}</script>`;
const withHints = (html, hints) => html.replace('</head>', () => `${hintsBlock(hints)}</head>`);
/** A page's hints block, as `withHints` writes it. */
export const HINTS_BLOCK = /<script type="application\/json" id="qe-hints">[\s\S]*?<\/script>/;
/** The page with these hints in place of its own (a page made from a section's page template). */
export const withHintsReplaced = (html, hints) => html.replace(HINTS_BLOCK, () => hintsBlock(hints));

/**
 * A section page's hints: the runtime config, and its remote's files, with the lazy modules a
 * prerendered page rendered (the deploy and the content refresh make the same).
 */
export const sectionHints = (manifestUrl, manifest, hostShared, modules = []) => [
  ...CONFIG_HINTS,
  ...(manifestUrl ? remoteHints(manifestUrl, manifest, hostShared, modules) : []),
];

/**
 * Connections to the section's remote and the content service open while the page loads (a
 * connection costs no bandwidth, so unlike the hints these need not wait for the first paint).
 */
const withPreconnect = (html, origins) =>
  html.replace(
    '</head>',
    `${[...new Set(origins.filter(Boolean))].map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`).join('')}</head>`,
  );

// ---- Prerendered sections (docs/decisions/0004-prerendered-sections.md) ----

export { PRERENDER_MODULE_PATH };
/** The attribute of the element holding a prerendered section (the shell reads it). */
export const SECTION_SNAPSHOT_ATTRIBUTE = 'data-section-snapshot';
/** The id of the JSON data block with the content a section was prerendered from. */
export const CONTENT_SEED_ID = 'qe-content-seed';
/** Folder of the per-path pages (nginx: `/prerendered$uri.html`, else the section's page). */
export const PRERENDERED_DIR = 'prerendered';
/** What the pages folder says about its pages (read by whatever regenerates some of them). */
export const PAGES_INDEX = 'pages-index.json';
/**
 * Pages of one remote rendered at the same time: rendering is CPU work on this thread, but each
 * page also waits for its content queries; overlapping those waits is what makes it faster
 * (`npm run bench:prerender`).
 */
export const PRERENDER_CONCURRENCY = 4;
/** How long one page, or listing a remote's pages, may take. */
const PAGE_TIMEOUT_MS = 20_000;
const PATHS_TIMEOUT_MS = 60_000;

/** The shell's loading state in app.html, which a prerendered section replaces. */
const SECTION_LOADING = /<div class="section-loading"[^>]*>[\s\S]*?<\/div>/;
/** Paths that may become file names: lowercase slugs under the remote's own prefixes. */
const SAFE_PATH = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
/**
 * The tags of a page's head that belong to one page (the shell's generic ones, and any a page
 * carries): a prerendered page's own head replaces them.
 */
const PAGE_HEAD_TAGS = new RegExp(
  [
    String.raw`<title\b[^>]*>[\s\S]*?<\/title>`,
    String.raw`<script\b[^>]*\bdata-qe-head\b[^>]*>[\s\S]*?<\/script>`,
    String.raw`<script\b[^>]*\btype=["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>`,
    String.raw`<(?:meta|link)\b[^>]*\bdata-qe-head\b[^>]*>`,
    String.raw`<meta\b[^>]*\bname=["'](?:description|robots|twitter:[^"']*)["'][^>]*>`,
    String.raw`<meta\b[^>]*\bproperty=["'](?:og|article):[^"']*["'][^>]*>`,
    String.raw`<link\b[^>]*\brel=["'](?:canonical|alternate)["'][^>]*>`,
  ].join('|'),
  'g',
);
const ROBOTS_META = /<meta\b[^>]*\bname=["']robots["'][^>]*>\s*/g;

const escapeJson = (value) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Runs `task` over `items`, at most `limit` at a time, in order of the items. */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** The CSS of a remote's `./app` (its first render needs it): from its release, else its origin. */
export async function remoteAppCss({ releaseDir, manifestUrl, manifest }) {
  const app = manifest?.exposes?.find((expose) => expose.name === 'app');
  const files = [...new Set([...(app?.assets?.css?.sync ?? []), ...(app?.assets?.css?.async ?? [])])];
  const base = new URL('.', manifestUrl);
  const styles = await Promise.all(
    files.map((file) =>
      releaseDir
        ? readFile(path.join(releaseDir, file), 'utf8').catch(() => '')
        : fetchLimited(new URL(file, base), { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 })
            .then((body) => body.toString('utf8'))
            .catch(() => ''),
    ),
  );
  return styles.join('\n').replaceAll('</', '<\\/');
}

/**
 * A page with `headHtml` in place of the head tags that belong to one page (title, description,
 * robots, canonical, Open Graph, Twitter, JSON-LD, anything marked data-qe-head): where the
 * first of them was, else at the end of the head.
 */
export function withPageHead(pageHtml, headHtml) {
  const end = pageHtml.indexOf('</head>');
  if (end < 0) return pageHtml;
  let placed = false;
  const head = pageHtml.slice(0, end).replace(PAGE_HEAD_TAGS, () => {
    if (placed) return '';
    placed = true;
    return headHtml;
  });
  return `${head}${placed ? '' : headHtml}${pageHtml.slice(end)}`;
}

/** A page kept out of search engines: its robots meta says noindex. */
export function withNoIndex(pageHtml) {
  const end = pageHtml.indexOf('</head>');
  if (end < 0) return pageHtml;
  const head = pageHtml.slice(0, end).replace(ROBOTS_META, '');
  return `${head}<meta name="robots" content="noindex, nofollow">${pageHtml.slice(end)}`;
}

/**
 * A section page with the section prerendered: the section's markup where the shell shows its
 * loading state, the page's own head (title, description, canonical, Open Graph, JSON-LD…) in
 * place of the shell's generic one, the remote's stylesheet inline (the markup must not paint
 * unstyled) and the content it was rendered from as a JSON seed (the remote's first render then
 * matches it).
 */
export function sectionPage(pageHtml, snapshot, css) {
  if (!SECTION_LOADING.test(pageHtml)) return null;
  // The remote's island hydrates this element's content in place (shell/src/lib/remotes/
  // island.tsx); input before that is held and replayed (the early-input capture).
  const section = `<div ${SECTION_SNAPSHOT_ATTRIBUTE}="${escapeAttribute(snapshot.path)}">${snapshot.html}</div>`;
  const seed = `<script type="application/json" id="${CONTENT_SEED_ID}">${escapeJson({ path: snapshot.path, content: snapshot.content })}</script>`;
  const withHead =
    typeof snapshot.head === 'string' && snapshot.head ? withPageHead(pageHtml, snapshot.head) : pageHtml;
  return withHead
    .replace(SECTION_LOADING, () => section)
    .replace('</head>', () => `${css ? `<style>${css}</style>` : ''}${seed}</head>`);
}

/**
 * The pages a remote's prerenderer lists, as sitemap entries: within its own section, with safe
 * names only, each once.
 * @returns {Promise<Array<{ path: string, lastModified: string | null, indexable: boolean }>>}
 */
export async function listPaths(prerenderer, { remote, prefixes, config }) {
  const listed = await withTimeout(
    prerenderer.paths(config),
    PATHS_TIMEOUT_MS,
    `${remote}: listing its pages`,
  );
  if (!Array.isArray(listed)) throw new Error('paths() did not give a list');
  const inSection = (p) => prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
  const entries = new Map();
  for (const item of listed) {
    const entry = typeof item === 'string' ? { path: item } : item;
    const p = entry?.path;
    if (typeof p !== 'string' || !SAFE_PATH.test(p) || !inSection(p) || entries.has(p)) continue;
    entries.set(p, {
      path: p,
      lastModified: typeof entry.lastModified === 'string' ? entry.lastModified : null,
      indexable: entry.indexable !== false,
    });
  }
  return [...entries.values()];
}

/**
 * Renders these paths with a remote's prerenderer, `concurrency` at a time; `onPage` gets each
 * snapshot as it is ready. A page whose render fails or gives nothing is logged and skipped: it is
 * then served like every other route.
 */
export async function renderPaths(
  prerenderer,
  paths,
  { remote, manifestUrl, config, concurrency = PRERENDER_CONCURRENCY, onPage, log = console.warn },
) {
  globalThis[ASSET_BASE_GLOBAL] = String(new URL('.', manifestUrl));
  try {
    await eachLimited(paths, concurrency, async (p) => {
      try {
        const snapshot = await withTimeout(prerenderer.render(p, config), PAGE_TIMEOUT_MS, `${remote}: ${p}`);
        if (snapshot && typeof snapshot.html === 'string')
          await onPage({
            path: p,
            html: snapshot.html,
            content: snapshot.content ?? {},
            head: typeof snapshot.head === 'string' ? snapshot.head : '',
            noIndex: Boolean(snapshot.noIndex),
            documents: Array.isArray(snapshot.documents) ? snapshot.documents : [],
            modules: Array.isArray(snapshot.modules)
              ? snapshot.modules.filter((m) => typeof m === 'string')
              : [],
          });
      } catch (error) {
        log(`[pages] ${remote}: ${p} not prerendered (${error.message})`);
      }
    });
  } finally {
    delete globalThis[ASSET_BASE_GLOBAL];
  }
}

/**
 * Renders a remote's public pages with its prerender module — from its local release when it is
 * released here, else from its origin. Any failure only costs the remote (or the page) its
 * prerendering: it is logged, and the pages are served like every other route.
 * Each page is also rendered in every other edition the prerenderer renders (`locales`, contract
 * 1.5.0): '/about' and '/ar/about'.
 * @returns {Promise<{ entries: object[], snapshots: object[], files: object[] }>}
 */
export async function prerenderSection({
  remote,
  releaseDir,
  manifestUrl,
  prefixes,
  config,
  concurrency,
  log = console.warn,
}) {
  const result = { entries: [], snapshots: [], files: [] };
  let prerenderer;
  try {
    prerenderer = await loadPrerenderer({ manifestUrl, releaseDir });
    if (!prerenderer) return result;
    result.entries = editionEntries(await listPaths(prerenderer, { remote, prefixes, config }), prerenderer);
  } catch (error) {
    log(`[pages] ${remote}: pages not prerendered (${error.message})`);
    return result;
  }
  await renderPaths(
    prerenderer,
    result.entries.map((entry) => entry.path),
    { remote, manifestUrl, config, concurrency, log, onPage: (snapshot) => result.snapshots.push(snapshot) },
  );
  result.files = await publishedFilesOf(prerenderer, { remote, prefixes, config, log });
  return result;
}

/** The files a remote publishes (its `files()`), those that may be served. */
export async function publishedFilesOf(prerenderer, { remote, prefixes, config, log = console.warn }) {
  if (typeof prerenderer?.files !== 'function') return [];
  try {
    const files = await withTimeout(prerenderer.files(config), PATHS_TIMEOUT_MS, `${remote}: its files`);
    return publishableFiles(files, { remote, prefixes, log });
  } catch (error) {
    log(`[pages] ${remote}: files not published (${error.message})`);
    return [];
  }
}

/**
 * A section's pages in every edition its prerenderer renders (`locales`, contract 1.5.0): '/about'
 * and '/ar/about', each with `alternates` (edition -> path, for the sitemap). Only English
 * without `locales`.
 */
export function editionEntries(entries, prerenderer) {
  const locales = Array.isArray(prerenderer?.locales) ? prerenderer.locales : [];
  const editions = EDITIONS.filter((edition) => locales.includes(edition));
  if (editions.length === 0) return entries;
  return entries.flatMap((entry) => {
    const alternates = {
      en: entry.path,
      ...Object.fromEntries(editions.map((edition) => [edition, `/${edition}${entry.path}`])),
    };
    return Object.values(alternates).map((p) => ({ ...entry, path: p, alternates }));
  });
}

/**
 * A sitemap entry naming only the editions of its page that are in the sitemap too (an Arabic page
 * showing an untranslated English document is kept out of search engines).
 */
export function withIndexableAlternates(entry, indexable) {
  if (!entry.alternates) return entry;
  const kept = Object.entries(entry.alternates).filter(([, p]) => indexable.has(p));
  const { alternates: _, ...rest } = entry;
  return kept.length > 1 ? { ...rest, alternates: Object.fromEntries(kept) } : rest;
}

/** The home page of each of these editions (and English), for the sitemap, naming each other. */
export function homeEntries(editions) {
  const homes = { en: '/', ...Object.fromEntries(editions.map((edition) => [edition, `/${edition}`])) };
  const alternates = editions.length ? homes : undefined;
  return Object.values(homes).map((p) => ({ path: p, alternates }));
}

/** The file a published URL path is written to in the pages folder. */
export const publishedFile = (urlPath) => `${FILES_DIR}${urlPath}`;

/**
 * The site-wide files: the sitemap(s) from every remote's indexable pages, robots.txt, and the
 * files the remotes publish.
 * @returns {Array<{ path: string, type: string, body: string }>}
 */
export function siteFiles({ entries, homes, published = [], siteUrl }) {
  const sitemaps = Object.entries(sitemapFiles(entries, siteUrl, { homes })).map(([name, body]) => ({
    path: `/${name}`,
    type: 'application/xml; charset=utf-8',
    body,
  }));
  return [
    ...sitemaps,
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', body: robotsTxt(siteUrl) },
    ...published,
  ];
}

/**
 * @param {string} shellDir the shell's release folder (index.html, app.html, 404.html, sections.json)
 * @param {Record<string, string>} remotes remotes.json
 * @param {Record<string, string>} [localReleases] remote name -> local release folder
 * @param {string[]} [contentOrigins] origins a section's content comes from (preconnected)
 * @param {object} [config] config.json, for prerendering the remotes' pages (none without it)
 * @param {object} [options]
 * @param {(file: string, body: string) => unknown} [options.write] gets every file (default: kept in `output`)
 * @param {number} [options.concurrency] pages of one remote rendered at a time
 * @param {(message: string) => void} [options.log]
 * @returns {Promise<{ output: Record<string, string>, files: string[], published: Array<{ path: string, type: string, file: string }>, index: object }>}
 *   `output`: file name -> content when no `write` was given; `files`: every file name;
 *   `published`: the files served at their own URL; `index`: what PAGES_INDEX holds
 */
export async function renderPages(
  shellDir,
  remotes,
  localReleases = {},
  contentOrigins = [],
  config = null,
  { write, concurrency = PRERENDER_CONCURRENCY, log = console.warn } = {},
) {
  const output = {};
  const names = [];
  const emit = async (file, body) => {
    names.push(file);
    if (write) await write(file, body);
    else output[file] = body;
  };
  const read = (name) => readFile(path.join(shellDir, name), 'utf8');
  const hostShared = await hostSharedModules(shellDir);
  const [builtHome, builtApp, builtNotFound, sections] = await Promise.all([
    read('index.html'),
    read('app.html').catch(() => read('index.html')),
    read('404.html').catch(() => read('index.html')),
    read('sections.json')
      .then(JSON.parse)
      .catch(() => ({})),
  ]);
  // The shell's own pages rendered with the runtime config (footer, home widgets); else the build's.
  const shellPages = await renderShellPages({ shellDir, remotes, localReleases, config, log });
  const home = shellPages?.home ?? builtHome;
  const app = shellPages?.app ?? builtApp;
  const notFound = shellPages?.notFound ?? builtNotFound;
  await emit('index.html', withHints(home, CONFIG_HINTS));
  await emit('404.html', withHints(notFound, CONFIG_HINTS));
  // The other editions' pages (ar/index.html, ar/404.html, ar/app-<remote>.html): rendered with
  // the runtime config, else the build's, else none (a shell built before them: nginx answers 404).
  const editions = {};
  for (const locale of EDITIONS) {
    const built = async (name) => read(`${locale}/${name}`).catch(() => null);
    const pages = shellPages?.editions?.[locale] ?? {
      home: await built('index.html'),
      app: await built('app.html'),
      notFound: await built('404.html'),
    };
    if (!pages.home || !pages.app || !pages.notFound) continue;
    editions[locale] = pages;
    await emit(`${locale}/index.html`, withHints(pages.home, CONFIG_HINTS));
    await emit(`${locale}/404.html`, withHints(pages.notFound, CONFIG_HINTS));
  }

  const entries = [];
  const published = [];
  const pagesIndex = {};
  if (shellPages) pagesIndex['/'] = { remote: 'shell', documents: shellPages.documents };
  for (const remote of Object.keys(sections).filter((key) => Array.isArray(sections[key]))) {
    const manifestUrl = remotes[remote];
    const releaseDir = localReleases[remote] ?? null;
    const manifest = manifestUrl ? await readManifest(manifestUrl, releaseDir) : null;
    // The section's page; a prerendered one also preloads the lazy modules it rendered.
    const pageWith = (modules = [], layout = app) => {
      const html = withPreconnect(
        withHints(layout, sectionHints(manifestUrl, manifest, hostShared, modules)),
        [manifestUrl ? new URL(manifestUrl).origin : null, ...contentOrigins],
      );
      // Sign-in and account pages: never in a search engine (robots.txt also keeps crawlers off).
      return isPrivateSection(sections[remote]) ? withNoIndex(html) : html;
    };
    const page = pageWith();
    await emit(`app-${remote}.html`, page);
    for (const [locale, pages] of Object.entries(editions))
      await emit(`${locale}/app-${remote}.html`, pageWith([], pages.app));
    if (!config || !manifestUrl) continue;
    if (!manifest) {
      log(`[pages] ${remote}: pages not prerendered (${manifestUrl} could not be read)`);
      continue;
    }
    const section = await prerenderSection({
      remote,
      releaseDir,
      manifestUrl,
      prefixes: sections[remote],
      config,
      concurrency,
      log,
    });
    const css = section.snapshots.length ? await remoteAppCss({ releaseDir, manifestUrl, manifest }) : '';
    const indexable = new Set();
    for (const snapshot of section.snapshots) {
      // A page of another edition goes into that edition's layout.
      const edition = editionOf(snapshot.path).prefix.slice(1);
      const layout = edition ? editions[edition]?.app : app;
      if (!layout) continue;
      const html = sectionPage(
        snapshot.modules?.length || edition ? pageWith(snapshot.modules ?? [], layout) : page,
        snapshot,
        css,
      );
      if (!html) continue;
      await emit(`${PRERENDERED_DIR}${snapshot.path}.html`, html);
      if (!snapshot.noIndex && !isDisallowed(snapshot.path)) indexable.add(snapshot.path);
      pagesIndex[snapshot.path] = { remote, documents: snapshot.documents };
    }
    // A page in the sitemap is one whose served HTML is whole (prerendered) and that search
    // engines may index: listed as indexable, its head not noindex, robots.txt not keeping it off.
    for (const entry of section.entries)
      if (indexable.has(entry.path)) entries.push(withIndexableAlternates(entry, indexable));
    for (const file of section.files) published.push(file);
  }

  const served = [];
  const homes = homeEntries(Object.keys(editions));
  for (const file of siteFiles({ entries, homes, published, siteUrl: config?.siteUrl })) {
    await emit(publishedFile(file.path), file.body);
    served.push({ path: file.path, type: file.type, file: publishedFile(file.path) });
  }
  const index = { entries, pages: pagesIndex, published: served };
  await emit(PAGES_INDEX, `${JSON.stringify(index, null, 1)}\n`);
  return { output, files: names, published: served, index };
}
