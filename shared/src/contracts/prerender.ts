import type { Locale } from '../i18n/locale';
import type { SiteConfig } from './config';

/**
 * Deploy-time prerendering of a remote's public pages (docs/decisions/0004-prerendered-sections.md,
 * 0008-every-page-whole-in-its-served-html.md). A remote that supports it ships
 * `server/prerender.mjs` in its build, next to its manifest, whose default export is a
 * SectionPrerenderer. The deploy tooling renders each of its paths and writes a page per path:
 * the shell's layout with the section's HTML in place of the loading state, the page's own head,
 * and the content it was rendered from as a JSON seed (so the remote's first render in the
 * browser matches). It also lists the paths in the sitemap and renders the home page's widgets.
 */
export interface SectionPrerenderer {
  /** The contract version the remote was built against (checked like the remote's `./app`). */
  contractVersion: string;
  /** The public paths worth prerendering (a string is a page with no known modification date). */
  paths(config: SiteConfig): Promise<Array<string | PrerenderPath>>;
  /**
   * The section at `path`, or null when it should not be prerendered (e.g. its content failed).
   * A path in another edition ('/ar/about') is that edition's page, when `locales` lists it.
   */
  render(path: string, config: SiteConfig): Promise<SectionSnapshot | null>;
  /**
   * The editions `render` renders (contract 1.5.0): each path of `paths()` is also rendered in
   * each of them, under its prefix ('/ar/…'). Absent: English only.
   */
  locales?: readonly Locale[];
  /**
   * The home page's widgets this remote exposes, rendered with their content (by exposed name), in
   * `locale`'s edition when `widgetLocales` lists it (English otherwise, and for an older remote).
   */
  widgets?(config: SiteConfig, locale?: Locale): Promise<Record<string, WidgetSnapshot>>;
  /**
   * The editions `widgets` renders (contract 1.6.0): the home page of each is served with its
   * widgets in place. Absent: English only (the other editions' home pages load them in the browser).
   */
  widgetLocales?: readonly Locale[];
  /** Other files the section publishes at the site's root, e.g. the knowledge hub's feed. */
  files?(config: SiteConfig): Promise<PrerenderFile[]>;
}

export interface PrerenderPath {
  path: string;
  /** ISO 8601: when the page's content last changed (the sitemap's `lastmod`). */
  lastModified?: string | null;
  /** False for a page that is prerendered but kept out of the sitemap (e.g. noindex). */
  indexable?: boolean;
}

export interface SectionSnapshot {
  path: string;
  /** The section's markup, as the remote renders it at `path`. */
  html: string;
  /** The content results the markup was rendered from, by content key. */
  content: Record<string, unknown>;
  /** The page's head tags as HTML (title, description, canonical, robots, Open Graph, JSON-LD). */
  head?: string;
  /** The page asked to be kept out of search engines. */
  noIndex?: boolean;
  /** The content documents (`_id`s) the page shows: a change to one of them regenerates it. */
  documents?: string[];
  /**
   * The remote's lazily imported modules the page rendered (paths from the remote's root, as its
   * mf-manifest.json `modules` names them): the deploy preloads their files with the page.
   */
  modules?: string[];
}

/**
 * The global a remote's prerender build calls with each lazily imported module of its own, just
 * before importing it (shared/build/federation.ts, lazyModulesPlugin): kit/prerender sets it while
 * pages render, to list the modules each page used (`SectionSnapshot.modules`). It exists only
 * there: code that tells the prerender what a page uses looks for it.
 */
export const LAZY_MODULE_GLOBAL = '__quantethicLazyModule';

/** A home-page widget rendered at deploy time. */
export interface WidgetSnapshot {
  html: string;
  content: Record<string, unknown>;
  documents?: string[];
}

export interface PrerenderFile {
  /** Where it is served, e.g. '/knowledge/feed.xml'. */
  path: string;
  /** Its Content-Type. */
  type: string;
  body: string;
}

/** The build path of a remote's prerender module, relative to its release folder. */
export const PRERENDER_MODULE_PATH = 'server/prerender.mjs';

/**
 * The element a prerendered page holds the section's HTML in, inside the shell's layout. The shell
 * shows it, unchanged, until the remote's own render replaces it.
 */
export const SECTION_SNAPSHOT_ATTRIBUTE = 'data-section-snapshot';

/**
 * The `identifierPrefix` of the React root a prerendered section or widget is rendered in, at
 * deploy time and in the browser (docs/decisions/0010-hydrated-islands.md). Each section and
 * widget is its own root ("island") that hydrates the markup it was prerendered as: its `useId`
 * ids must come out the same in both renders, and never collide with the shell's ids or another
 * island's on the same page.
 */
export function islandIdPrefix(exposed: string): string {
  return `${exposed.replace(/[^a-zA-Z0-9-]/g, '-')}-`;
}
