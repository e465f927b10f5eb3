import { type AnalyticsConfig, DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, CONSENT_STORAGE_KEY, createConsentStore } from './consent';
import type { AnalyticsEntry } from './entry';
import { type AnalyticsSink, createAnalyticsSink, type SinkOptions } from './sink';

const PLAUSIBLE: AnalyticsConfig = {
  ...DEFAULT_SITE_CONFIG.analytics,
  provider: 'plausible',
  host: 'https://stats.example',
  domain: 'q.example',
  requireConsent: false,
};
const GA4: AnalyticsConfig = {
  ...DEFAULT_SITE_CONFIG.analytics,
  provider: 'ga4',
  host: 'https://ga.example',
  measurementId: 'G-TEST',
  apiSecret: 'secret',
  requireConsent: false,
};

const course = (title: string): AnalyticsEntry => ({
  kind: 'event',
  name: 'Course Viewed',
  properties: { title, level: 'Beginner' },
  url: 'https://q.example/courses/x',
  referrer: null,
});
const names = (bodies: string[]) =>
  bodies.flatMap((body) => {
    const parsed = JSON.parse(body);
    return parsed.events
      ? parsed.events.map((e: { params: { title?: string } }) => e.params.title)
      : [parsed.props?.title];
  });

/** A browser stand-in: what was fetched and beaconed, and the privacy signals. */
function browser({
  doNotTrack = null as string | null,
  gpc = false,
  beacon = true as boolean | 'missing',
} = {}) {
  const fetched: { url: string; init: RequestInit }[] = [];
  const beaconed: { url: string; body: string }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    fetched.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 202 });
  });
  const navigator = {
    doNotTrack,
    globalPrivacyControl: gpc,
    sendBeacon:
      beacon === 'missing'
        ? undefined
        : vi.fn((url: string, body: string) => {
            beaconed.push({ url, body });
            return beacon;
          }),
  } as unknown as Navigator;
  return { fetch, navigator, fetched, beaconed };
}

let sink: AnalyticsSink | null = null;
function start(options: Partial<SinkOptions> & { env: SinkOptions['env'] }) {
  sink = createAnalyticsSink({ config: PLAUSIBLE, consent: createConsentStore(), ...options });
  return sink;
}
const hide = () => window.dispatchEvent(new Event('pagehide'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  sink?.stop();
  sink = null;
  vi.useRealTimers();
  delete document.documentElement.dataset.analytics;
});

