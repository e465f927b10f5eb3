// The Arabic edition's pages as a browser first loads them: served whole in Arabic (rendered at
// deploy time), then hydrated by a fresh copy of this remote's code that has downloaded no text
// yet. The shell awaits the module's `ready` (the shared texts), and each page waits for its own
// texts as it loads (withTexts): the page hydrates in Arabic, with no mismatch and nothing
// rendered again, and English texts never show.

import { readFileSync } from 'node:fs';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { asServer, serveSnapshot, watchHydration } from '@quantethic/kit/testing/hydration';
import { DEFAULT_SITE_CONFIG, type SectionSnapshot, type SiteConfig } from '@quantethic/shared';
import { act, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
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

/**
 * The page at `path` as the deploy serves it (its markup and content seed), rendered by its own
 * copy of the modules (a deploy's process, not the browser's).
 */
async function served(path: string): Promise<SectionSnapshot> {
  vi.resetModules();
  const { default: prerenderer } = await import('./prerender');
  const snapshot = await asServer(() => prerenderer.render(path, config()));
  if (!snapshot) throw new Error(`${path} was not prerendered`);
  return snapshot;
}

/**
 * A browser's first load of a served page: this remote's modules fresh (no catalogue downloaded),
 * the module's `ready` awaited as the shell does, then the markup hydrated as the shell's island
 * does (in a transition, under the edition's basename, with the page's locale).
 */
async function hydrateInBrowser(snapshot: SectionSnapshot) {
  const path = snapshot.path;
  vi.resetModules();
  const app = await import('./app');
  const shared = await import('@quantethic/shared');
  const { CONTRACT_VERSION } = await import('@quantethic/shared/contract-version');
  const { MemoryRouter } = await import('@quantethic/shared/router/server');
  const { aboutMessages } = await import('./features/about/about-messages');

  const { container, replaced } = await serveSnapshot(snapshot);
  const heading = container.querySelector('h1');
  const watch = watchHydration();

  // The shell: the module's texts first (the shared ones), then the hydration.
  await app.ready('ar');
  const pageTextsBeforeHydration = aboutMessages.has('ar');
  // Whether the about page's Arabic texts were there each time a component asked for them while
  // rendering (useMessages); the page's own `ready` asks for them before it renders.
  const pageTextsAskedWhileRendering: boolean[] = [];
  // (useMessages asks whether they are there on every render, and waits for them when not.)
  const has = aboutMessages.has.bind(aboutMessages);
  vi.spyOn(aboutMessages, 'has').mockImplementation((locale) => {
    const there = has(locale);
    if (/\buseMessages\b/.test(new Error().stack ?? '')) pageTextsAskedWhileRendering.push(there);
    return there;
  });
  let commits = 0;
  const onCommit = () => {
    commits += 1;
  };
  const props = {
    contractVersion: CONTRACT_VERSION,
    basePath: '/',
    bus: shared.createBus(),
    auth: shared.createUnavailableAuthPort(),
    config: config(),
    locale: 'ar' as const,
  };
  await act(async () => {
    startTransition(() => {
      mounted = hydrateRoot(
        container,
        <MemoryRouter basename="/ar" initialEntries={[path]}>
          <Committed onCommit={onCommit}>
            <app.default {...props} />
          </Committed>
        </MemoryRouter>,
        {
          identifierPrefix: shared.islandIdPrefix('app'),
          onRecoverableError: watch.onRecoverableError,
        },
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
    container,
    commits,
    problems: watch.problems,
    pageTextsBeforeHydration,
    pageTextsAskedWhileRendering,
    pageTextsAfterHydration: aboutMessages.has('ar'),
    sameHeading: heading !== null && heading === container.querySelector('h1') && heading.isConnected,
    replaced: replaced(),
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
      if (mounted) {
        const root: Root = mounted;
        mounted = null;
        await act(async () => root.unmount());
      }
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
