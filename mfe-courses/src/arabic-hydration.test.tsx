// The Arabic edition's prerendered pages and widget as a browser first loads them: served whole in
// Arabic (rendered at deploy time), then hydrated by a fresh copy of this remote's code that has
// downloaded no text yet. The shell awaits the module's `ready` (the shared texts), and each page
// waits for its own texts as it loads (withTexts, src/app.tsx): the page hydrates in Arabic, with
// no mismatch and nothing rendered again, and English texts never show.

import { readFileSync } from 'node:fs';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import {
  asServer,
  type FreshHydration,
  hydrateFresh,
  recordAsks,
  servedFresh,
} from '@quantethic/kit/testing/hydration';
import {
  DEFAULT_SITE_CONFIG,
  type PackageMessages,
  type SectionSnapshot,
  type SiteConfig,
  type WidgetSnapshot,
} from '@quantethic/shared';
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

let mounted: FreshHydration | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  vi.unstubAllGlobals();
});

/** The page at `path` as the deploy serves it (servedFresh). */
const served = (path: string) => servedFresh(() => import('./prerender'), path, config());

/**
 * A browser's first load of served markup (hydrateFresh): the exposed module's `ready` awaited as
 * the shell does, then the markup hydrated. The sign-in is still being checked, as when the
 * deploy rendered it.
 */
async function hydrateInBrowser(
  snapshot: Pick<SectionSnapshot | WidgetSnapshot, 'html' | 'content'> & { path: string },
  exposed: 'app' | 'featured-course',
) {
  let pages: PackageMessages<string>[] = [];
  let pageTextsBeforeHydration = false;
  // Whether a page's Arabic texts were there each time something asked (a component, through
  // useMessages): withTexts makes them ready before the page renders, never half-way through it.
  let pageTextsThereWhenAsked: boolean[] = [];
  mounted = await hydrateFresh(snapshot, {
    load: () => (exposed === 'app' ? import('./app') : import('./widgets/featured-course')),
    exposed,
    config: config(),
    locale: 'ar',
    auth: 'checking',
    beforeHydrate: async () => {
      const { catalogueMessages } = await import('./features/catalogue/catalogue-messages');
      const { learnMessages } = await import('./features/learn/learn-messages');
      pages = [catalogueMessages, learnMessages];
      pageTextsBeforeHydration = pages.some((messages) => messages.has('ar'));
      pageTextsThereWhenAsked = recordAsks(pages, 'ar', /\buseMessages\b/);
    },
  });
  const [catalogue, learn] = pages;
  return {
    ...mounted,
    shown: mounted.container.textContent ?? '',
    pageTextsBeforeHydration,
    pageTextsThereWhenAsked,
    catalogueTexts: catalogue?.has('ar') === true,
    learnTexts: learn?.has('ar') === true,
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
    expect(page.pageTextsThereWhenAsked.length).toBeGreaterThan(0);
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
    expect(page.pageTextsThereWhenAsked.length).toBeGreaterThan(0);
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
