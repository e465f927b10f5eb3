// The shell's own pages rendered at deploy time (docs/decisions/0008-every-page-whole-in-its-served-html.md):
// with the runtime config, the footer's profile links are in the served HTML of every page, and on
// '/' each home widget is there with its content, as its remote renders it (`widgets(config)` of
// the remote's prerender module). The shell's build keeps its prerender module and the page
// template for this (shell/prerender.mjs); without them, or without a config, the build's pages
// are served as they are.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EDITION_PREFIXES } from '../lib/site.mjs';
import { ASSET_BASE_GLOBAL, fetchLimited, loadPrerenderer, withTimeout } from './prerender-module.mjs';

/** The shell's prerender module and its page template, in the shell's release folder. */
export const SHELL_PRERENDER_MODULE = 'server/prerender.mjs';
export const SHELL_PAGE_TEMPLATE = 'server/page.html';
/** The site's editions other than English, each served under /<locale> (scripts/lib/site.mjs). */
export const EDITIONS = EDITION_PREFIXES.map((prefix) => prefix.slice(1));
/** How long one remote's widgets may take to render. */
const WIDGETS_TIMEOUT_MS = 30_000;

/** A remote's mf-manifest.json: from its release when it is released here, else from its origin. */
async function manifestOf(manifestUrl, releaseDir) {
  try {
    if (releaseDir) return JSON.parse(await readFile(path.join(releaseDir, 'mf-manifest.json'), 'utf8'));
    return JSON.parse(
      (await fetchLimited(manifestUrl, { maxBytes: 1024 * 1024, timeoutMs: 5000 })).toString('utf8'),
    );
  } catch {
    return null;
  }
}

/**
 * The stylesheets of these exposed widgets (their markup must not paint unstyled until the live
 * code arrives), from the remote's release or its origin; what cannot be had is left out.
 */
async function widgetCss({ manifestUrl, releaseDir, names }) {
  const manifest = await manifestOf(manifestUrl, releaseDir);
  const files = new Set();
  for (const expose of manifest?.exposes ?? [])
    if (names.includes(expose.name))
      for (const file of [...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])])
        files.add(file);
  const base = new URL('.', manifestUrl);
  const styles = await Promise.all(
    [...files].map((file) =>
      releaseDir
        ? readFile(path.join(releaseDir, file), 'utf8').catch(() => '')
        : fetchLimited(new URL(file, base), { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 })
            .then((body) => body.toString('utf8'))
            .catch(() => ''),
    ),
  );
  return styles.join('\n');
}

/**
 * The home widgets every remote renders with its content, by `remote/exposed`, their stylesheets,
 * and the content documents they show. A remote that has none, cannot be reached or fails only
 * loses its widgets' snapshots (logged): the page then loads them in the browser. In another
 * edition (`locale`), only the remotes that render their widgets in it (`widgetLocales`, contract
 * 1.6.0) give theirs: an older remote's would be English on an Arabic page.
 * @returns {Promise<{ widgets: Record<string, { html: string, content: object }>, css: string, documents: string[] }>}
 */
