import { createBus, createUnavailableAuthPort, DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { BrowserRouter } from '@quantethic/shared/router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../app/site-context';
import { loadRemoteModule } from '../remotes/remote-loader';
import { WidgetSlot } from './widget-slot';

vi.mock('../remotes/remote-loader', async () => {
  const actual = await vi.importActual<typeof import('../remotes/remote-loader')>('../remotes/remote-loader');
  return { ...actual, loadRemoteModule: vi.fn(), resetRemote: vi.fn() };
});

const load = vi.mocked(loadRemoteModule);

function renderSlot() {
  const site = {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve(DEFAULT_SITE_CONFIG),
  };
  return render(
    <SiteProvider site={site}>
      <BrowserRouter>
        <WidgetSlot remote="courses" exposed="featured-course" title="Featured Course" />
      </BrowserRouter>
    </SiteProvider>,
  );
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
  window.history.pushState({}, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WidgetSlot', () => {
  it('loads the widget straight away when IntersectionObserver is not available', () => {
    expect('IntersectionObserver' in window).toBe(false);
    renderSlot();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledWith('courses', 'featured-course');
  });

  it('waits until the slot nears the viewport before loading the widget', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = renderSlot();

    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.instances.at(-1);
    const slot = container.querySelector('[data-widget="courses/featured-course"]');
    expect(observer?.observed).toEqual([slot]);
    expect(observer?.options).toEqual({ rootMargin: '100px 0px' });

    act(() => observer?.report(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => observer?.report(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('courses', 'featured-course');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('stops observing when it unmounts before loading', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { unmount } = renderSlot();
    const observer = FakeIntersectionObserver.instances.at(-1);
    unmount();
    expect(observer?.disconnect).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });
});
