import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteModule,
  useIsHydrated,
} from '@quantethic/shared';
import { BrowserRouter, Link, useLocation } from '@quantethic/shared/router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { QUEUE_GLOBAL } from '../early-input/capture-script';
import { runCaptureScript } from '../early-input/capture-script.testing';
import { type Site, SiteProvider } from '../site-context';
import { loadRemoteModule } from './remote-loader';
import { hydrateServedSection, RemoteSection, remoteRenderedMark } from './remote-section';

// A page served with its section (main.tsx): the section hydrates as soon as its module is there,
// before the shell's layout; the shell's RemoteSection then takes the live section over.

vi.mock('./remote-loader', async () => {
  const actual = await vi.importActual<typeof import('./remote-loader')>('./remote-loader');
  return { ...actual, loadRemoteModule: vi.fn(), resetRemote: vi.fn() };
});
const load = vi.mocked(loadRemoteModule);

const SECTION_HTML =
  '<h1>Courses</h1><button type="button">Filter</button><a href="/courses/zakat" data-discover="true">Zakat</a>';

/** The page as served: the shell's layout around the section's prerendered markup. */
function servePage(html = SECTION_HTML): { site: Site; container: HTMLElement } {
  document.body.innerHTML = `<div id="root"><p>Layout</p><main><div data-section-snapshot="/courses">${html}</div></main></div>`;
  const site: Site = {
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: Promise.resolve(DEFAULT_SITE_CONFIG),
    snapshot: { path: '/courses', html },
  };
  return { site, container: document.getElementById('root') as HTMLElement };
}

/** The remote's section: the same markup as served, live. */
function sectionModule(onFilter: () => void): RemoteModule {
  return {
    contractVersion: '1.0.0',
    default: () => (
      <>
        <h1>Courses</h1>
        <button type="button" onClick={onFilter}>
          Filter
        </button>
        <Link to="/courses/zakat">Zakat</Link>
      </>
    ),
  };
}

/** The shell's own hydration of the page, as main.tsx does it. */
function hydrateShell(site: Site, container: HTMLElement): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <SiteProvider site={site}>
        <BrowserRouter>
          <p>Layout</p>
          <main>
            <RemoteSection remote="courses" exposed="app" title="Courses" headingLevel={1} />
          </main>
        </BrowserRouter>
      </SiteProvider>,
    );
  });
  if (!root) throw new Error('no root');
  return root;
}

let shell: Root | undefined;
let errors: MockInstance<typeof console.error>;
const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  // Hydration here runs as in the browser, on React's own scheduler, not in act() batches.
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  load.mockReset();
  window.history.replaceState(null, '', '/courses');
  performance.clearMarks();
  errors = vi.spyOn(console, 'error');
});

afterEach(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  shell?.unmount();
  shell = undefined;
  document.body.innerHTML = '';
});

