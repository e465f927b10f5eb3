import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteModule,
  useIsHydrated,
} from '@quantethic/shared';
import { BrowserRouter, useLocation } from '@quantethic/shared/router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, RemoteLoadError } from '../../lib/remotes/remote-loader';
import { type Site, SiteProvider } from '../../lib/site-context';
import { WidgetSlot } from './widget-slot';

vi.mock('../../lib/remotes/remote-loader', async () => {
  const actual = await vi.importActual<typeof import('../../lib/remotes/remote-loader')>(
    '../../lib/remotes/remote-loader',
  );
  return { ...actual, loadRemoteModule: vi.fn(), resetRemote: vi.fn() };
});

const load = vi.mocked(loadRemoteModule);

/** The featured-course widget: its first render is its deploy-time markup; 'Live' once hydrated. */
function FeaturedCourse() {
  const live = useIsHydrated();
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title">Featured Course</h2>
      <a href="/courses/islamic-finance-foundations">View Course</a>
      <form aria-label="Ask us">
        <label>
          Email <input type="email" name="email" />
        </label>
        <button type="submit">Send</button>
      </form>
      {live ? <p>Live</p> : null}
    </section>
  );
}
const SNAPSHOT =
  '<section aria-labelledby="featured-title"><h2 id="featured-title">Featured Course</h2><a href="/courses/islamic-finance-foundations">View Course</a><form aria-label="Ask us"><label>Email <input type="email" name="email"/></label><button type="submit">Send</button></form></section>';
const liveModule: RemoteModule = { contractVersion: '1.0.0', default: () => <FeaturedCourse /> };

function Path() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderSlot(snapshot: string | null = null) {
  const site: Site = {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve(DEFAULT_SITE_CONFIG),
    widgetSnapshots: snapshot === null ? {} : { 'courses/featured-course': snapshot },
  };
  const user = userEvent.setup();
  const view = render(
    <SiteProvider site={site}>
      <BrowserRouter>
        <a href="/courses">Explore Courses</a>
        <WidgetSlot remote="courses" exposed="featured-course" title="Featured Course" />
        <Path />
      </BrowserRouter>
    </SiteProvider>,
  );
  return { ...view, site, user };
}

/** An IntersectionObserver stand-in that reports only when the test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  readonly disconnect = vi.fn();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  load.mockReset();
  load.mockReturnValue(new Promise(() => {}));
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  window.history.pushState({}, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WidgetSlot without a snapshot (client navigation to /, a page rendered without config)', () => {
  it('loads the widget right away, not when scrolled near: loading, then the widget', async () => {
    let resolve: (module: RemoteModule) => void = () => {};
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    renderSlot();

    expect(screen.getByText('Loading…')).toBeVisible();
    expect(load).toHaveBeenCalledWith('courses', 'featured-course');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    await act(async () => resolve(liveModule));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the error state with Retry when the widget cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new RemoteLoadError('courses', 'unavailable', 'down', new Error('boom')));
    renderSlot();
    expect(
      await screen.findByRole('heading', { name: 'Featured Course is unavailable right now' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

describe('WidgetSlot with its deploy-time snapshot', () => {
  it('shows the snapshot as served, not inert, no code loaded yet', async () => {
    const { user, container } = renderSlot(SNAPSHOT);

    expect(screen.getByRole('heading', { level: 2, name: 'Featured Course' })).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(container.querySelector('[data-widget-snapshot]')).not.toHaveAttribute('inert');
    expect(load).not.toHaveBeenCalled();
    // Tabbing on from 'Explore Courses' reaches the featured course's link.
    screen.getByRole('link', { name: 'Explore Courses' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'View Course' })).toHaveFocus();
  });

  it('loads the live code when the slot nears the viewport; it hydrates the snapshot in place', async () => {
    load.mockResolvedValue(liveModule);
    const { container } = renderSlot(SNAPSHOT);
    const heading = screen.getByRole('heading', { level: 2, name: 'Featured Course' });
    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.options).toEqual({ rootMargin: '100px 0px' });

    act(() => observer?.report(false));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observer?.report(true));

    expect(load).toHaveBeenCalledWith('courses', 'featured-course');
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(container.querySelector('[data-widget-snapshot]')).toHaveAttribute('data-qe-live');
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Course' })).toBe(heading);
  });

  it('a keyboard visitor who tabs in starts the live code; the focused link is the live one', async () => {
    load.mockResolvedValue(liveModule);
    const { user, site } = renderSlot(SNAPSHOT);
    const servedLink = screen.getByRole('link', { name: 'View Course' });

    screen.getByRole('link', { name: 'Explore Courses' }).focus();
    await user.tab();
    expect(await screen.findByText('Live')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View Course' })).toBe(servedLink);
    expect(servedLink).toHaveFocus();
    // The page's snapshot has served its purpose: a later visit to '/' loads the widget afresh.
    expect(site.widgetSnapshots).toEqual({});
  });

  it('a failure to load keeps the snapshot, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load.mockRejectedValue(new RemoteLoadError('courses', 'unavailable', 'down', new Error('boom')));
    const { container } = renderSlot(SNAPSHOT);
    await act(async () => FakeIntersectionObserver.instances.at(-1)?.report(true));

    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('courses/featured-course')),
    );
    // As served, inert: its controls have no code behind them.
    expect(container.querySelector('[data-widget-snapshot]')).toHaveAttribute('inert');
    expect(screen.getByText('View Course')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a live widget that throws while rendering gets the fallback with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: () => {
        throw new Error('broken widget');
      },
    });
    renderSlot(SNAPSHOT);
    await act(async () => FakeIntersectionObserver.instances.at(-1)?.report(true));
    expect(
      await screen.findByRole('heading', { name: 'Featured Course is unavailable right now' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("a click on the snapshot's link navigates in the app (no page load)", async () => {
    const { user } = renderSlot(SNAPSHOT);
    await user.click(screen.getByRole('link', { name: 'View Course' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(
      '/courses/islamic-finance-foundations',
    );
  });
});
