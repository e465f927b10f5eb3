// The page's analytics as the app puts it together: page views on route changes, the consent
// banner (lib/analytics) and the footer's 'Privacy choices' (the layout) that opens it again.
import {
  type BusEvents,
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type SiteConfig,
} from '@quantethic/shared';
import { BrowserRouter, Link } from '@quantethic/shared/router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/consent';
import type { AnalyticsEntry } from '../lib/analytics/entry';
import { SiteAnalytics } from '../lib/analytics/site-analytics';
import { createAnalyticsTracker } from '../lib/analytics/tracker';
import { SiteProvider } from '../lib/site-context';
import { Footer } from './layout/footer';

const withAnalytics = (analytics: Partial<SiteConfig['analytics']>): SiteConfig => ({
  ...DEFAULT_SITE_CONFIG,
  analytics: {
    ...DEFAULT_SITE_CONFIG.analytics,
    provider: 'plausible',
    host: 'https://stats.example',
    domain: 'q.example',
    ...analytics,
  },
});

async function renderSite(config: SiteConfig) {
  const bus = createBus();
  const toasts: BusEvents['toast'][] = [];
  bus.on('toast', (toast) => toasts.push(toast));
  const analytics = createAnalyticsTracker(bus);
  const entries: AnalyticsEntry[] = [];
  analytics.attach({ track: (entry) => entries.push(entry) });
  const loaded = Promise.resolve(config);
  render(
    <SiteProvider site={{ bus, auth: createUnavailableAuthPort(), config: loaded, analytics }}>
      <BrowserRouter>
        <SiteAnalytics />
        <main id="main" tabIndex={-1}>
          <Link to="/courses">Courses</Link>
        </main>
        <Footer />
      </BrowserRouter>
    </SiteProvider>,
  );
  await act(async () => {
    await loaded;
  });
  return { toasts, entries, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('region', { name: 'Privacy choices' });

beforeEach(() => {
  window.history.pushState({}, '', '/');
});
afterEach(() => {
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

describe('page views', () => {
  it('records the first page and every route change', async () => {
    const { entries, user } = await renderSite(withAnalytics({ requireConsent: false }));
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Courses' }));
    expect(entries.map((entry) => [entry.kind, new URL(entry.url).pathname])).toEqual([
      ['pageview', '/'],
      ['pageview', '/courses'],
    ]);
  });
});

describe('analytics consent', () => {
  it('asks when the config requires consent; Allow saves it, says so, and closes', async () => {
    const { toasts, user } = await renderSite(withAnalytics({ requireConsent: true }));
    const region = banner();
    expect(region).toHaveTextContent('We never record your name, email address or phone number.');
    await user.click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(banner()).toBeNull();
    expect(toasts.at(-1)).toMatchObject({
      kind: 'success',
      message: expect.stringContaining('Analytics allowed.'),
    });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it("'Privacy choices' in the footer asks again, with the current answer; the focus goes in and comes back", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const { user } = await renderSite(withAnalytics({ requireConsent: true }));
    expect(banner()).toBeNull();
    const open = screen.getByRole('button', { name: 'Privacy choices' });
    await user.click(open);
    expect(banner()).toHaveTextContent('You have allowed analytics.');
    expect(document.activeElement).toBe(banner());
    await user.click(screen.getByRole('button', { name: 'Decline analytics' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(open);

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  });

  it.each([
    ['consent is not required', withAnalytics({ requireConsent: false })],
    ['analytics is off', DEFAULT_SITE_CONFIG],
  ])('neither asks nor offers Privacy choices when %s', async (_case, config) => {
    await renderSite(config);
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Privacy choices' })).toBeNull();
  });

  it('never asks a browser that sends Do Not Track, and Privacy choices says why nothing is sent', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    const { user } = await renderSite(withAnalytics({ requireConsent: true }));
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(banner()).toHaveTextContent('Your browser asks sites not to track you');
    expect(screen.queryByRole('button', { name: 'Allow analytics' })).toBeNull();
  });
});
