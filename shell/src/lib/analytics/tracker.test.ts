import { type AnalyticsConfig, createBus, DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEntry } from './entry';
import { createAnalyticsSink } from './sink';
import { createAnalyticsTracker, MAX_PENDING, startAnalytics } from './tracker';

vi.mock('./sink', () => ({ createAnalyticsSink: vi.fn(() => ({ track: vi.fn() })) }));
const createSink = vi.mocked(createAnalyticsSink);

const PLAUSIBLE: AnalyticsConfig = {
  ...DEFAULT_SITE_CONFIG.analytics,
  provider: 'plausible',
  host: 'https://stats.example',
  domain: 'q.example',
};

function collector() {
  const entries: AnalyticsEntry[] = [];
  return { entries, sink: { track: (entry: AnalyticsEntry) => entries.push(entry) } };
}

beforeEach(() => {
  window.history.pushState({}, '', '/');
});
afterEach(() => {
  delete document.documentElement.dataset.analytics;
});

describe('the analytics tracker', () => {
  it('holds page views and bus events from the start and hands them over, in order, when the sink attaches', () => {
    const bus = createBus();
    const tracker = createAnalyticsTracker(bus);
    tracker.pageview();
    window.history.pushState({}, '', '/courses/sukuk-101');
    tracker.pageview();
    bus.emit('analytics', { name: 'Course Viewed', properties: { title: 'Sukuk 101', level: 'Beginner' } });

    const { entries, sink } = collector();
    tracker.attach(sink);
    expect(entries).toEqual([
      { kind: 'pageview', name: 'pageview', properties: {}, url: 'http://localhost:3000/', referrer: null },
      {
        kind: 'pageview',
        name: 'pageview',
        properties: {},
        url: 'http://localhost:3000/courses/sukuk-101',
        referrer: 'http://localhost:3000/',
      },
      {
        kind: 'event',
        name: 'Course Viewed',
        properties: { title: 'Sukuk 101', level: 'Beginner' },
        url: 'http://localhost:3000/courses/sukuk-101',
        referrer: null,
      },
    ]);

    // From then on, straight through.
    bus.emit('analytics', { name: 'Signed Up', properties: {} });
    expect(entries.at(-1)?.name).toBe('Signed Up');
  });

  it('counts a path once: a changed query on the same page is not a new page view', () => {
    const tracker = createAnalyticsTracker(createBus());
    const { entries, sink } = collector();
    tracker.attach(sink);
    window.history.pushState({}, '', '/courses/x/learn');
    tracker.pageview();
    window.history.pushState({}, '', '/courses/x/learn?lesson=m1.l1');
    tracker.pageview();
    expect(entries).toHaveLength(1);
  });

  it(`holds at most ${MAX_PENDING} entries while the sink is not there (the newest)`, () => {
    const bus = createBus();
    const tracker = createAnalyticsTracker(bus);
    for (let i = 0; i < MAX_PENDING + 20; i++)
      bus.emit('analytics', { name: 'Course Viewed', properties: { title: `C${i}`, level: null } });
    const { entries, sink } = collector();
    tracker.attach(sink);
    expect(entries).toHaveLength(MAX_PENDING);
    expect(entries[0]?.properties.title).toBe('C20');
  });

  it('discard forgets what was held and stops listening', () => {
    const bus = createBus();
    const tracker = createAnalyticsTracker(bus);
    bus.emit('analytics', { name: 'Signed Up', properties: {} });
    tracker.discard();
    bus.emit('analytics', { name: 'Signed Up', properties: {} });
    const { entries, sink } = collector();
    tracker.attach(sink);
    expect(entries).toEqual([]);
  });
});

describe('startAnalytics', () => {
  const settle = () => {
    let resolve: () => void = () => {};
    const after = new Promise<void>((done) => {
      resolve = done;
    });
    return { after, resolve };
  };
  const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads the sink only once the page has settled, and hands it what was held', async () => {
    const bus = createBus();
    const tracker = createAnalyticsTracker(bus);
    const { after, resolve } = settle();
    startAnalytics(tracker, { config: Promise.resolve(PLAUSIBLE), after });
    bus.emit('analytics', { name: 'Signed Up', properties: {} });
    await flushPromises();
    expect(createSink).not.toHaveBeenCalled();

    resolve();
    await vi.waitFor(() => expect(createSink).toHaveBeenCalledTimes(1));
    expect(createSink.mock.calls[0]?.[0]).toMatchObject({ config: PLAUSIBLE, consent: tracker.consent });
    const sink = createSink.mock.results[0]?.value as { track: ReturnType<typeof vi.fn> };
    expect(sink.track).toHaveBeenCalledWith(expect.objectContaining({ name: 'Signed Up' }));
  });

  it('starts at once when the page is left before it settled', async () => {
    const tracker = createAnalyticsTracker(createBus());
    startAnalytics(tracker, { config: Promise.resolve(PLAUSIBLE), after: settle().after });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(createSink).toHaveBeenCalledTimes(1));
  });

  it('with no provider, never loads the sink and forgets everything', async () => {
    const bus = createBus();
    const tracker = createAnalyticsTracker(bus);
    startAnalytics(tracker, {
      config: Promise.resolve(DEFAULT_SITE_CONFIG.analytics),
      after: Promise.resolve(),
    });
    bus.emit('analytics', { name: 'Signed Up', properties: {} });
    await vi.waitFor(() => expect(document.documentElement.dataset.analytics).toBe('off'));
    expect(createSink).not.toHaveBeenCalled();
    const { entries, sink } = collector();
    tracker.attach(sink);
    expect(entries).toEqual([]);
  });
});
