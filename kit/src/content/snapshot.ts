// Content a page was prerendered with. At deploy time a remote's pages are rendered to HTML
// (@quantethic/kit/prerender); the content those renders used goes into the page as a JSON data
// block, so the remote's first render in the browser shows the same content at once instead of
// a loading state, then refreshes it from the content API.
import { createContext } from 'react';
import type { ContentResult } from './query';

/** The id of the page's `<script type="application/json">` holding the content seed. */
export const CONTENT_SEED_ID = 'qe-content-seed';

/** A result a prerendered page can be seeded with: errors are never prerendered. */
export type SeededResult = { status: 'ok'; data: unknown } | { status: 'empty' };

/** The seed: the path the page was rendered for and the results by content key. */
export interface ContentSeed {
  path: string;
  content: Record<string, SeededResult>;
}

function isSeededResult(value: unknown): value is SeededResult {
  if (!value || typeof value !== 'object') return false;
  const { status } = value as { status?: unknown };
  return status === 'empty' || (status === 'ok' && 'data' in value);
}

/** Parses a seed; anything malformed gives null (the page then loads its content as usual). */
export function parseContentSeed(text: string | null | undefined): ContentSeed | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ContentSeed>;
    if (typeof value?.path !== 'string' || !value.content || typeof value.content !== 'object') return null;
    const content: Record<string, SeededResult> = {};
    for (const [key, result] of Object.entries(value.content))
      if (isSeededResult(result)) content[key] = result;
    return { path: value.path, content };
  } catch {
    return null;
  }
}

let pageSeed: ContentSeed | null | undefined;
const used = new Set<string>();

function readPageSeed(): ContentSeed | null {
  if (pageSeed === undefined)
    pageSeed =
      typeof document === 'undefined'
        ? null
        : parseContentSeed(document.getElementById(CONTENT_SEED_ID)?.textContent);
  return pageSeed;
}

/**
 * The prerendered result for `key`, when the page was prerendered for the current path and the
 * view has not used it yet: a view mounted later (after navigating away and back) loads afresh.
 */
export function seededContent<T>(key: string): ContentResult<T> | null {
  const seed = readPageSeed();
  if (!seed || used.has(key) || typeof window === 'undefined') return null;
  if (seed.path !== window.location.pathname) return null;
  return (seed.content[key] as ContentResult<T> | undefined) ?? null;
}

/** Marks the seed for `key` as used (once the view that showed it has mounted). */
export function markSeedUsed(key: string): void {
  used.add(key);
}

/** For tests: forget the page's seed so the next read parses the document again. */
export function resetContentSeed(): void {
  pageSeed = undefined;
  used.clear();
}

/**
 * Server side: during a prerender, each keyed request runs once and the render waits for it
 * (React `use`); the results are what the page is seeded with.
 */
export interface ContentCollector {
  load<T>(key: string, start: () => Promise<ContentResult<T>>): Promise<ContentResult<T>>;
  /** Settled results by key. */
  readonly results: Map<string, ContentResult<unknown>>;
}

export function createContentCollector(): ContentCollector {
  const pending = new Map<string, Promise<ContentResult<unknown>>>();
  const results = new Map<string, ContentResult<unknown>>();
  return {
    results,
    load<T>(key: string, start: () => Promise<ContentResult<T>>) {
      let promise = pending.get(key) as Promise<ContentResult<T>> | undefined;
      if (!promise) {
        promise = start().then((result) => {
          results.set(key, result);
          return result;
        });
        pending.set(key, promise as Promise<ContentResult<unknown>>);
      }
      return promise;
    },
  };
}

/** Provided by the prerender (never in the browser): keyed content is collected, not fetched in effects. */
export const ContentCollectorContext = createContext<ContentCollector | null>(null);
