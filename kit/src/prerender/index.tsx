// @quantethic/kit/prerender — deploy-time rendering of a remote's public pages (Node only, never
// shipped to browsers). Each remote builds `src/prerender.tsx` into `dist/server/prerender.mjs`
// (the build's `prerender` mode); the deploy tooling (scripts/deploy/pages.mjs) imports it, asks
// which paths to render and puts each rendered section, with the content it was rendered from,
// into that path's page. The first paint of those pages then shows the real section.

import { AsyncLocalStorage } from 'node:async_hooks';
import {
  collectedHead,
  createBus,
  createCheckingAuthPort,
  createHeadCollector,
  HeadCollectorContext,
  islandIdPrefix,
  isValidSlug,
  LAZY_MODULE_GLOBAL,
  LOCALES,
  type Locale,
  localeBasename,
  localeOfPath,
  localizedPath,
  type PrerenderFile,
  type PrerenderPath,
  parseSiteConfig,
  type RemoteProps,
  type SectionPrerenderer,
  type SectionSnapshot,
  type SiteConfig,
  sharedTextsReady,
  type WidgetSnapshot,
} from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { StaticRouter } from '@quantethic/shared/router/server';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { getContentClient } from '../content/client';
import { fetchContent } from '../content/query';
import { ContentCollectorContext, createContentCollector, type SeededResult } from '../content/snapshot';

/**
 * The slugs a GROQ query lists, for `paths` (e.g. the newest articles). Only valid slugs are kept:
 * a path becomes a file name at deploy time. A failed query or an answer that is not a list gives
 * none, so those pages load in the browser as usual.
 */
export async function slugsToPrerender(config: SiteConfig, query: string, label: string): Promise<string[]> {
  const slugs = await fetchContent<unknown>(getContentClient(config.content), query, {}, { label });
  return Array.isArray(slugs)
    ? slugs.filter((slug): slug is string => typeof slug === 'string' && isValidSlug(slug))
    : [];
}

export interface SectionPrerenderOptions {
  /** The remote's `./app`. */
  App: ComponentType<RemoteProps>;
  /** The public paths worth prerendering (may ask the content API, e.g. for article slugs). */
  paths: (config: SiteConfig) => Promise<Array<string | PrerenderPath>>;
  /**
   * The home page's widgets the remote exposes, by exposed name (rendered with RemoteProps): the
   * component, or the exposed module itself when the widget has texts of its own (its `ready`,
   * awaited before the widget renders in an edition, like `ready` for the pages).
   */
  widgets?: Record<string, WidgetEntry>;
  /** Other files the section publishes (e.g. a feed). */
  files?: (config: SiteConfig) => Promise<PrerenderFile[]>;
  /** How long one page may take before it is given up on (ms). */
  timeoutMs?: number;
  /**
   * Makes the remote's texts in a locale ready (its exposed modules' `ready`): awaited before a
   * page of that edition renders, so the render never waits for them half-way (a render that
   * suspends on its texts loses the content it asked for before).
   */
  ready?: (locale: Locale) => Promise<unknown>;
}

/** A home widget to prerender: its component, or its exposed module (component and `ready`). */
export type WidgetEntry =
  | ComponentType<RemoteProps>
  | { default: ComponentType<RemoteProps>; ready?: (locale: Locale) => Promise<unknown> };

/** The `_id`s of the content documents in a content result (a page's dependencies). */
export function documentIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) documentIds(item, ids);
  else if (value && typeof value === 'object') {
    const id = (value as { _id?: unknown })._id;
    if (typeof id === 'string') ids.add(id.replace(/^drafts\./, ''));
    for (const entry of Object.values(value)) documentIds(entry, ids);
  }
  return ids;
}

/**
 * The lazily imported modules of the page being rendered: a remote's prerender build makes each of
 * its `import('./…')` call `globalThis.__quantethicLazyModule` first (shared/build/federation.ts,
 * lazyModulesPlugin). Pages render concurrently, so each render has its own set. Each remote's
 * prerender module bundles its own copy of this file and the deploy loads them all in one process:
 * the one global function must reach every copy's renders, hence one store for all copies.
 */
const STORE = Symbol.for('quantethic.prerender.rendered-modules');
const stores = globalThis as { [STORE]?: AsyncLocalStorage<Set<string>> };
stores[STORE] ??= new AsyncLocalStorage<Set<string>>();
const renderedModules = stores[STORE];
(globalThis as Record<string, unknown>)[LAZY_MODULE_GLOBAL] = (id: unknown) => {
  if (typeof id === 'string') renderedModules.getStore()?.add(id);
};

interface Rendered {
  /** The lazy modules the render loaded (their paths from the remote's root). */
  modules: string[];
  html: string;
  content: Record<string, SeededResult>;
  documents: string[];
  head: ReturnType<typeof createHeadCollector>;
}

