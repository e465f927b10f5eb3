// The Arabic edition's prerendered pages and widget as a browser first loads them: served whole in
// Arabic (rendered at deploy time), then hydrated by a fresh copy of this remote's code that has
// downloaded no text yet. The shell awaits the module's `ready` (the shared texts), and each page
// waits for its own texts as it loads (withTexts, src/app.tsx): the page hydrates in Arabic, with
// no mismatch and nothing rendered again, and English texts never show.

import { readFileSync } from 'node:fs';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { asServer, serveSnapshot, watchHydration } from '@quantethic/kit/testing/hydration';
import {
  type AuthPort,
  DEFAULT_SITE_CONFIG,
  type Locale,
  type RemoteProps,
  type SectionSnapshot,
  type SiteConfig,
  type WidgetSnapshot,
} from '@quantethic/shared';
import { act, type ComponentType, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = setupContentApi();
const config = (): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  content: api.config(),
});

/** A catalogue as written (an import gives it compiled). */
const catalog = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const CATALOGUE = {
  ar: catalog('./features/catalogue/messages/ar.json'),
  en: catalog('./features/catalogue/messages/en.json'),
};
const LEARN = {
  ar: catalog('./features/learn/messages/ar.json'),
  en: catalog('./features/learn/messages/en.json'),
};
const SHARED = { ar: catalog('./messages/ar.json'), en: catalog('./messages/en.json') };
const FEATURED = { ar: catalog('./widgets/messages/ar.json'), en: catalog('./widgets/messages/en.json') };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tells once its subtree is committed (the shell's island does the same to know it is live). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return children;
}

let mounted: Root | null = null;
afterEach(async () => {
  const root = mounted;
  mounted = null;
  if (root) await act(async () => root.unmount());
  vi.unstubAllGlobals();
});

/** The page at `path` as the deploy serves it, rendered by its own copy of the modules. */
async function served(path: string): Promise<SectionSnapshot> {
  vi.resetModules();
  const { default: prerenderer } = await import('./prerender');
  const snapshot = await asServer(() => prerenderer.render(path, config()));
  if (!snapshot) throw new Error(`${path} was not prerendered`);
  return snapshot;
}

/**
 * A browser's first load of served markup: this remote's modules fresh (no catalogue downloaded),
 * the exposed module's `ready` awaited as the shell does, then the markup hydrated as the shell's
 * island does (in a transition, under the edition's basename, with the page's locale). The sign-in
 * is still being checked, as when the deploy rendered it.
 */
async function hydrateInBrowser(
  snapshot: Pick<SectionSnapshot | WidgetSnapshot, 'html' | 'content'> & { path: string },
  exposed: 'app' | 'featured-course',
) {
  vi.resetModules();
  const module: { default: ComponentType<RemoteProps>; ready: (locale: Locale) => Promise<unknown> } =
    exposed === 'app' ? await import('./app') : await import('./widgets/featured-course');
  const shared = await import('@quantethic/shared');
  const { CONTRACT_VERSION } = await import('@quantethic/shared/contract-version');
  const { MemoryRouter } = await import('@quantethic/shared/router/server');
  const { catalogueMessages } = await import('./features/catalogue/catalogue-messages');
  const { learnMessages } = await import('./features/learn/learn-messages');

  const { container, replaced } = await serveSnapshot(snapshot);
  const heading = container.querySelector('h1, h2');
  const watch = watchHydration();
  await module.ready('ar');
  const pageTextsBeforeHydration = catalogueMessages.has('ar') || learnMessages.has('ar');
  // Whether a page's Arabic texts were there each time something asked (a component, through
  // useMessages): withTexts makes them ready before the page renders, never half-way through it.
  const pageTextsThereWhenAsked: boolean[] = [];
  const catalogueHas = catalogueMessages.has.bind(catalogueMessages);
  const learnHas = learnMessages.has.bind(learnMessages);
  for (const messages of [catalogueMessages, learnMessages]) {
    const has = messages.has.bind(messages);
    vi.spyOn(messages, 'has').mockImplementation((locale) => {
      const there = has(locale);
      if (locale === 'ar') pageTextsThereWhenAsked.push(there);
      return there;
    });
  }
  let commits = 0;
  const onCommit = () => {
    commits += 1;
  };
  const auth: AuthPort = shared.createCheckingAuthPort();
  const props: RemoteProps = {
    contractVersion: CONTRACT_VERSION,
    basePath: '/',
    bus: shared.createBus(),
    auth,
    config: config(),
    locale: 'ar',
  };
  await act(async () => {
    startTransition(() => {
      mounted = hydrateRoot(
        container,
        <MemoryRouter basename="/ar" initialEntries={[snapshot.path]}>
          <Committed onCommit={onCommit}>
            <module.default {...props} />
          </Committed>
        </MemoryRouter>,
        { identifierPrefix: shared.islandIdPrefix(exposed), onRecoverableError: watch.onRecoverableError },
      );
    });
  });
  // The page's chunk and its Arabic texts arrive; the hydration then commits.
  for (let tries = 0; tries < 250 && commits === 0; tries += 1)
    await act(async () => {
      await sleep(20);
    });
  await act(async () => {
    await sleep(50);
  });
  watch.stop();
  return {
    shown: container.textContent ?? '',
    commits,
    problems: watch.problems,
    pageTextsBeforeHydration,
    pageTextsThereWhenAsked,
    catalogueTexts: catalogueHas('ar'),
    learnTexts: learnHas('ar'),
    sameHeading: heading?.isConnected === true,
    replaced: replaced(),
  };
}

