// The Arabic edition's pages as a browser first loads them: served whole in Arabic (rendered at
// deploy time), then hydrated by a fresh copy of this remote's code that has downloaded no text
// yet. The shell awaits the module's `ready` (the shared texts), and each page waits for its own
// texts as it loads (withTexts): the page hydrates in Arabic, with no mismatch and nothing
// rendered again, and English texts never show.

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
import { LAYLA, TRANSLATED_CONTENT } from './testing/translated-content';

const api = setupContentApi({ documents: TRANSLATED_CONTENT });
const config = (): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  content: api.config(),
});

/** A catalogue as written (an import gives it compiled). */
const catalog = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const aboutArabic = catalog('./features/about/messages/ar.json');
const aboutEnglish = catalog('./features/about/messages/en.json');
const contactArabic = catalog('./features/contact/messages/ar.json');
const contactEnglish = catalog('./features/contact/messages/en.json');
const text = (messages: Record<string, string>, key: string) => messages[key] as string;

let mounted: FreshHydration | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  vi.unstubAllGlobals();
});

/** The page at `path` as the deploy serves it (servedFresh). */
const served = (path: string) => servedFresh(() => import('./prerender'), path, config());

/**
 * A browser's first load of a served page (hydrateFresh): the shell awaits the module's texts
 * (the shared ones), then hydrates; the about page's own texts come with its chunk.
 */
async function hydrateInBrowser(snapshot: SectionSnapshot) {
  let aboutMessages: PackageMessages<string> | undefined;
  let pageTextsBeforeHydration = false;
  // Whether the about page's Arabic texts were there each time a component asked for them while
  // rendering (useMessages); the page's own `ready` asks for them before it renders.
  let pageTextsAskedWhileRendering: boolean[] = [];
  mounted = await hydrateFresh(snapshot, {
    load: () => import('./app'),
    config: config(),
    locale: 'ar',
    beforeHydrate: async () => {
      ({ aboutMessages } = await import('./features/about/about-messages'));
      pageTextsBeforeHydration = aboutMessages.has('ar');
      pageTextsAskedWhileRendering = recordAsks([aboutMessages], 'ar', /\buseMessages\b/);
    },
  });
  return {
    ...mounted,
    pageTextsBeforeHydration,
    pageTextsAskedWhileRendering,
    pageTextsAfterHydration: aboutMessages?.has('ar') ?? false,
  };
}

describe('Arabic pages: served in Arabic, hydrated in Arabic', () => {
  it('/ar/about hydrates in place: no mismatch, nothing replaced, its own Arabic texts loaded with the page', {
    timeout: 60_000,
  }, async () => {
    const snapshot = await served('/ar/about');
    expect(snapshot.html).toContain(text(aboutArabic, 'about.eyebrow'));
    expect(snapshot.html).toContain(text(aboutArabic, 'team.title'));
    expect(snapshot.html).not.toContain(text(aboutEnglish, 'team.title'));

    const page = await hydrateInBrowser(snapshot);
    // Each time a component of the page asked for its texts while rendering, they were there:
    // none of its renders waited for them half-way.
    expect(page.pageTextsAskedWhileRendering.length).toBeGreaterThan(0);
    expect(page.pageTextsAskedWhileRendering.every(Boolean)).toBe(true);
    expect(page.problems).toEqual([]);
    expect(page.replaced).toBe(0);
    expect(page.commits).toBe(1);
    expect(page.sameHeading).toBe(true);
    // The module's `ready` is the shared texts only; the page brought its own before rendering.
    expect(page.pageTextsBeforeHydration).toBe(false);
    expect(page.pageTextsAfterHydration).toBe(true);
    const shown = page.container.textContent ?? '';
    expect(shown).toContain(text(aboutArabic, 'about.eyebrow'));
    expect(shown).toContain(text(aboutArabic, 'team.title'));
    for (const key of ['about.eyebrow', 'team.title', 'about.mission', 'about.whyUs'])
      expect(shown).not.toContain(text(aboutEnglish, key));
  });

  it('/ar/contact, /ar/consulting and a team page hydrate in place too', { timeout: 90_000 }, async () => {
    const results = [];
    for (const path of ['/ar/contact', '/ar/consulting', `/ar/team/${LAYLA.slug}`]) {
      const page = await hydrateInBrowser(await served(path));
      results.push({ path, problems: page.problems, replaced: page.replaced, commits: page.commits });
      if (path === '/ar/contact') {
        expect(page.container.querySelector('h1')?.textContent).toBe(text(contactArabic, 'contact.title'));
        expect(page.container.textContent).not.toContain(text(contactEnglish, 'contact.title'));
      }
      await mounted?.unmount();
      mounted = null;
    }
    expect(results).toEqual(
      ['/ar/contact', '/ar/consulting', `/ar/team/${LAYLA.slug}`].map((path) => ({
        path,
        problems: [],
        replaced: 0,
        commits: 1,
      })),
    );
  });
});