describe('the analytics sink: batching', () => {
  it('gathers events and sends them after the flush delay, not one by one as they come', async () => {
    const b = browser();
    const s = start({ env: b, flushDelayMs: 1000 });
    s.track(course('A'));
    s.track(course('B'));
    await vi.advanceTimersByTimeAsync(999);
    expect(b.fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(names(b.fetched.map((f) => String(f.init.body)))).toEqual(['A', 'B']);
    expect(b.fetched[0]).toMatchObject({
      url: 'https://stats.example/api/event',
      init: { method: 'POST', keepalive: true, mode: 'no-cors', credentials: 'omit' },
    });
    expect(document.documentElement.dataset.analytics).toBe('sending');
  });

  it('GA4: one request carries up to 25 events; 30 events make two requests', async () => {
    const b = browser();
    const s = start({ config: GA4, env: b });
    for (let i = 0; i < 30; i++) s.track(course(`C${i}`));
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.fetched).toHaveLength(2);
    const bodies = b.fetched.map((f) => JSON.parse(String(f.init.body)));
    expect(bodies.map((body) => body.events.length)).toEqual([25, 5]);
    expect(b.fetched[0]?.url).toBe('https://ga.example/mp/collect?measurement_id=G-TEST&api_secret=secret');
    expect(bodies[0].client_id).toMatch(/^\d+\.\d+$/);
  });

  it('sends what is queued with sendBeacon when the page is hidden or left', async () => {
    const b = browser();
    const s = start({ env: b });
    s.track(course('A'));
    hide();
    expect(b.beaconed.map((x) => x.url)).toEqual(['https://stats.example/api/event']);
    expect(names(b.beaconed.map((x) => x.body))).toEqual(['A']);
    // Sent once: the timer finds nothing left.
    await vi.advanceTimersByTimeAsync(2000);
    expect(b.fetch).not.toHaveBeenCalled();

    s.track(course('B'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(names(b.beaconed.map((x) => x.body))).toEqual(['A', 'B']);
  });

  it.each([
    ['refuses the beacon', false],
    ['has no sendBeacon', 'missing'],
  ] as const)('falls back to fetch with keepalive when the browser %s', async (_case, beacon) => {
    const b = browser({ beacon });
    const s = start({ env: b });
    s.track(course('A'));
    hide();
    expect(b.fetched).toHaveLength(1);
    expect(b.fetched[0]?.init).toMatchObject({ keepalive: true, method: 'POST' });
    expect(names(b.fetched.map((f) => String(f.init.body)))).toEqual(['A']);
  });
});

describe('the analytics sink: privacy', () => {
  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { gpc: true }],
  ])('sends nothing at all under %s', async (_case, signal) => {
    const b = browser(signal);
    const s = start({ env: b });
    s.track(course('A'));
    await vi.advanceTimersByTimeAsync(5000);
    hide();
    expect(b.fetch).not.toHaveBeenCalled();
    expect(b.beaconed).toEqual([]);
    expect(document.documentElement.dataset.analytics).toBe('do-not-track');
  });

  it('with consent required: holds events until the visitor allows analytics, then sends them', async () => {
    const b = browser();
    const consent = createConsentStore();
    const s = start({ config: { ...PLAUSIBLE, requireConsent: true }, consent, env: b });
    s.track(course('A'));
    await vi.advanceTimersByTimeAsync(5000);
    hide();
    expect(b.fetch).not.toHaveBeenCalled();
    expect(b.beaconed).toEqual([]);
    expect(document.documentElement.dataset.analytics).toBe('awaiting-consent');

    consent.set('granted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    await vi.advanceTimersByTimeAsync(1000);
    expect(names(b.fetched.map((f) => String(f.init.body)))).toEqual(['A']);
    expect(document.documentElement.dataset.analytics).toBe('sending');
  });

  it('with consent declined: drops what was held and sends nothing later', async () => {
    const b = browser();
    const consent = createConsentStore();
    const s = start({ config: { ...PLAUSIBLE, requireConsent: true }, consent, env: b });
    s.track(course('A'));
    consent.set('denied');
    s.track(course('B'));
    consent.set('granted');
    await vi.advanceTimersByTimeAsync(5000);
    hide();
    // Only what came after the visitor allowed it: nothing was queued then.
    expect(b.fetch).not.toHaveBeenCalled();
    expect(b.beaconed).toEqual([]);
  });

  it('withdrawn consent stops sending, including what was queued', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const b = browser();
    const consent = createConsentStore();
    const s = start({ config: { ...PLAUSIBLE, requireConsent: true }, consent, env: b });
    s.track(course('A'));
    consent.set('denied');
    s.track(course('B'));
    await vi.advanceTimersByTimeAsync(5000);
    hide();
    expect(b.fetch).not.toHaveBeenCalled();
    expect(b.beaconed).toEqual([]);
    expect(document.documentElement.dataset.analytics).toBe('declined');
  });

  it('a choice made in another tab applies here', async () => {
    const b = browser();
    const consent = createConsentStore();
    const s = start({ config: { ...PLAUSIBLE, requireConsent: true }, consent, env: b });
    s.track(course('A'));
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: 'granted' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.fetched).toHaveLength(1);
  });

  it("a site's own consent manager can answer through the documented window event", async () => {
    const b = browser();
    const consent = createConsentStore();
    const s = start({ config: { ...PLAUSIBLE, requireConsent: true }, consent, env: b });
    s.track(course('A'));
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'yes please' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: 'granted' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.fetched).toHaveLength(1);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
  });

  it('never sends personal data a remote put in the properties', async () => {
    const b = browser();
    const s = start({ env: b });
    s.track({ ...course('A'), properties: { title: 'A', email: 'a@example.com', name: 'Aisha' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(JSON.parse(String(b.fetched[0]?.init.body)).props).toEqual({ title: 'A' });
  });
});

describe('the analytics sink: a provider that fails', () => {
  it('a failed request is caught: one warning, a pause, and after 3 failures in a row it gives up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    const b = browser();
    b.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const s = start({ env: b, retryDelayMs: 10_000, maxFailures: 3 });

    s.track(course('A'));
    s.track(course('B'));
    await vi.advanceTimersByTimeAsync(1000);
    // One request at a time: the first failed, so the second was not tried.
    expect(b.fetch).toHaveBeenCalledTimes(1);
    s.track(course('C'));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(b.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(b.fetch).toHaveBeenCalledTimes(2);
    s.track(course('D'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(b.fetch).toHaveBeenCalledTimes(3);
    expect(document.documentElement.dataset.analytics).toBe('unreachable');

    s.track(course('E'));
    await vi.advanceTimersByTimeAsync(120_000);
    hide();
    expect(b.fetch).toHaveBeenCalledTimes(3);
    expect(b.beaconed).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a success resets the count: occasional failures never stop it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = browser();
    let calls = 0;
    b.fetch.mockImplementation(async () => {
      calls += 1;
      if (calls % 2 === 1) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 202 });
    });
    const s = start({ env: b, retryDelayMs: 1000, maxFailures: 2 });
    for (let i = 0; i < 6; i++) {
      s.track(course(`E${i}`));
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(document.documentElement.dataset.analytics).toBe('sending');
    expect(calls).toBeGreaterThanOrEqual(6);
  });

  it('a provider that never answers does not hold events back from the beacon when the page is left', async () => {
    const b = browser();
    b.fetch.mockImplementation(() => new Promise<Response>(() => {}));
    const s = start({ env: b });
    s.track(course('A'));
    await vi.advanceTimersByTimeAsync(1000);
    s.track(course('B'));
    await vi.advanceTimersByTimeAsync(5000);
    hide();
    expect(names(b.beaconed.map((x) => x.body))).toEqual(['B']);
  });
});