describe('Arabic pages: served in Arabic, hydrated in Arabic', () => {
  it('/ar/courses hydrates in place, with its own Arabic texts and not the learning view’s', {
    timeout: 60_000,
  }, async () => {
    const snapshot = await served('/ar/courses');
    expect(snapshot.html).toContain(CATALOGUE.ar['controls.allLevels']);
    expect(snapshot.html).not.toContain(CATALOGUE.en['controls.allLevels']);

    const page = await hydrateInBrowser(snapshot, 'app');
    expect(page.problems).toEqual([]);
    expect(page.replaced).toBe(0);
    expect(page.commits).toBe(1);
    expect(page.sameHeading).toBe(true);
    // The module's `ready` is the shared texts; the page brought its own before rendering.
    expect(page.pageTextsBeforeHydration).toBe(false);
    expect(page.pageTextsThereWhenAsked.every(Boolean)).toBe(true);
    expect(page.catalogueTexts).toBe(true);
    expect(page.learnTexts).toBe(false);
    expect(page.shown).toContain(CATALOGUE.ar['controls.allLevels']);
    expect(page.shown).toContain(SHARED.ar['catalogue.title']);
    for (const key of ['controls.allLevels', 'controls.level', 'results.more'])
      expect(page.shown).not.toContain(CATALOGUE.en[key]);
  });

  it('a learning page hydrates in place, in Arabic, while the sign-in is checked', {
    timeout: 60_000,
  }, async () => {
    const snapshot = await served('/ar/courses/takaful-fundamentals/learn');
    expect(snapshot.html).toContain(SHARED.ar['lookup.checkingSignIn']);
    expect(snapshot.html).toContain(LEARN.ar['learn.eyebrow']);

    const page = await hydrateInBrowser(snapshot, 'app');
    expect(page.problems).toEqual([]);
    expect(page.replaced).toBe(0);
    expect(page.commits).toBe(1);
    expect(page.pageTextsThereWhenAsked.every(Boolean)).toBe(true);
    expect(page.learnTexts).toBe(true);
    expect(page.catalogueTexts).toBe(false);
    expect(page.shown).toContain(LEARN.ar['learn.eyebrow']);
    expect(page.shown).not.toContain(LEARN.en['learn.eyebrow']);
    expect(page.shown).not.toContain(SHARED.en['lookup.checkingSignIn']);
  });

  it("the home page's 'Featured Course' widget hydrates in place, in Arabic", {
    timeout: 60_000,
  }, async () => {
    vi.resetModules();
    const { default: prerenderer } = await import('./prerender');
    const widgets = await asServer(async () => prerenderer.widgets?.(config(), 'ar'));
    const snapshot = widgets?.['featured-course'];
    if (!snapshot) throw new Error('the featured course was not prerendered');
    expect(snapshot.html).toContain(FEATURED.ar['featured.heading']);

    const widget = await hydrateInBrowser({ ...snapshot, path: '/ar' }, 'featured-course');
    expect(widget.problems).toEqual([]);
    expect(widget.replaced).toBe(0);
    expect(widget.commits).toBe(1);
    expect(widget.shown).toContain(FEATURED.ar['featured.heading']);
    expect(widget.shown).not.toContain(FEATURED.en['featured.heading']);
  });
});
