// Test helper: hydrates a section's or widget's deploy-time markup in the browser's way (its own
// React root with the island's identifierPrefix, seeded with the content it was rendered from)
// and reports every mismatch React finds. React's development build checks text, elements and
// attributes; a mismatch makes a page re-render (or, in production, keep wrong ids and labels).
import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  islandIdPrefix,
  type Locale,
  type PackageMessages,
  type RemoteProps,
  type SectionPrerenderer,
  type SectionSnapshot,
  type SiteConfig,
  type WidgetSnapshot,
} from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { MemoryRouter } from '@quantethic/shared/router/server';
import {
  act,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  startTransition,
  useLayoutEffect,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SEED_ID, resetContentSeed } from '../content/snapshot';
import { setupContentApi } from './content-api';

/**
 * Runs a deploy-time render as Node runs it: without the test's DOM globals (`window`,
 * `document`), so code that branches on them takes the server's path, as it does at deploy time.
 */
export async function asServer<T>(render: () => Promise<T>): Promise<T> {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    return await render();
  } finally {
    vi.unstubAllGlobals();
  }
}

export interface HydrationReport {
  /** What React said about the markup (warnings, errors, recoverable errors). */
  problems: string[];
  /**
   * Elements of the prerendered markup no longer in the page after hydration (replaced), except
   * empty placeholders a page swaps for something live on purpose (e.g. a PDF viewer's frame).
   */
  replaced: number;
  /** The hydrated container, for further checks. */
  container: HTMLElement;
  unmount: () => void;
}

const HYDRATION = /hydrat|did(?:n't| not) match|server rendered|Expected server HTML/i;

export interface ServedPage {
  /** The container holding the served markup, to hydrate. */
  container: HTMLElement;
  /**
   * How many elements of the served markup are no longer in the page (replaced), except empty
   * placeholders a page swaps for something live on purpose (e.g. a PDF viewer's frame).
   */
  replaced: () => number;
}

/**
 * Puts `snapshot` in the page as a browser first gets it at its path: the page's URL, its content
 * seed in the head and its markup in a container, ready to hydrate.
 */
export async function serveSnapshot(
  snapshot: Pick<SectionSnapshot | WidgetSnapshot, 'html' | 'content'> & { path?: string },
): Promise<ServedPage> {
  const path = snapshot.path ?? '/';
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The test made the markup with React's server renderer in this same realm (a browser never
  // does): it leaves the last context values it rendered with (the StaticRouter's location) in
  // place until its next render. A trivial render puts them back, as a browser starts.
  await prerender(<i />);
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  const seed = document.createElement('script');
  seed.type = 'application/json';
  seed.id = CONTENT_SEED_ID;
  seed.textContent = JSON.stringify({ path, content: snapshot.content });
  document.head.append(seed);
  resetContentSeed();
  const container = document.createElement('div');
  container.innerHTML = snapshot.html;
  document.body.replaceChildren(container);
  const before = [...container.querySelectorAll('*')];
  return {
    container,
    replaced: () =>
      before.filter(
        (element) =>
          !element.isConnected &&
          (element.childNodes.length > 0 || element.matches('a, button, input, select, textarea, img')),
      ).length,
  };
}

export interface HydrationWatch {
  /** What React said about the markup (warnings, errors, recoverable errors). */
  problems: string[];
  /** For `hydrateRoot`'s options: records a recoverable error among the problems. */
  onRecoverableError: (cause: unknown, info: ErrorInfo) => void;
  /** Stops listening, and puts the browser's globals back. */
  stop: () => void;
}

/**
 * Listens for what React says about hydration mismatches (console errors and warnings, and
 * `onRecoverableError`), with the browser's IntersectionObserver (jsdom has none) reporting
 * nothing visible yet, as in every browser the site supports on a first render.
 */
export function watchHydration(): HydrationWatch {
  const problems: string[] = [];
  const record = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (HYDRATION.test(text)) problems.push(text);
  };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  const error = vi.spyOn(console, 'error').mockImplementation(record);
  const warn = vi.spyOn(console, 'warn').mockImplementation(record);
  return {
    problems,
    onRecoverableError: (cause, info) =>
      problems.push(`recoverable: ${(cause as Error)?.message ?? cause} ${info.componentStack ?? ''}`.trim()),
    stop: () => {
      error.mockRestore();
      warn.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}

/**
 * Serves `snapshot` as a page at its path would (the markup, and its content seed), hydrates
 * `Component` over it, and lets its effects run. `exposed` is the module's exposed name ('app'
 * for a section).
 */
export async function hydrateSnapshot(
  Component: ComponentType<RemoteProps>,
  snapshot: (SectionSnapshot | WidgetSnapshot) & { path?: string },
  { config, exposed = 'app' }: { config: SiteConfig; exposed?: string },
): Promise<HydrationReport> {
  const path = snapshot.path ?? '/';
  const { container, replaced } = await serveSnapshot(snapshot);
  const watch = watchHydration();
  const props: RemoteProps = {
    contractVersion: CONTRACT_VERSION,
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config,
  };
  let root: ReturnType<typeof hydrateRoot> | null = null;
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[path]}>
          <Component {...props} />
        </MemoryRouter>,
        { identifierPrefix: islandIdPrefix(exposed), onRecoverableError: watch.onRecoverableError },
      );
    });
    // Let the hydration's effects and any follow-up render settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  } finally {
    watch.stop();
  }
  return {
    problems: watch.problems,
    replaced: replaced(),
    container,
    unmount: () => act(() => root?.unmount()),
  };
}

