// Published content refreshes the served pages by itself: when a content document changes (a
// Sanity webhook, webhook-server.mjs), only the pages that show it are rendered again, in the live
// deployment, without a build or a deploy.
//
// What a page shows is recorded at deploy time in the pages folder's index (pages.mjs, PAGES_INDEX:
// each prerendered path's remote and the `_id`s of the documents it was rendered from, contract
// 1.3.0 `SectionSnapshot.documents`). For a change to document D:
//   - every page whose documents include D is rendered again;
//   - the owning sections (the remotes of those pages) list their pages again: a new path (a new
//     or renamed document) is rendered, a path that is gone (a deleted or renamed one) is removed;
//   - the owning sections' listing pages (their top-level paths, e.g. /knowledge) and the home
//     page (its widgets list the newest of several sections) are rendered again (a listing shows
//     documents it has no `_id` of, or may now include D);
//   - the sitemap and the owning sections' published files (the knowledge feed) are written again.
// A document no page shows (a new one, or one only a listing shows without its `_id`) makes every
// section list its pages and render its listing pages.
//
// Every file is written atomically (a temporary file renamed over it, its .br/.gz siblings first),
// so a visitor gets the old page or the new one, never half of one. Refreshes run one at a time;
// changes that arrive meanwhile are refreshed together next. When a refreshed page carries an
// inline script the Content-Security-Policy does not allow yet, the deployment is regenerated in
// full (policy included) and nginx reloaded.
import { existsSync } from 'node:fs';
import { readFile, readlink, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { editionOf } from '../lib/site.mjs';
import { inlineScriptHashes } from './csp.mjs';
import { currentReleases, readJson, regenerate, reloadNginx } from './deployment.mjs';
import {
  editionEntries,
  HINTS_BLOCK,
  homeEntries,
  hostSharedModules,
  listPaths,
  PAGES_INDEX,
  PRERENDERED_DIR,
  publishedFile,
  publishedFilesOf,
  readManifest,
  remoteAppCss,
  renderPaths,
  sectionHints,
  sectionPage,
  siteFiles,
  withHintsReplaced,
  withIndexableAlternates,
} from './pages.mjs';
import { loadPrerenderer } from './prerender-module.mjs';
import { EDITIONS, renderShellPages } from './shell-pages.mjs';
import { isDisallowed } from './site-files.mjs';

export { LOCAL_WEBHOOK_SECRET } from './webhook.mjs';

/** The home page's path in the index (pages.mjs records it with the remote 'shell'). */
const HOME = '/';
/** The preload hints block the deploy puts in each page (pages.mjs), kept from the live page. */

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// ---- What to refresh (pure) ----

/**
 * @typedef {{ _id: string, _type: string, slug?: string | null, operation: 'create' | 'update' | 'delete' }} Change
 * @typedef {{ pages?: Record<string, { remote: string, documents?: string[] }>, entries?: Array<{ path: string, lastModified?: string | null, indexable?: boolean }>, published?: Array<{ path: string, type: string, file: string }> }} PagesIndex
 */

/** The prerendered pages that show a document: path -> remote. */
export function pagesShowing(index, id) {
  const showing = new Map();
  for (const [pagePath, page] of Object.entries(index?.pages ?? {}))
    if (Array.isArray(page?.documents) && page.documents.includes(id)) showing.set(pagePath, page.remote);
  return showing;
}

/**
 * The sections that own these changes and list their pages again: the remotes of the pages that
 * show a changed document, or every section when one of them is on no page (new, or shown only
 * by listings that do not record its `_id`).
 * @param {PagesIndex} index
 * @param {Record<string, string[]>} sections the shell's sections.json (remote -> path prefixes)
 * @param {Change[]} changes
 */
export function owningSections(index, sections, changes) {
  const owners = new Set();
  const all = Object.keys(sections).filter((remote) => Array.isArray(sections[remote]));
  for (const change of changes) {
    const showing = pagesShowing(index, change._id);
    if (showing.size === 0) for (const remote of all) owners.add(remote);
    for (const remote of showing.values()) owners.add(remote);
  }
  return owners;
}

/**
 * What a refresh does, from the index, the changes, and the pages the owning sections list now.
 * @param {{ index: PagesIndex, sections: Record<string, string[]>, changes: Change[], listed: Map<string, Array<{ path: string }>> }} input
 *   `listed`: remote -> the pages it lists now (only the sections that were asked)
 * @returns {{ render: Array<{ path: string, remote: string }>, remove: string[], owners: string[] }}
 *   `render`: pages to render again (in the order of the index, new ones last); `remove`: pages
 *   that are gone; `owners`: the sections whose listing pages, feed and sitemap entries change
 */
export function planRefresh({ index, sections, changes, listed }) {
  const pages = index?.pages ?? {};
  const render = new Map();
  const owners = owningSections(index, sections, changes);
  for (const change of changes)
    for (const [pagePath, remote] of pagesShowing(index, change._id)) render.set(pagePath, remote);
  const remove = [];
  for (const [remote, entries] of listed) {
    const now = new Set(entries.map((entry) => entry.path));
    for (const [pagePath, page] of Object.entries(pages))
      if (page.remote === remote && !now.has(pagePath)) remove.push(pagePath);
    for (const pagePath of now) if (!Object.hasOwn(pages, pagePath)) render.set(pagePath, remote);
  }
  // Each owning section's listing pages: its top-level paths that are pages.
  for (const remote of owners) {
    const listedNow = new Set((listed.get(remote) ?? []).map((entry) => entry.path));
    for (const prefix of sections[remote] ?? [])
      for (const listing of [prefix, ...EDITIONS.map((edition) => `/${edition}${prefix}`)])
        if (Object.hasOwn(pages, listing) || listedNow.has(listing)) render.set(listing, remote);
  }
  // The home page ('/', the shell's, with the remotes' widgets) whenever it was prerendered.
  if (Object.hasOwn(pages, HOME)) render.set(HOME, pages[HOME].remote);
  for (const gone of remove) render.delete(gone);
  return {
    render: [...render].map(([pagePath, remote]) => ({ path: pagePath, remote })),
    remove,
    owners: [...owners].filter((remote) => listed.has(remote)),
  };
}

// ---- Writing into the live pages folder ----

let tempCounter = 0;
/** Writes a file atomically: beside it first, then renamed over it. */
async function writeAtomic(file, body) {
  const temp = `${file}.${process.pid}-${Date.now().toString(36)}-${tempCounter++}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}

/**
 * Writes a page (or a published file) and its precompressed copies, each atomically. The copies
 * go first: nginx serves them by name (gzip_static/brotli_static), so a visitor whose browser
 * takes brotli gets the new page the moment its .br is in place.
 */
async function writeServed(pagesDir, file, body) {
  const target = path.join(pagesDir, file);
  const buffer = Buffer.from(body);
  if (buffer.length >= 512) {
    const [gz, br] = await Promise.all([
      gzip(buffer, { level: 6 }),
      brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    ]);
    await Promise.all([writeAtomic(`${target}.br`, br), writeAtomic(`${target}.gz`, gz)]);
  } else {
    await Promise.all([rm(`${target}.br`, { force: true }), rm(`${target}.gz`, { force: true })]);
  }
  await writeAtomic(target, buffer);
}

async function removeServed(pagesDir, file) {
  const target = path.join(pagesDir, file);
  await rm(target, { force: true });
  await Promise.all([rm(`${target}.br`, { force: true }), rm(`${target}.gz`, { force: true })]);
}

const pageFile = (pagePath) => `${PRERENDERED_DIR}${pagePath}.html`;

/** The live pages folder of a deployment (config/pages is a symlink swapped by each deploy). */
async function livePagesDir(deployment) {
  const link = path.join(deployment.dir, 'config', 'pages');
  return path.resolve(path.dirname(link), await readlink(link));
}

/** Which remotes are released here (their prerender module is read from the release). */
function localReleasesOf(deployment, releases, remotes) {
  const local = {};
  for (const [name, url] of Object.entries(remotes)) {
    try {
      if (releases[name] && Number(new URL(url).port) === deployment.ports[name])
        local[name] = releases[name];
    } catch {}
  }
  return local;
}

/**
 * The home page rendered again (the shell's prerender module with every remote's widgets), and
 * each other edition's home page served now (ar/index.html, its widgets in Arabic), each with the
 * deploy's preload hints of the live page. null when it cannot be (logged).
 * @returns {Promise<{ files: { file: string, body: string }[], documents: string[] } | null>}
 */
async function renderHome({ pagesDir, releases, remotes, localReleases, config, log }) {
  const shell = await renderShellPages({ shellDir: releases.shell, remotes, localReleases, config, log });
  if (!shell?.home) {
    log('[refresh] the home page could not be rendered; it is left as it is');
    return null;
  }
  const withLiveHints = async (file, page) => {
    const live = await readFile(path.join(pagesDir, file), 'utf8').catch(() => null);
    if (live === null) return null;
    const hints = HINTS_BLOCK.exec(live)?.[0] ?? '';
    return { file, body: hints ? page.replace('</head>', () => `${hints}</head>`) : page };
  };
  const files = [await withLiveHints('index.html', shell.home)];
  for (const [locale, pages] of Object.entries(shell.editions ?? {}))
    if (pages?.home) files.push(await withLiveHints(`${locale}/index.html`, pages.home));
  // The English home page is written even when none was served (as before); another edition's
  // only where it is served.
  files[0] ??= { file: 'index.html', body: shell.home };
  return { files: files.filter(Boolean), documents: shell.documents };
}

/**
 * Refreshes the pages these changes touch, in the live pages folder.
 * @param {{ dir: string, ports: Record<string, number> }} deployment
 * @param {Change[]} changes
 * @param {{ log?: (line: string) => void, reload?: boolean }} [options] `reload`: apply a new
 *   policy to the running nginx (false when nginx is not running)
 */
export async function refreshPages(deployment, changes, { log = console.log, reload = true } = {}) {
  const started = performance.now();
  const pagesDir = await livePagesDir(deployment);
  const index = await readJson(path.join(pagesDir, PAGES_INDEX));
  if (!index?.pages) {
    // Pages deployed before the index existed: nothing says which pages show what; render them all.
    log(`[refresh] no ${PAGES_INDEX} in the live pages: regenerating every page`);
    await regenerate(deployment);
    if (reload) await reloadNginx(deployment);
    return {
      changes: changes.map((change) => `${change.operation} ${change._type} ${change._id}`),
      regenerated: true,
    };
  }
  const configDir = path.join(deployment.dir, 'config');
  const remotes = (await readJson(path.join(configDir, 'remotes.json'))) ?? {};
  const config = (await readJson(path.join(configDir, 'config.json'))) ?? {};
  const releases = await currentReleases(deployment);
  if (!releases.shell) throw new Error('The shell is not deployed');
  const sections = (await readJson(path.join(releases.shell, 'sections.json'))) ?? {};
  const hostShared = await hostSharedModules(releases.shell);
  const localReleases = localReleasesOf(deployment, releases, remotes);
  const warn = (line) => log(line);

  const prerenderers = new Map();
  const prerendererOf = async (remote) => {
    if (!prerenderers.has(remote)) {
      let loaded = null;
      try {
        if (remotes[remote])
          loaded = await loadPrerenderer({
            manifestUrl: remotes[remote],
            releaseDir: localReleases[remote] ?? null,
          });
      } catch (error) {
        warn(`[refresh] ${remote}: no prerender module (${error.message})`);
      }
      prerenderers.set(remote, loaded);
    }
    return prerenderers.get(remote);
  };

  const listed = new Map();
  for (const remote of owningSections(index, sections, changes)) {
    const prerenderer = await prerendererOf(remote);
    if (!prerenderer) continue;
    try {
      listed.set(
        remote,
        editionEntries(
          await listPaths(prerenderer, { remote, prefixes: sections[remote], config }),
          prerenderer,
        ),
      );
    } catch (error) {
      warn(
        `[refresh] ${remote}: its pages could not be listed (${error.message}); only known pages refreshed`,
      );
    }
  }
  const plan = planRefresh({ index, sections, changes, listed });

  const written = [];
  const pages = { ...index.pages };
  /** Pages rendered now: whether search engines may index them (their head, robots.txt). */
  const indexableNow = new Map();
  const byRemote = new Map();
  for (const page of plan.render) byRemote.set(page.remote, [...(byRemote.get(page.remote) ?? []), page]);
  const home = byRemote.get(pages[HOME]?.remote);
  if (home?.some((page) => page.path === HOME)) {
    byRemote.set(
      pages[HOME].remote,
      home.filter((page) => page.path !== HOME),
    );
    const rendered = await renderHome({ pagesDir, releases, remotes, localReleases, config, log: warn });
    if (rendered) {
      written.push(...rendered.files);
      pages[HOME] = { ...pages[HOME], documents: rendered.documents };
    }
  }
  for (const [remote, group] of byRemote) {
    if (group.length === 0) continue;
    const prerenderer = await prerendererOf(remote);
    const manifestUrl = remotes[remote];
    if (!prerenderer || !manifestUrl) continue;
    const releaseDir = localReleases[remote] ?? null;
    const manifest = await readManifest(manifestUrl, releaseDir);
    // The section's page of each edition (ar/app-<remote>.html for '/ar/…').
    const layouts = {};
    for (const edition of ['', ...EDITIONS])
      layouts[edition] = await readFile(path.join(pagesDir, edition, `app-${remote}.html`), 'utf8').catch(
        () => null,
      );
    if (!layouts['']) {
      warn(`[refresh] ${remote}: no app-${remote}.html in the live pages; its pages are left as they are`);
      continue;
    }
    const css = await remoteAppCss({ releaseDir, manifestUrl, manifest });
    const snapshots = [];
    await renderPaths(
      prerenderer,
      group.map((page) => page.path),
      { remote, manifestUrl, config, log: warn, onPage: (snapshot) => snapshots.push(snapshot) },
    );
    for (const snapshot of snapshots) {
      const appPage = layouts[editionOf(snapshot.path).prefix.slice(1)];
      if (!appPage) continue;
      // As the deploy makes it: a page also preloads the lazy modules it rendered.
      const template = snapshot.modules.length
        ? withHintsReplaced(appPage, sectionHints(manifestUrl, manifest, hostShared, snapshot.modules))
        : appPage;
      const html = sectionPage(template, snapshot, css);
      if (!html) continue;
      written.push({ file: pageFile(snapshot.path), body: html });
      pages[snapshot.path] = { remote, documents: snapshot.documents };
      indexableNow.set(snapshot.path, !snapshot.noIndex && !isDisallowed(snapshot.path));
    }
  }
  for (const gone of plan.remove) delete pages[gone];

  // The sitemap from every section's pages (the owning sections' as they list them now), and the
  // owning sections' published files.
  const published = [];
  for (const remote of plan.owners) {
    const prerenderer = await prerendererOf(remote);
    published.push(
      ...(await publishedFilesOf(prerenderer, { remote, prefixes: sections[remote], config, log: warn })),
    );
  }
  // As the deploy does: a page is in the sitemap when it is prerendered, listed as indexable, its
  // head not noindex and robots.txt not keeping it off — known now for the pages rendered now,
  // from the deploy's sitemap entries for the others.
  const wasListed = new Set((index.entries ?? []).map((entry) => entry.path));
  const entries = [
    ...(index.entries ?? []).filter((entry) => !listed.has(index.pages[entry.path]?.remote)),
    ...[...listed.values()]
      .flat()
      .filter((entry) => indexableNow.get(entry.path) ?? wasListed.has(entry.path)),
  ].filter((entry) => Object.hasOwn(pages, entry.path));
  // Each entry names only the editions of its page that are listed too.
  const listedPaths = new Set(entries.map((entry) => entry.path));
  const sitemapEntries = entries.map((entry) => withIndexableAlternates(entry, listedPaths));
  const known = new Map((index.published ?? []).map((file) => [file.path, file]));
  let newPublished = false;
  // The home page of each edition served here.
  const homes = homeEntries(
    EDITIONS.filter((edition) => existsSync(path.join(pagesDir, edition, 'index.html'))),
  );
  for (const file of siteFiles({ entries: sitemapEntries, homes, published, siteUrl: config?.siteUrl })) {
    const isOwn = published.some((own) => own.path === file.path);
    if (!isOwn && !/^\/sitemap(-\d+)?\.xml$/.test(file.path)) continue;
    const existing = known.get(file.path);
    if (!existing || existing.type !== file.type) newPublished = true;
    written.push({ file: publishedFile(file.path), body: file.body });
  }

  for (const { file, body } of written) await writeServed(pagesDir, file, body);
  for (const gone of plan.remove) await removeServed(pagesDir, pageFile(gone));
  await writeAtomic(
    path.join(pagesDir, PAGES_INDEX),
    `${JSON.stringify({ ...index, entries, pages }, null, 1)}\n`,
  );

  // A page whose inline scripts the policy does not allow yet (or a file nginx does not serve
  // yet): regenerate the deployment in full, policy and nginx.conf included.
  const conf = await readFile(path.join(deployment.dir, 'nginx.conf'), 'utf8').catch(() => '');
  const newHashes = written.flatMap(({ file, body }) =>
    file.endsWith('.html') ? inlineScriptHashes(body).filter((hash) => !conf.includes(hash)) : [],
  );
  let regenerated = false;
  if (newHashes.length > 0 || newPublished) {
    log(
      `[refresh] ${newHashes.length ? `new inline script hashes (${newHashes.join(' ')})` : 'new published files'}: regenerating the deployment`,
    );
    await regenerate(deployment);
    if (reload) await reloadNginx(deployment);
    regenerated = true;
  }
  const result = {
    changes: changes.map((change) => `${change.operation} ${change._type} ${change._id}`),
    refreshed: plan.render
      .map((page) => page.path)
      .filter((pagePath) =>
        written.some((w) => w.file === (pagePath === HOME ? 'index.html' : pageFile(pagePath))),
      ),
    removed: plan.remove,
    files: written
      .filter((w) => !w.file.startsWith(`${PRERENDERED_DIR}/`) && w.file !== 'index.html')
      .map((w) => w.file),
    regenerated,
    ms: Math.round(performance.now() - started),
  };
  log(
    `[refresh] ${result.changes.join(', ')} → ${result.refreshed.length} page(s) ${result.refreshed.join(' ')}${result.removed.length ? `, removed ${result.removed.join(' ')}` : ''}${result.files.length ? `, files ${result.files.join(' ')}` : ''} in ${result.ms} ms`,
  );
  // A deploy swapped the pages folder meanwhile: refresh the new one too (its render may predate
  // the change).
  if (!regenerated && existsSync(pagesDir) && (await livePagesDir(deployment)) !== pagesDir) {
    log('[refresh] the pages were redeployed meanwhile: refreshing the new ones');
    return refreshPages(deployment, changes, { log, reload });
  }
  return result;
}

/**
 * One refresh at a time for a deployment: changes that arrive while one runs are refreshed
 * together in the next run. `refresh(change)` resolves with the result of the run that covered it.
 * @param {{ dir: string, ports: Record<string, number> }} deployment
 * @param {{ log?: (line: string) => void, reload?: boolean, run?: typeof refreshPages }} [options]
 */
export function createRefresher(deployment, { log = console.log, reload = true, run = refreshPages } = {}) {
  /** Everything that changes the live pages runs one at a time, in order, on this chain. */
  let chain = Promise.resolve();
  const serialize = (task) => {
    const result = chain.then(task);
    chain = result.catch(() => {});
    return result;
  };
  /** The batch waiting for its turn: changes that arrive meanwhile join it. */
  let waiting = null;
  return {
    refresh(change) {
      if (!waiting) {
        const batch = [];
        waiting = batch;
        serialize(() => {
          waiting = null;
          // The same document twice in a batch is refreshed once, as its latest change says.
          const changes = [...new Map(batch.map((item) => [item.change._id, item.change])).values()];
          return run(deployment, changes, { log, reload });
        }).then(
          (result) => {
            for (const item of batch) item.resolve(result);
          },
          (error) => {
            for (const item of batch) item.reject(error);
          },
        );
      }
      const batch = waiting;
      return new Promise((resolve, reject) => batch.push({ change, resolve, reject }));
    },
    /**
     * Runs `task` (e.g. a redeploy's regeneration of every page) between refreshes, never during
     * one: a refresh writing into a pages folder that a deploy is replacing would be lost.
     */
    exclusive: (task) => serialize(task),
    /** Resolves once nothing is running or waiting. */
    async idle() {
      for (;;) {
        const current = chain;
        await current;
        if (current === chain) return;
      }
    },
  };
}
