import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteModule,
  type RemoteProps,
} from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { BrowserRouter, useSearchParams } from '@quantethic/shared/router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../messages';
import type { Site } from '../site-context';
import { SiteProvider } from '../site-context';
import { loadRemoteModule, RemoteLoadError, resetRemote } from './remote-loader';
import { RemoteSection, type RemoteSectionProps, remoteRenderedMark } from './remote-section';

vi.mock('./remote-loader', async () => {
  const actual = await vi.importActual<typeof import('./remote-loader')>('./remote-loader');
  return { ...actual, loadRemoteModule: vi.fn(), resetRemote: vi.fn() };
});

const load = vi.mocked(loadRemoteModule);
const reset = vi.mocked(resetRemote);

function makeSite(): Site {
  return {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve({ ...DEFAULT_SITE_CONFIG, siteName: 'QuantEthic Test' }),
  };
}

function renderSection(props: Partial<RemoteSectionProps> = {}, site: Site = makeSite()) {
  const user = userEvent.setup();
  render(
    <SiteProvider site={site}>
      <BrowserRouter>
        <p>outside</p>
        <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} {...props} />
      </BrowserRouter>
    </SiteProvider>,
  );
  return { user, site };
}

const unavailable = () =>
  new RemoteLoadError('courses', 'unavailable', 'courses/app could not be loaded.', new Error('boom'));

/** A module whose component shows the site name and records the props it received. */
function workingModule(received: RemoteProps[] = [], contractVersion = '1.0.0'): RemoteModule {
  return {
    contractVersion,
    default: (props: RemoteProps) => {
      received.push(props);
      return <h1>Loaded {props.config.siteName}</h1>;
    },
  };
}

