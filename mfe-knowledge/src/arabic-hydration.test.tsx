// Arabic articles as a browser first loads them: served whole in Arabic (rendered at deploy time),
// then hydrated by a fresh copy of this remote's code that has downloaded no text yet. The shell
// awaits the module's `ready` (the remote's texts and the kit parts'); the rich body's own texts
// come with the body, which waits for them before any of it renders (useBodyTextsFirst): the
// article hydrates in Arabic, with no mismatch and nothing rendered again.

import { readFileSync } from 'node:fs';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import {
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
const bodyArabic = catalog('./lib/body/messages/ar.json');
const bodyEnglish = catalog('./lib/body/messages/en.json');
const text = (messages: Record<string, string>, key: string) => messages[key] as string;

/** An Arabic post with a chart, downloadable slides and downloads (the demo dataset's). */
const SUKUK = '/ar/knowledge/sukuk-vs-conventional-bonds';
/** An English post (not translated) on an Arabic page: code blocks, a chart, a video, a file. */
const VALUE_AT_RISK = '/ar/knowledge/value-at-risk-three-ways';

let mounted: FreshHydration | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  vi.unstubAllGlobals();
});

/** The page at `path` as the deploy serves it (servedFresh). */
const served = (path: string) => servedFresh(() => import('./prerender'), path, config());

/**
 * A browser's first load of a served article (hydrateFresh): the shell awaits the module's texts,
 * then hydrates; the body's chunk and its own texts arrive after.
 */
async function hydrateInBrowser(snapshot: SectionSnapshot) {
  let bodyMessages: PackageMessages<string> | undefined;
  let bodyTextsBeforeHydration = false;
  // Whether the body's Arabic texts were there each time one of its blocks asked for them while
  // rendering (useBodyMessages); the body's root waits for them before any block renders.
  let bodyTextsAskedByBlocks: boolean[] = [];
  mounted = await hydrateFresh(snapshot, {
    load: () => import('./app'),
    config: config(),
    locale: 'ar',
    beforeHydrate: async () => {
      ({ bodyMessages } = await import('./lib/body/body-messages'));
      bodyTextsBeforeHydration = bodyMessages.has('ar');
      bodyTextsAskedByBlocks = recordAsks([bodyMessages], 'ar', /\buseBodyMessages\b/);
    },
    settled: () => bodyMessages?.has('ar') === true,
  });
  return {
    ...mounted,
    bodyTextsBeforeHydration,
    bodyTextsAskedByBlocks,
    bodyTextsAfterHydration: bodyMessages?.has('ar') ?? false,
  };
}

describe('Arabic articles: served in Arabic, hydrated in Arabic', () => {
  it("an article's body hydrates in place with its own Arabic texts, which came with the body", {
    timeout: 60_000,
  }, async () => {
    const snapshot = await served(SUKUK);
    for (const key of ['chart.showTable', 'downloads.slides', 'blocks.openSlides']) {
      expect(snapshot.html).toContain(text(bodyArabic, key));
      expect(snapshot.html).not.toContain(text(bodyEnglish, key));
    }

    const page = await hydrateInBrowser(snapshot);
    // Each time a block asked for the body's texts while rendering, they were there: none of its
    // renders waited for them half-way.
    expect(page.bodyTextsAskedByBlocks.length).toBeGreaterThan(0);
    expect(page.bodyTextsAskedByBlocks.every(Boolean)).toBe(true);
    expect(page.problems).toEqual([]);
    expect(page.replaced).toBe(0);
    expect(page.commits).toBe(1);
    expect(page.sameHeading).toBe(true);
    // The module's `ready` leaves the body's texts out; the body brought them before rendering.
    expect(page.bodyTextsBeforeHydration).toBe(false);
    expect(page.bodyTextsAfterHydration).toBe(true);
    const shown = page.container.textContent ?? '';
    for (const key of ['chart.showTable', 'downloads.slides', 'blocks.openSlides']) {
      expect(shown).toContain(text(bodyArabic, key));
      expect(shown).not.toContain(text(bodyEnglish, key));
    }
  });

  it('an English article on an Arabic page (code, chart, video, file) hydrates in place too', {
    timeout: 60_000,
  }, async () => {
    const snapshot = await served(VALUE_AT_RISK);
    expect(snapshot.html).toContain(text(bodyArabic, 'chart.showTable'));
    const page = await hydrateInBrowser(snapshot);
    expect(page.problems).toEqual([]);
    expect(page.replaced).toBe(0);
    expect(page.commits).toBe(1);
    expect(page.container.textContent).toContain(text(bodyArabic, 'chart.showTable'));
  });
});