describe('a served section', () => {
  it("is live as soon as its module is there, before the shell's layout has hydrated", async () => {
    const { site } = servePage();
    const filter = vi.fn();
    load.mockResolvedValue(sectionModule(filter));
    const heading = screen.getByRole('heading', { name: 'Courses' });

    await hydrateServedSection(site, 'courses');

    // Live once its render that knows what the browser knows is committed, right after.
    const section = document.querySelector('[data-section-snapshot]');
    await waitFor(() => expect(section).toHaveAttribute('data-qe-live'));
    // The same elements, now live; the layout around them is not yet.
    expect(screen.getByRole('heading', { name: 'Courses' })).toBe(heading);
    expect(document.documentElement).not.toHaveAttribute('data-qe-live');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(filter).toHaveBeenCalledOnce();
    expect(performance.getEntriesByName(remoteRenderedMark('courses', 'app'))).toHaveLength(1);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('[hydration]'))).toEqual([]);
  });

  it('is taken over by the shell when the shell hydrates: still live, never hydrated twice', async () => {
    const { site, container } = servePage();
    const filter = vi.fn();
    load.mockResolvedValue(sectionModule(filter));
    await hydrateServedSection(site, 'courses');
    const button = screen.getByRole('button', { name: 'Filter' });

    shell = hydrateShell(site, container);

    // The shell's section gave up its served markup: a later visit renders afresh.
    await waitFor(() => expect(site.snapshot).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter' })).toBe(button);
    await userEvent.click(button);
    expect(filter).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
    expect(errors).not.toHaveBeenCalled();
  });

  it('follows a link clicked before the shell was there once the shell is', async () => {
    const { site, container } = servePage();
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: () => (
        <>
          <h1>Courses</h1>
          <button type="button">Filter</button>
          <Link to="/courses/zakat">Zakat</Link>
        </>
      ),
    });
    await hydrateServedSection(site, 'courses');

    await userEvent.click(screen.getByRole('link', { name: 'Zakat' }));
    // Held: the shell's router, which owns the address, is not there yet.
    expect(window.location.pathname).toBe('/courses');

    shell = hydrateShell(site, container);
    await waitFor(() => expect(window.location.pathname).toBe('/courses/zakat'));
  });

  it('follows the address the shell is at once it takes the section over', async () => {
    const { site, container } = servePage();
    load.mockResolvedValue({
      contractVersion: '1.0.0',
      default: function Catalogue() {
        const { search } = useLocation();
        return (
          <>
            <h1>Courses</h1>
            <button type="button">Filter</button>
            <a href="/courses/zakat">{search ? `Zakat ${search}` : 'Zakat'}</a>
          </>
        );
      },
    });
    // The markup was served for the path alone; the query is the visitor's.
    window.history.replaceState(null, '', '/courses?level=advanced');
    await hydrateServedSection(site, 'courses');
    expect(screen.getByRole('link', { name: 'Zakat' })).toBeInTheDocument();

    shell = hydrateShell(site, container);
    expect(await screen.findByRole('link', { name: 'Zakat ?level=advanced' })).toBeInTheDocument();
    expect(errors.mock.calls.filter(([message]) => String(message).includes('[hydration]'))).toEqual([]);
  });

  it('is left to the shell when its module fails to load: the shell shows its fallback', async () => {
    const { site, container } = servePage();
    errors.mockImplementation(() => {});
    const { RemoteLoadError } = await import('./remote-loader');
    load.mockRejectedValue(
      new RemoteLoadError('courses', 'unavailable', 'courses/app could not be loaded.', new Error('boom')),
    );
    await expect(hydrateServedSection(site, 'courses')).rejects.toThrow('could not be loaded');
    shell = hydrateShell(site, container);
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

/** Where this browser keeps a saved visitor, in these tests. */
const SAVED_VISITOR = 'qe-test-visitor';

/**
 * The booking button: a visitor this browser has saved goes straight to the form. What the browser
 * knows is read once the section has hydrated (`useIsHydrated`), as the remotes do. In `part`, the
 * button is in a part that hydrates in a pass of its own (kit's HydrationBoundary).
 */
function Booking({ onBook, part = false }: { onBook: (view: 'form' | 'details') => void; part?: boolean }) {
  const saved = useIsHydrated() && window.localStorage.getItem(SAVED_VISITOR) !== null;
  const button = (
    <button type="button" onClick={() => onBook(saved ? 'form' : 'details')}>
      Book
    </button>
  );
  return (
    <>
      <h1>Courses</h1>
      {part ? <Suspense fallback={null}>{button}</Suspense> : button}
    </>
  );
}

describe('a click on a served section before it is live', () => {
  const bookingModule = (onBook: (view: 'form' | 'details') => void, part = false): RemoteModule => ({
    contractVersion: '1.0.0',
    default: () => <Booking onBook={onBook} part={part} />,
  });
  let removeCapture = () => {};
  beforeEach(() => {
    removeCapture = runCaptureScript();
    window.localStorage.setItem(SAVED_VISITOR, 'Amina');
    // In development only, React notes the waiting mark on the button as an attribute the server
    // did not render (production React does not compare attributes).
    errors.mockImplementation(() => {});
  });
  afterEach(() => {
    removeCapture();
    window.localStorage.removeItem(SAVED_VISITOR);
    document.documentElement.removeAttribute('data-qe-live');
    delete window[QUEUE_GLOBAL];
  });

  it('waits, and is performed once, with what the browser knows (hydrated before the shell)', async () => {
    const { site } = servePage(renderToString(<Booking onBook={() => {}} />));
    const onBook = vi.fn();
    load.mockResolvedValue(bookingModule(onBook));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-busy', 'true');

    await hydrateServedSection(site, 'courses');

    await waitFor(() => expect(onBook).toHaveBeenCalled());
    expect(onBook.mock.calls).toEqual([['form']]);
    expect(screen.getByRole('button', { name: 'Book' })).not.toHaveAttribute('aria-busy');
  });

  it('waits, and is performed once, in a part of the section that hydrates on its own', async () => {
    // Served as the page is, with the boundary's markers: the part is not hydrated with the root.
    const { site } = servePage(renderToString(<Booking onBook={() => {}} part />));
    const onBook = vi.fn();
    load.mockResolvedValue(bookingModule(onBook, true));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));

    await hydrateServedSection(site, 'courses');

    await waitFor(() => expect(onBook).toHaveBeenCalled());
    expect(onBook.mock.calls).toEqual([['form']]);
  });

  it('waits, and is performed once, with what the browser knows (hydrated by the shell)', async () => {
    const { site, container } = servePage(renderToString(<Booking onBook={() => {}} />));
    const onBook = vi.fn();
    load.mockResolvedValue(bookingModule(onBook));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));

    shell = hydrateShell(site, container);

    await waitFor(() => expect(onBook).toHaveBeenCalled());
    expect(onBook.mock.calls).toEqual([['form']]);
    expect(screen.getByRole('button', { name: 'Book' })).not.toHaveAttribute('aria-busy');
  });
});