/**
 * The page at `path` as the deploy serves it (its markup and content seed), rendered by a fresh
 * copy of the remote's modules (a deploy's process, not the browser's): `load` imports its
 * prerender module, `() => import('./prerender')`.
 */
export async function servedFresh(
  load: () => Promise<{ default: SectionPrerenderer }>,
  path: string,
  config: SiteConfig,
): Promise<SectionSnapshot> {
  vi.resetModules();
  const { default: prerenderer } = await load();
  const snapshot = await asServer(() => prerenderer.render(path, config));
  if (!snapshot) throw new Error(`${path} was not prerendered`);
  return snapshot;
}

/** An exposed module as the shell loads it: its component and its `ready` (RemoteModule). */
export interface ExposedModule {
  default: ComponentType<RemoteProps>;
  ready: (locale: Locale) => Promise<unknown>;
}

export interface FreshHydrationOptions {
  /** The exposed module, imported afresh: `() => import('./app')` (called after vi.resetModules). */
  load: () => Promise<ExposedModule>;
  config: SiteConfig;
  locale: Locale;
  /** The module's exposed name ('app', or a widget's): the island's identifierPrefix. */
  exposed?: string;
  /** 'checking': the sign-in still being checked, as when the deploy rendered a page that reads it. */
  auth?: 'unavailable' | 'checking';
  /** Runs once the module's `ready` has settled, before the hydration: import what to watch here. */
  beforeHydrate?: () => void | Promise<void>;
  /** What else to wait for after the first commit (a lazy part below it and its texts). */
  settled?: () => boolean;
}

export interface FreshHydration extends HydrationReport {
  /** How many times the hydrated tree committed (1: at once, whole). */
  commits: number;
  /** The served page's first heading is the one the page shows after hydration (not replaced). */
  sameHeading: boolean;
}

/** Tells once its subtree is committed (the shell's island does the same to know it is live). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A browser's first load of a served page (or widget) in `locale`'s edition: the remote's modules
 * fresh (vi.resetModules: no catalogue downloaded yet), the exposed module's `ready` awaited as the
 * shell does, then the markup hydrated as the shell's island does — in a transition, under the
 * edition's basename, with the page's locale — until the page's lazy chunk and its texts have
 * arrived and the hydration has committed.
 */
export async function hydrateFresh(
  snapshot: Pick<SectionSnapshot | WidgetSnapshot, 'html' | 'content'> & { path?: string },
  {
    load,
    config,
    locale,
    exposed = 'app',
    auth = 'unavailable',
    beforeHydrate,
    settled,
  }: FreshHydrationOptions,
): Promise<FreshHydration> {
  const path = snapshot.path ?? '/';
  vi.resetModules();
  const module = await load();
  // This module's imports were resolved before the reset: the page's copies are fresh.
  const shared = await import('@quantethic/shared');
  const { CONTRACT_VERSION: version } = await import('@quantethic/shared/contract-version');
  const { MemoryRouter: Router } = await import('@quantethic/shared/router/server');
  const { container, replaced } = await serveSnapshot(snapshot);
  const heading = container.querySelector('h1, h2');
  const watch = watchHydration();
  await module.ready(locale);
  await beforeHydrate?.();
  let commits = 0;
  const onCommit = () => {
    commits += 1;
  };
  const props: RemoteProps = {
    contractVersion: version,
    basePath: '/',
    bus: shared.createBus(),
    auth: auth === 'checking' ? shared.createCheckingAuthPort() : shared.createUnavailableAuthPort(),
    config,
    locale,
  };
  let root: ReturnType<typeof hydrateRoot> | null = null;
  try {
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <Router basename={locale === 'en' ? undefined : `/${locale}`} initialEntries={[path]}>
            <Committed onCommit={onCommit}>
              <module.default {...props} />
            </Committed>
          </Router>,
          { identifierPrefix: shared.islandIdPrefix(exposed), onRecoverableError: watch.onRecoverableError },
        );
      });
    });
    // The page's chunk and its texts arrive; the hydration then commits.
    for (let tries = 0; tries < 250 && (commits === 0 || settled?.() === false); tries += 1)
      await act(async () => {
        await sleep(20);
      });
    await act(async () => {
      await sleep(100);
    });
  } finally {
    watch.stop();
  }
  return {
    problems: watch.problems,
    replaced: replaced(),
    container,
    commits,
    sameHeading: heading !== null && heading === container.querySelector('h1, h2') && heading.isConnected,
    unmount: () => act(() => root?.unmount()),
  };
}

