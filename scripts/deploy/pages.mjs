// The shell's HTML pages for a deployment: the prerendered build pages plus deploy-time preload
// hints — the runtime config files, and for a section the owning remote's manifest, entry and the
// chunks of its ./app — so a remote's code downloads in parallel with the shell's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

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

/**
 * @param {string} shellDir the shell's release folder (index.html, app.html, 404.html, sections.json)
 * @param {Record<string, string>} remotes remotes.json
 * @param {Record<string, string>} [localReleases] remote name -> local release folder
 * @param {string[]} [contentOrigins] origins a section's content comes from (preconnected)
 * @returns {Promise<Record<string, string>>} file name -> HTML
 */
export async function renderPages(shellDir, remotes, localReleases = {}, contentOrigins = []) {
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
    pages[`app-${remote}.html`] = withPreconnect(
      withHints(app, [...CONFIG_HINTS, ...(manifestUrl ? remoteHints(manifestUrl, manifest) : [])]),
      [manifestUrl ? new URL(manifestUrl).origin : null, ...contentOrigins],
    );
  }
  return pages;
}
