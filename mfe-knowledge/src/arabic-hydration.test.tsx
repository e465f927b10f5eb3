// Arabic articles as a browser first loads them: served whole in Arabic (rendered at deploy time),
// then hydrated by a fresh copy of this remote's code that has downloaded no text yet. The shell
// awaits the module's `ready` (the remote's texts and the kit parts'); the rich body's own texts
// come with the body, which waits for them before any of it renders (useBodyTextsFirst): the
// article hydrates in Arabic, with no mismatch and nothing rendered again.

import { readFileSync } from 'node:fs';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { asServer, serveSnapshot, watchHydration } from '@quantethic/kit/testing/hydration';
import { DEFAULT_SITE_CONFIG, type SectionSnapshot, type SiteConfig } from '@quantethic/shared';
import { act, type ReactNode, startTransition, useLayoutEffect } from 'react';
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
const bodyArabic = catalog('./lib/body/messages/ar.json');
const bodyEnglish = catalog('./lib/body/messages/en.json');
const text = (messages: Record<string, string>, key: string) => messages[key] as string;

/** An Arabic post with a chart, downloadable slides and downloads (the demo dataset's). */
const SUKUK = '/ar/knowledge/sukuk-vs-conventional-bonds';
/** An English post (not translated) on an Arabic page: code blocks, a chart, a video, a file. */
const VALUE_AT_RISK = '/ar/knowledge/value-at-risk-three-ways';

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
 * A browser's first load of a served page: this remote's modules fresh (no catalogue downloaded),
 * the module's `ready` awaited as the shell does, then the markup hydrated as the shell's island
 * does (in a transition, under the edition's basename, with the page's locale).
 */
async function hydrateInBrowser(snapshot: SectionSnapshot) {
  vi.resetModules();
  const app = await import('./app');
  const shared = await import('@quantethic/shared');
  const { CONTRACT_VERSION } = await import('@quantethic/shared/contract-version');
  const { MemoryRouter } = await import('@quantethic/shared/router/server');
  const { bodyMessages } = await import('./lib/body/body-messages');

  const { container, replaced } = await serveSnapshot(snapshot);
  const heading = container.querySelector('h1');
  const watch = watchHydration();

  // The shell: the module's texts first, then the hydration.
  await app.ready('ar');
  const bodyTextsBeforeHydration = bodyMessages.has('ar');
  // Whether the body's Arabic texts were there each time one of its blocks asked for them while
  // rendering (useBodyMessages); the body's root waits for them before any block renders.
  const bodyTextsAskedByBlocks: boolean[] = [];
  const has = bodyMessages.has.bind(bodyMessages);
  vi.spyOn(bodyMessages, 'has').mockImplementation((locale) => {
    const there = has(locale);
    if (/\buseBodyMessages\b/.test(new Error().stack ?? '')) bodyTextsAskedByBlocks.push(there);
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
        <MemoryRouter basename="/ar" initialEntries={[snapshot.path]}>
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
  // The body's chunk and its Arabic texts arrive; its hydration then completes.
  for (let tries = 0; tries < 250 && !bodyMessages.has('ar'); tries += 1)
    await act(async () => {
      await sleep(20);
    });
  await act(async () => {
    await sleep(100);
  });
  watch.stop();
  return {
    container,
    commits,
    problems: watch.problems,
    bodyTextsBeforeHydration,
    bodyTextsAskedByBlocks,
    bodyTextsAfterHydration: bodyMessages.has('ar'),
    sameHeading: heading !== null && heading === container.querySelector('h1') && heading.isConnected,
    replaced: replaced(),
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
