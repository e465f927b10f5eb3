// A lazily loaded page and its texts (docs/decisions/0014-messages.md, 0016): each page of a remote
// owns its catalogue, bundled with its code in English. In another locale the page must not render before
// its catalogue is there: its first render (the hydration of its served markup, or its render at
// deploy time) would otherwise suspend half-way through, after parts of it had rendered.
import { DEFAULT_LOCALE, type Locale, useLocale } from '@quantethic/shared';
import { type ComponentType, createElement } from 'react';

/** What a page's texts module gives `withTexts` (features/<page>/<page>-messages.ts). */
export interface PageTexts {
  /**
   * Makes the page's texts in a locale ready: its own catalogue, the shared one and those of the
   * kit parts it shows. Settles once they are there or have failed (English then); never rejects.
   */
  ready: (locale: Locale) => Promise<unknown>;
}

/** A promise marked once it has settled (as shared's catalogues are), so a render can tell. */
type Trackable = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

const FULFILLED: Trackable = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/**
 * The page of a lazily loaded module, for `lazyModule` (kit/lazy) in src/app.tsx:
 * `lazyModule(() => import('./features/about/about-page').then((m) => withTexts(m.AboutPage, m.aboutTexts)))`.
 * In English it is the page (its English texts came with its code). In another locale it first
 * waits for the page's texts in that locale, at the page's root — where the module itself was
 * waited for, before any of the page has rendered — so the page then renders whole, in its
 * language: the hydration of its served markup finds every text it needs (no mismatch, nothing
 * rendered again), and so does the deploy-time render.
 */
export function withTexts<P extends object>(
  Page: ComponentType<P>,
  texts: PageTexts,
): { default: ComponentType<P> } {
  const ready = new Map<Locale, Promise<void>>();
  const readyIn = (locale: Locale): Promise<void> => {
    if (locale === DEFAULT_LOCALE) return FULFILLED;
    let promise = ready.get(locale);
    if (!promise) {
      const settled: Trackable = texts.ready(locale).then(
        () => {
          settled.status = 'fulfilled';
          settled.value = undefined;
        },
        () => {
          settled.status = 'fulfilled';
          settled.value = undefined;
        },
      );
      settled.status = 'pending';
      promise = settled;
      ready.set(locale, promise);
    }
    return promise;
  };
  function PageWithTexts(props: P) {
    const locale = useLocale();
    // At deploy time, every render asks for the page's texts again, so each page that rendered them
    // names their files in its hints and the browser fetches them with the page's code
    // (kit/prerender): each catalogue asks for its module again (shared/src/i18n/messages.ts).
    if (typeof window === 'undefined' && locale !== DEFAULT_LOCALE) void texts.ready(locale);
    // Suspends by throwing the promise, as shared's useMessages does (a thrown promise makes React
    // render the page afresh once it settles; see shared/src/i18n/use-messages.ts).
    const arrival = readyIn(locale) as Trackable;
    if (arrival.status !== 'fulfilled') throw arrival;
    return createElement(Page, props);
  }
  PageWithTexts.displayName = `WithTexts(${Page.displayName ?? Page.name})`;
  return { default: PageWithTexts };
}