/** Renders a tree at a path with the content it asks for; null when a content request failed. */
async function renderWithContent(
  path: string,
  tree: ReactNode,
  {
    exposed,
    timeoutMs,
    before,
  }: {
    exposed: string;
    timeoutMs: number;
    /** What the page waits for before it renders (its texts): its lazy modules count as the page's. */
    before?: () => Promise<unknown>;
  },
): Promise<Rendered | null> {
  const collector = createContentCollector();
  const head = createHeadCollector();
  const modules = new Set<string>();
  // A page of another edition ('/ar/about') renders under that edition's basename, as in the browser.
  const basename = localeBasename(localeOfPath(path).locale);
  const { prelude } = await renderedModules.run(modules, async () => {
    await before?.();
    return prerender(
      <StaticRouter basename={basename} location={path}>
        <HeadCollectorContext value={head}>
          <ContentCollectorContext value={collector}>{tree}</ContentCollectorContext>
        </HeadCollectorContext>
      </StaticRouter>,
      {
        // The browser hydrates this markup as its own root with the same prefix: the same useId ids.
        identifierPrefix: islandIdPrefix(exposed),
        // Every boundary in place, none "outlined" behind a fallback with an inline script that
        // swaps it in: the markup is what the browser hydrates, and what a crawler reads.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: AbortSignal.timeout(timeoutMs),
        onError: () => {},
      },
    );
  });
  const html = await new Response(prelude).text();
  const content: Record<string, SeededResult> = {};
  const documents = new Set<string>();
  for (const [key, result] of collector.results) {
    if (result.status === 'error') return null;
    content[key] = result.status === 'ok' ? { status: 'ok', data: result.data } : { status: 'empty' };
    if (result.status === 'ok') documentIds(result.data, documents);
  }
  return { html, content, documents: [...documents].sort(), head, modules: [...modules].sort() };
}

/**
 * Renders `App` at a path with the content it asks for. A page whose content could not be loaded
 * is not prerendered (null): its visitors get the normal loading and error states, never an
 * error page frozen into HTML.
 */
export function defineSectionPrerender({
  App,
  paths,
  widgets = {},
  files,
  timeoutMs = 15_000,
  ready,
}: SectionPrerenderOptions): SectionPrerenderer {
  const propsFor = (config: SiteConfig, locale: Locale = 'en'): RemoteProps => ({
    contractVersion: CONTRACT_VERSION,
    basePath: '/',
    bus: createBus(),
    auth: createCheckingAuthPort(),
    config,
    locale,
  });
  return {
    contractVersion: CONTRACT_VERSION,
    // Every edition: a page's texts in another locale are awaited by the render (useMessages
    // suspends until its catalogue is there), so its markup is that edition's.
    locales: LOCALES,
    // config.json as deployed: parsed like the browser does (defaults for what is missing).
    paths: (raw: SiteConfig) => paths(parseSiteConfig(raw).value),
    async render(path: string, raw: SiteConfig): Promise<SectionSnapshot | null> {
      const config = parseSiteConfig(raw).value;
      const { locale } = localeOfPath(path);
      // Shared's texts: the head of a page without a description of its own gets the site's in the
      // page's language (headTags). The shell gives them to the remote in the browser.
      await sharedTextsReady(locale);
      const rendered = await renderWithContent(path, <App {...propsFor(config, locale)} />, {
        exposed: 'app',
        timeoutMs,
        // The remote's texts, as the shell makes them ready before the section renders: each page
        // names their files too, so the browser fetches them with the page's (a catalogue asks
        // again on every page, shared/src/i18n/messages.ts).
        before: () => Promise.resolve(ready?.(locale)),
      });
      if (!rendered) return null;
      const { head } = rendered;
      const snapshot: SectionSnapshot = {
        path,
        html: rendered.html,
        content: rendered.content,
        documents: rendered.documents,
      };
      if (rendered.modules.length) snapshot.modules = rendered.modules;
      const served = collectedHead(head, { siteUrl: config.siteUrl, siteName: config.siteName }, path);
      if (served) {
        snapshot.head = served.html;
        snapshot.noIndex = served.noIndex;
      }
      return snapshot;
    },
    // The widgets too, in every edition (contract 1.6.0): '/ar' is served with them in Arabic.
    widgetLocales: LOCALES,
    async widgets(raw: SiteConfig, locale: Locale = 'en'): Promise<Record<string, WidgetSnapshot>> {
      const config = parseSiteConfig(raw).value;
      const result: Record<string, WidgetSnapshot> = {};
      await ready?.(locale);
      for (const [name, entry] of Object.entries(widgets)) {
        const module = 'default' in entry ? entry : null;
        const Widget = module ? module.default : (entry as ComponentType<RemoteProps>);
        // Its texts first: a render that suspends on them half-way loses the content it asked for.
        const rendered = await Promise.resolve(module?.ready?.(locale))
          .then(() =>
            renderWithContent(localizedPath(locale, '/'), <Widget {...propsFor(config, locale)} />, {
              exposed: name,
              timeoutMs,
            }),
          )
          .catch(() => null);
        if (rendered)
          result[name] = { html: rendered.html, content: rendered.content, documents: rendered.documents };
      }
      return result;
    },
    async files(raw: SiteConfig): Promise<PrerenderFile[]> {
      return files ? files(parseSiteConfig(raw).value) : [];
    },
  };
}
