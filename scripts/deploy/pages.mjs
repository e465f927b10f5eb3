// The shell's HTML pages for a deployment: the prerendered build pages plus deploy-time preload
// hints — the runtime config files, and for a section the owning remote's manifest, entry and the
// chunks of its ./app — so a remote's code downloads in parallel with the shell's.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
 * copies of the libraries it shares that are not singletons (the singletons — React, the router —
 * come from the shell). The remote loads those as it starts (e.g. the content client): without a
 * hint they would wait for the shell's scripts to run first.
 */
export function remoteHints(manifestUrl, manifest) {
  const hints = [{ rel: 'preload', as: 'fetch', href: manifestUrl }];
  const base = new URL('.', manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const files = [entry ? `${entry.path ?? ''}${entry.name}` : 'remoteEntry.js'];
  const app = manifest?.exposes?.find((expose) => expose.name === 'app');
  files.push(...(app?.assets?.js?.sync ?? []));
  for (const shared of manifest?.shared ?? []) {
    if (shared.singleton) continue;
    files.push(...(shared.assets?.js?.async ?? []).filter((file) => file.includes('__prebuild__')));
  }
  for (const file of new Set(files)) hints.push({ rel: 'modulepreload', href: String(new URL(file, base)) });
  for (const file of app?.assets?.css?.sync ?? [])
    hints.push({ rel: 'preload', as: 'style', href: String(new URL(file, base)) });
  return hints;
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
const withHints = (html, hints) =>
  html.replace(
    '</head>',
    `<script type="application/json" id="qe-hints">${JSON.stringify(hints).replaceAll('<', '\\u003c')}</script></head>`,
  );

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

/** Where a remote's build keeps its prerender module (shared/src/contracts/prerender.ts). */
export const PRERENDER_MODULE_PATH = 'server/prerender.mjs';
/** The attribute of the element holding a prerendered section (the shell reads it). */
export const SECTION_SNAPSHOT_ATTRIBUTE = 'data-section-snapshot';
/** The id of the JSON data block with the content a section was prerendered from. */
export const CONTENT_SEED_ID = 'qe-content-seed';
/** Folder of the per-path pages (nginx: `/prerendered$uri.html`, else the section's page). */
export const PRERENDERED_DIR = 'prerendered';
/** The global the prerender modules read their asset base from (shared/build/vite-config.ts). */
const ASSET_BASE_GLOBAL = '__QE_ASSET_BASE__';
/** At most this many pages per remote and deploy. */
export const MAX_PRERENDERED_PATHS = 250;

/** The shell's loading state in app.html, which a prerendered section replaces. */
const SECTION_LOADING = /<div class="section-loading"[^>]*>[\s\S]*?<\/div>/;
/** Paths that may become file names: lowercase slugs under the remote's own prefixes. */
const SAFE_PATH = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

const escapeJson = (value) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The CSS of a remote's `./app` (its first render needs it), read from its local release. */
async function remoteAppCss(releaseDir, manifest) {
  const app = manifest?.exposes?.find((expose) => expose.name === 'app');
  const files = [...(app?.assets?.css?.sync ?? []), ...(app?.assets?.css?.async ?? [])];
  const styles = await Promise.all(
    [...new Set(files)].map((file) => readFile(path.join(releaseDir, file), 'utf8').catch(() => '')),
  );
  return styles.join('\n').replaceAll('</', '<\\/');
}

/**
 * A section page with the section prerendered: the section's markup where the shell shows its
 * loading state, the remote's stylesheet inline (the markup must not paint unstyled) and the
 * content it was rendered from as a JSON seed (the remote's first render then matches it).
 */
export function sectionPage(pageHtml, snapshot, css) {
  if (!SECTION_LOADING.test(pageHtml)) return null;
  // Inert until the remote renders the live section: a click or a keystroke on a copy that is
  // about to be replaced would be silently lost.
  const section = `<div ${SECTION_SNAPSHOT_ATTRIBUTE}="${escapeAttribute(snapshot.path)}" inert>${snapshot.html}</div>`;
  const seed = `<script type="application/json" id="${CONTENT_SEED_ID}">${escapeJson({ path: snapshot.path, content: snapshot.content })}</script>`;
  return pageHtml
    .replace(SECTION_LOADING, () => section)
    .replace('</head>', () => `${css ? `<style>${css}</style>` : ''}${seed}</head>`);
}

/** Prerender modules by content hash: loaded and compiled once per process for each build. */
const prerenderModules = new Map();

/**
 * A release's prerender module. Releases of the same build are byte-for-byte copies (a redeploy,
 * a rollback, a test's private site): each would otherwise be compiled again (several MB of
 * JavaScript, seconds on a busy machine), since modules are cached by path. The module is
 * self-contained (one file, asset URLs from a global set per render), so one copy serves all.
 */
async function loadPrerenderModule(file) {
  const hash = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  let loaded = prerenderModules.get(hash);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href);
    prerenderModules.set(hash, loaded);
    loaded.catch(() => prerenderModules.delete(hash));
  }
  return loaded;
}

