// The analytics sink: loaded after the page has settled (see tracker.ts). It queues page views and
// product events, and sends them in the configured provider's protocol, in batches, never in the
// way of the page.
import { type AnalyticsConfig, safeGetItem, safeSetItem } from '@quantethic/shared';
import { type ConsentStore, privacySignal } from './consent';
import type { AnalyticsEntry, AnalyticsSinkPort } from './entry';
import { type Ga4Ids, ga4Requests, type ProviderRequest, plausibleRequests } from './providers';
import { type AnalyticsState, MAX_PENDING, showAnalyticsState } from './tracker';

export interface SinkOptions {
  config: AnalyticsConfig;
  consent: ConsentStore;
  /** How long events gather before a batch is sent. */
  flushDelayMs?: number;
  /** After a failed request, sending pauses this long (doubling with each failure in a row). */
  retryDelayMs?: number;
  /** After this many failures in a row, nothing more is sent from this page. */
  maxFailures?: number;
  /** A request that takes longer counts as failed. */
  requestTimeoutMs?: number;
  /** The browser APIs used (tests pass their own). */
  env?: { navigator?: Navigator; fetch?: typeof fetch };
}

export interface AnalyticsSink extends AnalyticsSinkPort {
  /** Sends what is queued now (the timer does this on its own). */
  flush(): Promise<void>;
  stop(): void;
}

const CLIENT_ID_KEY = 'quantethic-analytics-client';
const SESSION_KEY = 'quantethic-analytics-session';

/** GA4's client and session ids: a random client id kept in this browser, a session per tab. */
function ga4Ids(): Ga4Ids {
  let clientId = safeGetItem(CLIENT_ID_KEY);
  if (!clientId || !/^\d+\.\d+$/.test(clientId)) {
    clientId = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
    safeSetItem(CLIENT_ID_KEY, clientId);
  }
  let sessionId: string | null = null;
  try {
    sessionId = sessionStorage.getItem(SESSION_KEY);
    if (!sessionId) {
      sessionId = String(Math.floor(Date.now() / 1000));
      sessionStorage.setItem(SESSION_KEY, sessionId);
    }
  } catch {
    sessionId = String(Math.floor(Date.now() / 1000));
  }
  return { clientId, sessionId };
}

/**
 * The sink. Privacy first: a visitor whose browser sends Do Not Track or Global Privacy Control
 * is never tracked; when the config requires consent, events wait (in memory) until the visitor
 * allows analytics and are dropped if they decline. A provider that is down, slow or answers
 * errors never touches the page: requests are fire-and-forget, failures are caught, one console
 * warning says so, and after `maxFailures` in a row the sink gives up for this page.
 */
export function createAnalyticsSink({
  config,
  consent,
  flushDelayMs = 1000,
  retryDelayMs = 30_000,
  maxFailures = 3,
  requestTimeoutMs = 10_000,
  env = {},
}: SinkOptions): AnalyticsSink {
  const nav = env.navigator ?? globalThis.navigator;
  const send = env.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  let queue: AnalyticsEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending = false;
  let failures = 0;
  let pausedUntil = 0;
  let warned = false;
  let stopped = false;
  let ids: Ga4Ids | null = null;

  const state = (): AnalyticsState => {
    if (stopped) return 'unreachable';
    if (privacySignal(nav)) return 'do-not-track';
    if (config.requireConsent) {
      const choice = consent.get();
      if (choice === 'denied') return 'declined';
      if (choice !== 'granted') return 'awaiting-consent';
    }
    return 'sending';
  };

  const requestsFor = (entries: AnalyticsEntry[]): ProviderRequest[] => {
    if (config.provider === 'ga4') {
      ids ??= ga4Ids();
      return ga4Requests(config, entries, ids);
    }
    return plausibleRequests(config, entries);
  };

  const schedule = () => {
    if (timer !== null || sending || queue.length === 0 || state() !== 'sending') return;
    timer = setTimeout(() => void flush(), Math.max(flushDelayMs, pausedUntil - Date.now()));
  };

  /** One request; resolves false on any failure (never rejects). */
  const post = async (request: ProviderRequest): Promise<boolean> => {
    try {
      await send(request.url, {
        method: 'POST',
        body: request.body,
        keepalive: true,
        // A string body goes as text/plain: no preflight, and no CORS error in the console
        // whatever the provider answers.
        mode: 'no-cors',
        credentials: 'omit',
        signal: AbortSignal.timeout?.(requestTimeoutMs),
      });
      return true;
    } catch {
      return false;
    }
  };

  const failed = () => {
    failures += 1;
    if (!warned) {
      warned = true;
      console.warn(`[analytics] ${config.host} did not take events; the page is not affected.`);
    }
    if (failures >= maxFailures) {
      stopped = true;
      queue = [];
      showAnalyticsState('unreachable');
    } else {
      pausedUntil = Date.now() + retryDelayMs * 2 ** (failures - 1);
    }
  };

  async function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (sending || queue.length === 0 || state() !== 'sending') return;
    if (Date.now() < pausedUntil) {
      schedule();
      return;
    }
    sending = true;
    const batch = queue;
    queue = [];
    try {
      for (const request of requestsFor(batch)) {
        // One request at a time: a provider that is down costs one failed request, not a burst.
        if (!(await post(request))) {
          failed();
          break;
        }
        failures = 0;
      }
    } finally {
      sending = false;
    }
    schedule();
  }

  /** The page is going away (or to the background): send what is queued with sendBeacon. */
  const flushOnHide = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (queue.length === 0 || state() !== 'sending' || Date.now() < pausedUntil) return;
    const batch = queue;
    queue = [];
    for (const request of requestsFor(batch)) {
      let queued = false;
      try {
        queued = nav.sendBeacon?.(request.url, request.body) ?? false;
      } catch {
        queued = false;
      }
      if (!queued) void post(request);
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushOnHide();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flushOnHide);

  const unsubscribe = consent.subscribe(() => {
    const now = state();
    showAnalyticsState(now);
    if (now === 'declined') queue = [];
    schedule();
  });
  showAnalyticsState(state());

  return {
    track(entry) {
      const now = state();
      if (now !== 'sending' && now !== 'awaiting-consent') return;
      queue.push(entry);
      if (queue.length > MAX_PENDING) queue.shift();
      schedule();
    },
    flush,
    stop() {
      stopped = true;
      queue = [];
      if (timer !== null) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushOnHide);
      unsubscribe();
    },
  };
}