/** Something else on the page, to show it keeps working while a section waits. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Clicked {count}
    </button>
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  load.mockReset();
  reset.mockReset();
  window.history.pushState({}, '', '/');
  // React reports errors caught by boundaries on console.error; keep the output quiet.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteSection', () => {
  it('shows a loading status, then the loaded module with the RemoteProps', async () => {
    const received: RemoteProps[] = [];
    load.mockResolvedValue(workingModule(received));
    const { site } = renderSection();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Loaded QuantEthic Test' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('courses', 'app');

    const props = received.at(-1);
    expect(props?.bus).toBe(site.bus);
    expect(props?.auth).toBe(site.auth);
    expect(props?.config).toBe(await site.config);
    expect(props?.basePath).toBe('/');
    expect(props?.contractVersion).toBe(CONTRACT_VERSION);
    // The benchmark reads when the remote first rendered.
    await waitFor(() =>
      expect(performance.getEntriesByName(remoteRenderedMark('courses', 'app'))).toHaveLength(1),
    );
  });

  it("gives the module the page's locale and renders it once its texts are ready (never in English first)", async () => {
    const received: RemoteProps[] = [];
    let texts!: () => void;
    const ready = vi.fn(() => new Promise<void>((resolve) => (texts = resolve)));
    load.mockResolvedValue({ ...workingModule(received), ready });
    await shellMessages.load('ar'); // The shell's own texts are there before it renders (main.tsx).
    renderSection({}, { ...makeSite(), locale: 'ar' });
    await waitFor(() => expect(ready).toHaveBeenCalledWith('ar'));
    expect(screen.queryByRole('heading', { name: /Loaded/ })).not.toBeInTheDocument();
    texts();
    expect(await screen.findByRole('heading', { name: 'Loaded QuantEthic Test' })).toBeInTheDocument();
    expect(received[0]?.locale).toBe('ar');
  });

  it('renders the module anyway when its texts cannot be had (English)', async () => {
    load.mockResolvedValue({ ...workingModule(), ready: () => Promise.reject(new Error('offline')) });
    await shellMessages.load('ar');
    renderSection({}, { ...makeSite(), locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'Loaded QuantEthic Test' })).toBeInTheDocument();
  });

  it('tells the site each time a section has rendered', async () => {
    load.mockResolvedValue(workingModule());
    const onSectionShown = vi.fn();
    renderSection({}, { ...makeSite(), onSectionShown });
    expect(onSectionShown).not.toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'Loaded QuantEthic Test' });
    expect(onSectionShown).toHaveBeenCalled();
  });

  it('keeps the placeholder while the remote suspends inside (e.g. a lazily loaded page), and the page around it keeps working', async () => {
    let release: () => void = () => {};
    const pageCode = new Promise<void>((resolve) => (release = resolve));
    let ready = false;
    pageCode.then(() => (ready = true));
    const onSectionShown = vi.fn();
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: () => {
        if (!ready) throw pageCode;
        return <h1>Lazy page</h1>;
      },
    });
    const user = userEvent.setup();
    render(
      <SiteProvider site={{ ...makeSite(), onSectionShown }}>
        <BrowserRouter>
          <Counter />
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    await waitFor(() => expect(load).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(onSectionShown).not.toHaveBeenCalled();

    release();
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    expect(onSectionShown).toHaveBeenCalled();
  });

  it('shows a section loaded before at once when it is mounted again (no loading state)', async () => {
    load.mockResolvedValue(workingModule());
    const site = makeSite();
    const first = render(
      <SiteProvider site={site}>
        <BrowserRouter>
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    await screen.findByRole('heading', { name: 'Loaded QuantEthic Test' });
    first.unmount();

    render(
      <SiteProvider site={site}>
        <BrowserRouter>
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Loaded QuantEthic Test' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hydrates the prerendered section in place (the same elements, now live); a later visit renders afresh', async () => {
    window.history.pushState({}, '', '/courses');
    let resolve: (module: RemoteModule) => void = () => {};
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    const clicks = vi.fn();
    const site = {
      ...makeSite(),
      snapshot: { path: '/courses', html: '<h1>Courses</h1><button type="button">Filter</button>' },
    };
    const { container } = render(
      <SiteProvider site={site}>
        <BrowserRouter>
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    const island = container.querySelector('[data-section-snapshot="/courses"]');
    const heading = screen.getByRole('heading', { name: 'Courses' });
    expect(island).not.toHaveAttribute('inert');
    expect(island).not.toHaveAttribute('data-qe-live');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    resolve({
      contractVersion: '1.0.0',
      default: () => (
        <>
          <h1>Courses</h1>
          <button type="button" onClick={clicks}>
            Filter
          </button>
        </>
      ),
    });
    await waitFor(() => expect(island).toHaveAttribute('data-qe-live'));
    expect(screen.getByRole('heading', { name: 'Courses' })).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(clicks).toHaveBeenCalledOnce();
    expect(site.snapshot).toBeNull();
    expect(performance.getEntriesByName(remoteRenderedMark('courses', 'app'))).toHaveLength(1);
  });

  it('a served section left before it has hydrated is dropped quietly (not reported as a hydration failure)', async () => {
    window.history.pushState({}, '', '/courses');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The module's render waits (its content), so its root is still hydrating when the visitor leaves.
    let reached = false;
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: () => {
        reached = true;
        throw new Promise(() => {});
      },
    });
    const site = { ...makeSite(), snapshot: { path: '/courses', html: '<h1>Courses</h1>' } };
    const { unmount } = render(
      <SiteProvider site={site}>
        <BrowserRouter>
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    await waitFor(() => expect(reached).toBe(true));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith('[hydration]'))).toEqual([]);
    errors.mockRestore();
  });

  it('hydrates the section served for an Arabic page in place (its path is under /ar)', async () => {
    window.history.pushState({}, '', '/ar/courses');
    await shellMessages.load('ar');
    const site = {
      ...makeSite(),
      locale: 'ar' as const,
      snapshot: { path: '/ar/courses', html: '<h1>الدورات</h1>' },
    };
    load.mockResolvedValue({ contractVersion: '1.0.0', default: () => <h1>الدورات</h1> });
    const { container } = render(
      <SiteProvider site={site}>
        <BrowserRouter basename="/ar">
          <RemoteSection remote="courses" exposed="app" title="الدورات" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    const island = container.querySelector('[data-section-snapshot="/ar/courses"]');
    expect(island).not.toBeNull();
    const heading = screen.getByRole('heading', { name: 'الدورات' });
    await waitFor(() => expect(island).toHaveAttribute('data-qe-live'));
    expect(screen.getByRole('heading', { name: 'الدورات' })).toBe(heading);
  });

  it('hydrates markup served for the path alone, then follows the query in the URL', async () => {
    window.history.pushState({}, '', '/courses?level=advanced');
    const errors = vi.spyOn(console, 'error');
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: function Catalogue() {
        const [params] = useSearchParams();
        return <h1>{`Level ${params.get('level') ?? 'all'}`}</h1>;
      },
    });
    const site = { ...makeSite(), snapshot: { path: '/courses', html: '<h1>Level all</h1>' } };
    render(
      <SiteProvider site={site}>
        <BrowserRouter>
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    const served = screen.getByRole('heading', { name: 'Level all' });
    expect(await screen.findByRole('heading', { name: 'Level advanced' })).toBe(served);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('[hydration]'))).toEqual([]);
  });

  it('reports markup that does not match the live render as a hydration problem', async () => {
    window.history.pushState({}, '', '/courses');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValue({ contractVersion: '1.0.0', default: () => <h1>Courses today</h1> });
    const site = { ...makeSite(), snapshot: { path: '/courses', html: '<h1>Courses yesterday</h1>' } };
    render(
      <SiteProvider site={site}>
        <BrowserRouter>
          <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
        </BrowserRouter>
      </SiteProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Courses today' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        errors.mock.calls.some(([message]) => String(message).startsWith('[hydration] courses/app')),
      ).toBe(true),
    );
  });

  it('shows the loading state when the prerendered section is for another path', async () => {
    window.history.pushState({}, '', '/courses');
    load.mockReturnValue(new Promise(() => {}));
    renderSection({}, { ...makeSite(), snapshot: { path: '/about', html: '<h1>About</h1>' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('About')).not.toBeInTheDocument();
  });

  it('shows a fallback with Retry when the remote cannot be loaded, and loads it again on Retry', async () => {
    load.mockRejectedValueOnce(unavailable()).mockResolvedValueOnce(workingModule());
    const { user } = renderSection();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const heading = await screen.findByRole('heading', { name: 'Courses is unavailable right now' });
    expect(heading.tagName).toBe('H1');
    expect(screen.getByRole('alert')).toHaveTextContent('check your connection and try again');
    expect(screen.getByText('outside')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledWith('courses');
    expect(await screen.findByRole('heading', { name: 'Loaded QuantEthic Test' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps showing the fallback when Retry fails again', async () => {
    load.mockRejectedValue(unavailable());
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Courses is unavailable right now' })).toBeInTheDocument();
  });

  it('shows the fallback when the module throws while rendering, leaving the rest of the page', async () => {
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: () => {
        throw new Error('render failure');
      },
    });
    renderSection({ title: 'Knowledge Hub', remote: 'knowledge' });

    expect(
      await screen.findByRole('heading', { name: 'Knowledge Hub is unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('outside')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] a section failed to render:',
      expect.objectContaining({ message: 'render failure' }),
      expect.anything(),
    );
  });

  it('does not log a RemoteLoadError as a render failure (the loader already explained it)', async () => {
    load.mockRejectedValue(unavailable());
    renderSection();
    await screen.findByRole('button', { name: 'Retry' });
    expect(consoleError).not.toHaveBeenCalledWith(
      '[shell] a section failed to render:',
      expect.anything(),
      expect.anything(),
    );
  });

  it('uses an h2 fallback heading for a home-page section', async () => {
    load.mockRejectedValue(unavailable());
    renderSection({ title: 'Featured Course', exposed: 'featured-course', headingLevel: 2 });

    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Featured Course is unavailable right now');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Featured Course is unavailable right now' }),
    ).toBeInTheDocument();
  });

  it('uses an h1 fallback heading for a whole page', async () => {
    load.mockRejectedValue(unavailable());
    renderSection({ headingLevel: 1 });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Courses is unavailable right now',
    );
  });

  it('explains an incompatible section as being updated', async () => {
    load.mockRejectedValue(new RemoteLoadError('courses', 'incompatible', 'not compatible'));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is being updated');
  });

  it('explains a missing section list', async () => {
    load.mockRejectedValue(new RemoteLoadError('courses', 'config', 'no list'));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent("The site's section list could not be loaded");
  });
});