/**
 * Renders a remote's public pages with its prerender module (when its release has one). Any
 * failure only costs that page its prerendering: it is then served like every other route.
 * @returns {Promise<Array<{ path: string, html: string, content: object }>>}
 */
export async function prerenderSection({
  remote,
  releaseDir,
  manifestUrl,
  prefixes,
  config,
  log = console.warn,
}) {
  const file = path.join(releaseDir, PRERENDER_MODULE_PATH);
  if (!existsSync(file)) return [];
  const snapshots = [];
  try {
    const { default: prerenderer } = await loadPrerenderModule(file);
    if (typeof prerenderer?.render !== 'function' || typeof prerenderer?.paths !== 'function')
      throw new Error(`${PRERENDER_MODULE_PATH} does not export a SectionPrerenderer`);
    globalThis[ASSET_BASE_GLOBAL] = String(new URL('.', manifestUrl));
    const inSection = (p) => prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
    const paths = (await withTimeout(prerenderer.paths(config), 20_000, `${remote}: listing its pages`))
      .filter((p) => typeof p === 'string' && SAFE_PATH.test(p) && inSection(p))
      .slice(0, MAX_PRERENDERED_PATHS);
    for (const p of new Set(paths)) {
      try {
        const snapshot = await withTimeout(prerenderer.render(p, config), 20_000, `${remote}: ${p}`);
        if (snapshot && typeof snapshot.html === 'string')
          snapshots.push({ path: p, html: snapshot.html, content: snapshot.content ?? {} });
      } catch (error) {
        log(`[pages] ${remote}: ${p} not prerendered (${error.message})`);
      }
    }
  } catch (error) {
    log(`[pages] ${remote}: pages not prerendered (${error.message})`);
  } finally {
    delete globalThis[ASSET_BASE_GLOBAL];
  }
  return snapshots;
}

/**
 * @param {string} shellDir the shell's release folder (index.html, app.html, 404.html, sections.json)
 * @param {Record<string, string>} remotes remotes.json
 * @param {Record<string, string>} [localReleases] remote name -> local release folder
 * @param {string[]} [contentOrigins] origins a section's content comes from (preconnected)
 * @param {object} [config] config.json, for prerendering the remotes' pages (none without it)
 * @returns {Promise<Record<string, string>>} file name -> HTML
 */
export async function renderPages(shellDir, remotes, localReleases = {}, contentOrigins = [], config = null) {
  const read = (name) => readFile(path.join(shellDir, name), 'utf8');
  const [home, app, notFound, sections] = await Promise.all([
    read('index.html'),
    read('app.html').catch(() => read('index.html')),
    read('404.html').catch(() => read('index.html')),
    read('sections.json')
      .then(JSON.parse)
      .catch(() => ({})),
  ]);
  const pages = {
    'index.html': withHints(home, CONFIG_HINTS),
    '404.html': withHints(notFound, CONFIG_HINTS),
  };
  for (const remote of Object.keys(sections).filter((key) => Array.isArray(sections[key]))) {
    const manifestUrl = remotes[remote];
    const manifest = manifestUrl ? await readManifest(manifestUrl, localReleases[remote]) : null;
    const page = withPreconnect(
      withHints(app, [...CONFIG_HINTS, ...(manifestUrl ? remoteHints(manifestUrl, manifest) : [])]),
      [manifestUrl ? new URL(manifestUrl).origin : null, ...contentOrigins],
    );
    pages[`app-${remote}.html`] = page;
    const releaseDir = localReleases[remote];
    if (!config || !releaseDir || !manifestUrl || !manifest) continue;
    const snapshots = await prerenderSection({
      remote,
      releaseDir,
      manifestUrl,
      prefixes: sections[remote],
      config,
    });
    const css = snapshots.length ? await remoteAppCss(releaseDir, manifest) : '';
    for (const snapshot of snapshots) {
      const html = sectionPage(page, snapshot, css);
      if (html) pages[`${PRERENDERED_DIR}${snapshot.path}.html`] = html;
    }
  }
  return pages;
}
