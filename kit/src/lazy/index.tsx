// @quantethic/kit/lazy — React.lazy for the modules a prerendered page renders.
import { LAZY_MODULE_GLOBAL } from '@quantethic/shared';
import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

/**
 * `React.lazy` for a module that pages prerendered at deploy time render (a page of the remote,
 * an article's body). Each such page lists the lazy modules it rendered, so the browser fetches
 * them with the page's other files instead of after them (kit/prerender, scripts/deploy/pages.mjs).
 * React.lazy asks for its module once per process: only the first page to render it would list
 * it. While prerendering, this asks again on every render, so every page that renders it does.
 * In the browser it is React.lazy, plus one component around it. Like React.lazy, call it once,
 * at module level.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own.
export function lazyModule<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module, at module level, as React.lazy makes its own.
  function LazyModule(props: ComponentProps<T>) {
    // The module is loaded already by now: asking again only tells the prerender it was used.
    if (LAZY_MODULE_GLOBAL in globalThis) load().catch(() => {});
    return createElement(Lazy, props);
  }
  return LazyModule;
}

export { type PageTexts, withTexts } from './with-texts';
