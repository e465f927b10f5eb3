import type { AnalyticsConfig, Bus } from '@quantethic/shared';
import { type ConsentStore, createConsentStore } from './consent';
import type { AnalyticsEntry, AnalyticsSinkPort } from './entry';

/** At most this many entries wait for the sink (the oldest go first). */
export const MAX_PENDING = 100;

/**
 * The shell's analytics front: the part that runs from the first moment. It subscribes to the
 * bus's `analytics` events and takes page views at once, and holds them until the sink (loaded
 * after the page has settled, see startAnalytics) takes over, so nothing emitted early is lost.
 */
export interface AnalyticsTracker {
  /** Records a page view of the current address (the router calls it on every route change). */
  pageview(): void;
  /** Hands everything held so far to the sink, and every later entry as it comes. */
  attach(sink: AnalyticsSinkPort): void;
  /** Analytics is off: forgets what is held and stops listening. */
  discard(): void;
  consent: ConsentStore;
}

export function createAnalyticsTracker(
  bus: Bus,
  consent: ConsentStore = createConsentStore(),
): AnalyticsTracker {
  let pending: AnalyticsEntry[] | null = [];
  let sink: AnalyticsSinkPort | null = null;
  let lastPage: string | null = null;

  const take = (entry: AnalyticsEntry) => {
    if (sink) sink.track(entry);
    else if (pending) {
      pending.push(entry);
      if (pending.length > MAX_PENDING) pending.shift();
    }
  };
  const unsubscribe = bus.on('analytics', ({ name, properties }) =>
    take({ kind: 'event', name, properties: { ...properties }, url: location.href, referrer: null }),
  );

  return {
    consent,
    pageview() {
      const here = `${location.origin}${location.pathname}`;
      if (here === lastPage) return;
      // The first view's referrer is the page the visitor came from; later ones, the previous page.
      const referrer = lastPage ?? (document.referrer || null);
      lastPage = here;
      take({ kind: 'pageview', name: 'pageview', properties: {}, url: location.href, referrer });
    },
    attach(next) {
      sink = next;
      const held = pending ?? [];
      pending = null;
      for (const entry of held) next.track(entry);
    },
    discard() {
      pending = null;
      sink = null;
      unsubscribe();
    },
  };
}

/** Where the state of analytics in this page shows, for people and tests: `<html data-analytics>`. */
export type AnalyticsState =
  | 'off'
  | 'sending'
  | 'do-not-track'
  | 'awaiting-consent'
  | 'declined'
  | 'unreachable';

export function showAnalyticsState(state: AnalyticsState) {
  document.documentElement.dataset.analytics = state;
}

/**
 * Starts the sink once `after` resolves (the page has settled) or the page is hidden, whichever
 * comes first, so its code never competes with the first paint: with no provider configured the
 * tracker forgets everything; otherwise the sink's module loads and takes over.
 */
export function startAnalytics(
  tracker: AnalyticsTracker,
  { config, after }: { config: Promise<AnalyticsConfig>; after: Promise<unknown> },
) {
  let started = false;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  function start() {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', start);
    config
      .then(async (settings) => {
        if (!settings.provider) {
          tracker.discard();
          showAnalyticsState('off');
          return;
        }
        const { createAnalyticsSink } = await import('./sink');
        tracker.attach(createAnalyticsSink({ config: settings, consent: tracker.consent }));
      })
      .catch((error: unknown) => {
        tracker.discard();
        showAnalyticsState('off');
        console.warn('[analytics] could not start; nothing is sent from this page.', error);
      });
  }
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', start);
  after.then(start, start);
}
