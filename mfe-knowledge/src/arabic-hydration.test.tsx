// The Arabic edition's pages as a browser first loads them: served whole in Arabic (rendered at
// deploy time), then hydrated by a fresh copy of this remote's code that has downloaded no text
// yet. The shell awaits the module's `ready` (the shared texts), and each page waits for its own
// texts as it loads (withTexts): the page hydrates in Arabic, with no mismatch and nothing
// rendered again, and English texts never show.

import { readFileSync } from 'node:fs';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { asServer } from '@quantethic/kit/testing/hydration';
import { DEFAULT_SITE_CONFIG, type SectionSnapshot, type SiteConfig } from '@quantethic/shared';
import { act, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The demo dataset: /ar/knowledge lists its posts (English ones while they have no translation).
const api = setupContentApi();
const config = (): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  content: api.config(),
});

/** A catalogue as written (an import gives it compiled). */
const catalog = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const sharedArabic = catalog('./messages/ar.json');
const sharedEnglish = catalog('./messages/en.json');
const hubArabic = catalog('./features/hub/messages/ar.json');
const hubEnglish = catalog('./features/hub/messages/en.json');
const articleArabic = catalog('./features/article/messages/ar.json');
const articleEnglish = catalog('./features/article/messages/en.json');
const text = (messages: Record<string, string>, key: string) => messages[key] as string;

const HYDRATION = /hydrat|did(?:n't| not) match|server rendered|Expected server HTML/i;
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
async function hydrateInBrowser(snapshot: SectionSnapshot, page: 'hub' | 'article') {
  const path = snapshot.path;
  vi.resetModules();
  const app = await import('./app');
  const shared = await import('@quantethic/shared');
  const { CONTRACT_VERSION } = await import('@quantethic/shared/contract-version');
  const { MemoryRouter } = await import('@quantethic/shared/router/server');
  const { CONTENT_SEED_ID } = await import('@quantethic/kit/content');
  const pageMessages =
    page === 'hub'
      ? (await import('./features/hub/hub-messages')).hubMessages
      : (await import('./features/article/article-messages')).articleMessages;

  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The markup was made by React's server renderer in this realm: a trivial render puts back the
  // context values it left, as a browser starts without them.
  await prerender(<i />);
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  const seed = document.createElement('script');
  seed.type = 'application/json';
  seed.id = CONTENT_SEED_ID;
  seed.textContent = JSON.stringify({ path, content: snapshot.content });
  document.head.append(seed);
  const container = document.createElement('div');
  container.innerHTML = snapshot.html;
  document.body.replaceChildren(container);
  const before = [...container.querySelectorAll('*')];
  const heading = container.querySelector('h1');

  const problems: string[] = [];
  const record = (...args: unknown[]) => {
    const said = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (HYDRATION.test(said)) problems.push(said);
  };
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
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

  // The shell: the module's texts first (the shared ones), then the hydration.
  await app.ready('ar');
  const pageTextsBeforeHydration = pageMessages.has('ar');
  // Whether the page's own Arabic texts were there each time a component asked for them while
  // rendering (useMessages); the page's own `ready` asks for them before it renders.
  const pageTextsAskedWhileRendering: boolean[] = [];
  // (useMessages asks whether they are there on every render, and waits for them when not.)
  const has = pageMessages.has.bind(pageMessages);
  vi.spyOn(pageMessages, 'has').mockImplementation((locale) => {
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
          onRecoverableError: (cause) => problems.push(`recoverable: ${(cause as Error)?.message ?? cause}`),
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
  vi.mocked(console.error).mockRestore();
  vi.mocked(console.warn).mockRestore();
  return {
    container,
    commits,
    problems,
    pageTextsBeforeHydration,
    pageTextsAskedWhileRendering,
    pageTextsAfterHydration: pageMessages.has('ar'),
    sameHeading: heading !== null && heading === container.querySelector('h1') && heading.isConnected,
    replaced: before.filter(
      (element) =>
        !element.isConnected &&
        (element.childNodes.length > 0 || element.matches('a, button, input, select, textarea, img')),
    ).length,
  };
}

describe('Arabic knowledge pages: served in Arabic, hydrated in Arabic', () => {
  for (const [path, page, own, shared] of [
    ['/ar/knowledge', 'hub', ['hub.intro', 'hub.filterLegend'], ['hub.title']],
    ['/ar/knowledge/what-is-murabaha', 'article', ['article.backToHub', 'share.label'], ['post.by']],
  ] as const) {
    it(`${path} hydrates in place: no mismatch, nothing replaced, its own Arabic texts loaded with the page`, {
      timeout: 60_000,
    }, async () => {
      const arabic = page === 'hub' ? hubArabic : articleArabic;
      const english = page === 'hub' ? hubEnglish : articleEnglish;
      const snapshot = await served(path);
      for (const key of own) {
        expect(snapshot.html).toContain(text(arabic, key).replace('"', '&quot;'));
        expect(snapshot.html).not.toContain(text(english, key));
      }

      const hydrated = await hydrateInBrowser(snapshot, page);
      // Each time a component of the page asked for its texts while rendering, they were there:
      // none of its renders waited for them half-way.
      expect(hydrated.pageTextsAskedWhileRendering.length).toBeGreaterThan(0);
      expect(hydrated.pageTextsAskedWhileRendering.every(Boolean)).toBe(true);
      expect(hydrated.problems).toEqual([]);
      expect(hydrated.replaced).toBe(0);
      expect(hydrated.commits).toBe(1);
      expect(hydrated.sameHeading).toBe(true);
      // The module's `ready` is the shared texts only; the page brought its own before rendering.
      expect(hydrated.pageTextsBeforeHydration).toBe(false);
      expect(hydrated.pageTextsAfterHydration).toBe(true);
      const shown = hydrated.container.textContent ?? '';
      for (const key of own) expect(shown).toContain(text(arabic, key));
      for (const key of shared) expect(shown).toContain(text(sharedArabic, key));
      // No English UI text: neither the page's own nor the shared ones it shows.
      // (Each English text up to its first argument, when that is a few letters at least.)
      for (const key of Object.keys(english)) {
        const start = text(english, key).split('{')[0]?.trim() ?? '';
        if (start.length > 4) expect(shown, key).not.toContain(start);
      }
      for (const key of shared) expect(shown).not.toContain(text(sharedEnglish, key));
    });
  }
});