/**
 * Whether `catalogues`' texts in `locale` were there each time something asked (`has`, which
 * useMessages calls on every render): one entry per ask, from a stack frame matching `by` when
 * given. A page whose texts are made ready before it renders has only `true`s.
 */
export function recordAsks(catalogues: PackageMessages<string>[], locale: Locale, by?: RegExp): boolean[] {
  const asks: boolean[] = [];
  for (const messages of catalogues) {
    const has = messages.has.bind(messages);
    vi.spyOn(messages, 'has').mockImplementation((asked) => {
      const there = has(asked);
      if (asked === locale && (!by || by.test(new Error().stack ?? ''))) asks.push(there);
      return there;
    });
  }
  return asks;
}

export interface HydrationSuiteOptions {
  /** The remote's name, for the test titles. */
  remote: string;
  App: ComponentType<RemoteProps>;
  prerenderer: SectionPrerenderer;
  /** The home widgets the prerenderer renders, by exposed name. */
  widgets: Record<string, ComponentType<RemoteProps>>;
  /** Pages whose first view depends on the visitor (e.g. signed in): not checked for replaced elements. */
  dependsOnVisitor?: (path: string) => boolean;
}

/**
 * The tests every remote with a prerender runs (its `src/hydration.test.tsx`): each page and each
 * widget it prerenders, against the real local content API, hydrates with no mismatch and no
 * element replaced.
 */
export function describeHydration({
  remote,
  App,
  prerenderer,
  widgets,
  dependsOnVisitor = () => false,
}: HydrationSuiteOptions) {
  const api = setupContentApi();
  const config = (): SiteConfig => ({
    ...DEFAULT_SITE_CONFIG,
    siteUrl: 'https://quantethic.example',
    content: api.config(),
  });

  describe(`${remote}: deploy-time markup hydrates in place`, () => {
    it('every prerendered page: no mismatch, no element replaced', { timeout: 120_000 }, async () => {
      const paths = (await prerenderer.paths(config())).map((entry) =>
        typeof entry === 'string' ? entry : entry.path,
      );
      expect(paths.length).toBeGreaterThan(0);
      const results = [];
      for (const path of paths) {
        const snapshot = await asServer(() => prerenderer.render(path, config()));
        if (!snapshot) throw new Error(`${path} was not prerendered`);
        const report = await hydrateSnapshot(App, snapshot, { config: config() });
        results.push({
          path,
          problems: report.problems,
          replaced: dependsOnVisitor(path) ? 0 : report.replaced,
        });
        report.unmount();
      }
      expect(results).toEqual(paths.map((path) => ({ path, problems: [], replaced: 0 })));
    });

    it("the home page's widgets: no mismatch, no element replaced", { timeout: 60_000 }, async () => {
      const snapshots = (await asServer(async () => prerenderer.widgets?.(config()))) ?? {};
      expect(Object.keys(snapshots).sort()).toEqual(Object.keys(widgets).sort());
      for (const [name, Widget] of Object.entries(widgets)) {
        const snapshot = snapshots[name];
        if (!snapshot) throw new Error(`${name} was not prerendered`);
        const report = await hydrateSnapshot(Widget, snapshot, { config: config(), exposed: name });
        expect({ name, problems: report.problems, replaced: report.replaced }).toEqual({
          name,
          problems: [],
          replaced: 0,
        });
        report.unmount();
      }
    });
  });
}