export async function homeWidgets({
  remotes,
  localReleases = {},
  config,
  locale = 'en',
  log = console.warn,
}) {
  const widgets = {};
  const styles = [];
  const documents = new Set();
  for (const [remote, manifestUrl] of Object.entries(remotes ?? {})) {
    if (typeof manifestUrl !== 'string' || !manifestUrl) continue;
    const releaseDir = localReleases[remote] ?? null;
    try {
      const prerenderer = await loadPrerenderer({ manifestUrl, releaseDir });
      if (typeof prerenderer?.widgets !== 'function') continue;
      const inEdition = locale !== 'en';
      if (
        inEdition &&
        !(Array.isArray(prerenderer.widgetLocales) && prerenderer.widgetLocales.includes(locale))
      )
        continue;
      globalThis[ASSET_BASE_GLOBAL] = String(new URL('.', manifestUrl));
      const rendered = await withTimeout(
        inEdition ? prerenderer.widgets(config, locale) : prerenderer.widgets(config),
        WIDGETS_TIMEOUT_MS,
        `${remote}: widgets`,
      );
      const names = [];
      for (const [name, snapshot] of Object.entries(rendered ?? {})) {
        if (typeof snapshot?.html !== 'string') continue;
        const content = snapshot.content && typeof snapshot.content === 'object' ? snapshot.content : {};
        widgets[`${remote}/${name}`] = { html: snapshot.html, content };
        names.push(name);
        for (const id of Array.isArray(snapshot.documents) ? snapshot.documents : []) documents.add(id);
      }
      if (names.length) styles.push(await widgetCss({ manifestUrl, releaseDir, names }));
    } catch (error) {
      log(
        `[pages] ${remote}: home widgets${locale === 'en' ? '' : ` (${locale})`} not prerendered (${error.message})`,
      );
    } finally {
      delete globalThis[ASSET_BASE_GLOBAL];
    }
  }
  // `</` cannot appear in CSS that matters, but never let it close the element early.
  const css = styles.filter(Boolean).join('\n').replaceAll('</', '<\\/');
  return { widgets, css, documents: [...documents].sort() };
}

/** A home page with its widgets' stylesheets (their markup must not paint unstyled). */
const withCss = (page, css) => (css ? page.replace('</head>', () => `<style>${css}</style></head>`) : page);

/** The shell's prerender module, by content (a new build at the same path is a new module). */
async function loadShellModule(file) {
  const source = await readFile(file);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return import(`${pathToFileURL(file).href}?build=${hash}`);
}

/**
 * The shell's pages for this deployment, rendered with the runtime config: '/' with the home
 * widgets, a section route's layout (the page each section page starts from) and the 404 page.
 * null when they cannot be rendered (no config, a shell build without its prerender module, or a
 * failure, which is logged): the build's pages are served instead. `editions` has the same pages
 * of each other edition (the Arabic one under /ar, its home page with the widgets in Arabic from
 * the remotes that render them in it), from a shell whose prerender module renders them.
 * @returns {Promise<{ home: string, app: string, notFound: string, documents: string[], editions: Record<string, { home: string, app: string, notFound: string }> } | null>}
 */
export async function renderShellPages({
  shellDir,
  remotes,
  localReleases = {},
  config,
  log = console.warn,
}) {
  const moduleFile = path.join(shellDir, SHELL_PRERENDER_MODULE);
  if (!config || !existsSync(moduleFile)) return null;
  try {
    const [shell, template] = await Promise.all([
      loadShellModule(moduleFile),
      readFile(path.join(shellDir, SHELL_PAGE_TEMPLATE), 'utf8'),
    ]);
    const { widgets, css, documents } = await homeWidgets({ remotes, localReleases, config, log });
    const home = withCss(shell.renderShellDocument(template, 'home', { config, widgets }), css);
    const editions = {};
    const allDocuments = new Set(documents);
    if (typeof shell.loadLocale === 'function')
      for (const locale of EDITIONS) {
        await shell.loadLocale(locale);
        // Its home page with the widgets rendered in its language, by the remotes that can.
        const edition = await homeWidgets({ remotes, localReleases, config, locale, log });
        for (const id of edition.documents) allDocuments.add(id);
        editions[locale] = {
          home: withCss(
            shell.renderShellDocument(template, 'home', { config, locale, widgets: edition.widgets }),
            edition.css,
          ),
          app: shell.renderShellDocument(template, 'section', { config, locale }),
          notFound: shell.renderShellDocument(template, 'notFound', { config, locale }),
        };
      }
    return {
      home,
      app: shell.renderShellDocument(template, 'section', { config }),
      notFound: shell.renderShellDocument(template, 'notFound', { config }),
      documents: [...allDocuments].sort(),
      editions,
    };
  } catch (error) {
    log(`[pages] the shell's pages were not rendered with the runtime config (${error.message})`);
    return null;
  }
}
