import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_SCRIPT, EARLY_INPUT_TAGS, HOLD_ATTRIBUTE, QUEUE_GLOBAL } from './capture-script';
import { runCaptureScript } from './capture-script.testing';
import { markLive, releaseRegion } from './early-input';

// The page's capture script, run as the served page runs it (every test starts as a freshly
// loaded page).
let removeCapture = () => {};

const roots: Root[] = [];
let errors: string[] = [];
beforeEach(() => {
  removeCapture = runCaptureScript();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  removeCapture();
  // Nothing goes wrong. In development only, React notes the waiting mark on a control as an
  // attribute the server did not render (production React does not compare attributes).
  for (const error of errors)
    expect(error).toMatch(/didn't match the client properties[\s\S]*data-qe-waiting/);
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-qe-live');
  delete window[QUEUE_GLOBAL];
});

/** A catalogue-like control: a controlled search box, a filter button and a form. */
function Catalogue({ onFilter, onSubmit }: { onFilter: () => void; onSubmit?: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(query);
  };
  return (
    <form onSubmit={submit} aria-label="Catalogue">
      <label>
        Search
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <button
        type="button"
        aria-pressed={filter}
        onClick={() => {
          onFilter();
          setFilter((on) => !on);
        }}
      >
        <svg aria-hidden="true" width="8" height="8">
          <path d="M0 0h8v8H0z" />
        </svg>
        Beginner
      </button>
      <button type="submit">Find</button>
      <p>Showing: {query || 'everything'}</p>
      <a href="#details">Details</a>
    </form>
  );
}

/** A field the server rendered with a value. */
function Prefilled() {
  const [value, setValue] = useState('old');
  return (
    <>
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <p>Name: [{value}]</p>
    </>
  );
}

/** A button in a part that hydrates in a pass of its own (a Suspense boundary). */
function BookingPart({ onBook }: { onBook: () => void }) {
  return (
    <Suspense fallback={null}>
      <button type="button" onClick={onBook}>
        Book
      </button>
    </Suspense>
  );
}

/** Calls `onCommit` from its first commit, as the shell's island wrapper does. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit.
  useLayoutEffect(() => onCommit(), []);
  return children;
}

/** Server HTML for `element` in a container (an island when `island`), as a served page has it. */
function serve(element: ReactNode, { island = false } = {}) {
  const container = document.createElement('div');
  if (island) container.setAttribute('data-section-snapshot', 'mfe-courses');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

function hydrate(container: Element, element: ReactNode) {
  act(() => {
    roots.push(hydrateRoot(container, element));
  });
}

const filterButton = () => screen.getByRole('button', { name: 'Beginner' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

describe('early input: held before hydration, performed once live', () => {
  it('a click on a button before hydration waits visibly, then runs its handler once', async () => {
    const onFilter = vi.fn();
    const container = serve(<Catalogue onFilter={() => {}} />);
    // The visitor clicks the icon inside the button, before any script of the app has run.
    await userEvent.click(filterButton().querySelector('path') as Element);
    expect(filterButton()).toHaveAttribute('aria-busy', 'true');
    expect(filterButton()).toHaveAttribute('data-qe-waiting');

    hydrate(container, <Catalogue onFilter={onFilter} />);
    // Hydrated but not live yet: still waiting, nothing ran.
    expect(onFilter).not.toHaveBeenCalled();
    expect(filterButton()).toHaveAttribute('aria-busy', 'true');

    await act(async () => markLive(null));
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(filterButton()).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton()).not.toHaveAttribute('aria-busy');
    expect(filterButton()).not.toHaveAttribute('data-qe-waiting');

    // Live now: the next click goes straight to the app.
    await userEvent.click(filterButton());
    expect(onFilter).toHaveBeenCalledTimes(2);
    expect(filterButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('text typed before hydration stays in the field and becomes the state once live', async () => {
    const container = serve(<Catalogue onFilter={() => {}} />);
    await userEvent.type(searchBox(), 'risk');
    expect(searchBox()).toHaveValue('risk');

    hydrate(container, <Catalogue onFilter={() => {}} />);
    // React keeps the typed text in the DOM, but its state is still the server's.
    expect(searchBox()).toHaveValue('risk');
    expect(screen.getByText('Showing: everything')).toBeInTheDocument();

    await act(async () => markLive(null));
    expect(searchBox()).toHaveValue('risk');
    expect(screen.getByText('Showing: risk')).toBeInTheDocument();

    // And typing on works as usual.
    await userEvent.type(searchBox(), ' models');
    expect(screen.getByText('Showing: risk models')).toBeInTheDocument();
  });

  it('a field emptied before hydration is empty in the state too', async () => {
    const container = serve(<Prefilled />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    hydrate(container, <Prefilled />);
    await act(async () => markLive(null));
    expect(screen.getByText('Name: []')).toBeInTheDocument();
  });

  it('typed text and clicks are replayed in the order they happened', async () => {
    const seen: string[] = [];
    const container = serve(<Catalogue onFilter={() => {}} onSubmit={() => {}} />);
    await userEvent.type(searchBox(), 'ethics');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    hydrate(container, <Catalogue onFilter={() => {}} onSubmit={(query) => seen.push(query)} />);
    await act(async () => markLive(null));
    // The submit ran once, after the state had the typed text.
    expect(seen).toEqual(['ethics']);
  });

  it('a form submitted before hydration (Enter in a field) is submitted once live', async () => {
    const onSubmit = vi.fn();
    const container = serve(<Catalogue onFilter={() => {}} />);
    const form = screen.getByRole('form', { name: 'Catalogue' }) as HTMLFormElement;
    act(() => form.requestSubmit());
    expect(form).toHaveAttribute('aria-busy', 'true');
    hydrate(container, <Catalogue onFilter={() => {}} onSubmit={onSubmit} />);
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => markLive(null));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('a plain link and a click into a field are left to the browser', async () => {
    serve(<Catalogue onFilter={() => {}} />);
    const link = screen.getByRole('link', { name: 'Details' });
    let defaultPrevented: boolean | null = null;
    link.addEventListener('click', (event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    });
    await userEvent.click(link);
    expect(defaultPrevented).toBe(false);
    await userEvent.click(searchBox());
    expect(searchBox()).not.toHaveAttribute('aria-busy');
    expect(window[QUEUE_GLOBAL]).toEqual([]);
  });
});

/** A link whose served href only holds a place: the live page names where it really goes. */
function EditionLink({ live }: { live: boolean }) {
  return (
    <a href={live ? '/ar/knowledge' : '/ar'} {...{ [HOLD_ATTRIBUTE]: '' }}>
      العربية
    </a>
  );
}

describe('early input: a link held until live', () => {
  it('a click on it before the page is live waits, and is performed once live, with the live href', async () => {
    const container = serve(<EditionLink live={false} />);
    const link = screen.getByRole('link', { name: 'العربية' });
    const followed: string[] = [];
    link.addEventListener('click', (event) => {
      followed.push(link.getAttribute('href') as string);
      event.preventDefault(); // jsdom cannot navigate
    });
    await userEvent.click(link);
    expect(followed).toEqual([]);
    expect(link).toHaveAttribute('aria-busy', 'true');
    hydrate(container, <EditionLink live={false} />);
    act(() => roots[0]?.render(<EditionLink live />));
    await act(async () => markLive(null));
    expect(followed).toEqual(['/ar/knowledge']);
    expect(link).not.toHaveAttribute('aria-busy');
  });
});

describe('early input: islands', () => {
  it('input in an island waits for the island, not for the shell', async () => {
    const onFilter = vi.fn();
    const island = serve(<Catalogue onFilter={() => {}} />, { island: true });
    await userEvent.type(searchBox(), 'sukuk');
    await userEvent.click(filterButton());
    hydrate(island, <Catalogue onFilter={onFilter} />);

    await act(async () => markLive(null));
    expect(onFilter).not.toHaveBeenCalled();
    expect(filterButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Showing: everything')).toBeInTheDocument();

    await act(async () => markLive(island));
    expect(island).toHaveAttribute('data-qe-live');
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Showing: sukuk')).toBeInTheDocument();
    expect(filterButton()).not.toHaveAttribute('aria-busy');
  });

  it("replays from the island's own first commit (a layout effect), as the shell calls it", async () => {
    const onFilter = vi.fn();
    const island = serve(<Catalogue onFilter={() => {}} />, { island: true });
    await userEvent.type(searchBox(), 'zakat');
    await userEvent.click(filterButton());
    hydrate(
      island,
      <Committed onCommit={() => markLive(island)}>
        <Catalogue onFilter={onFilter} />
      </Committed>,
    );
    // Performed right after the commit.
    await act(async () => {});
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(filterButton()).toHaveAttribute('aria-pressed', 'true');
    expect(searchBox()).toHaveValue('zakat');
    expect(screen.getByText('Showing: zakat')).toBeInTheDocument();
  });

  it("a click held in a part of the island that hydrates on its own is performed, though it is live from inside React's commit", async () => {
    // A Suspense boundary's markup hydrates in a pass after the root's commit (kit's
    // HydrationBoundary); a click there makes React hydrate it at once, which React cannot do
    // while it is still committing: the held click is performed right after the commit.
    const onBook = vi.fn();
    const island = serve(<BookingPart onBook={() => {}} />, { island: true });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    hydrate(
      island,
      <Committed onCommit={() => markLive(island)}>
        <BookingPart onBook={onBook} />
      </Committed>,
    );
    await waitFor(() => expect(onBook).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Book' })).not.toHaveAttribute('aria-busy');
  });

  it('a released island drops what was held for it and holds nothing more', async () => {
    const onFilter = vi.fn();
    const island = serve(<Catalogue onFilter={onFilter} />, { island: true });
    await userEvent.click(filterButton());
    expect(filterButton()).toHaveAttribute('aria-busy', 'true');

    releaseRegion(island);
    expect(filterButton()).not.toHaveAttribute('aria-busy');
    expect(filterButton()).not.toHaveAttribute('data-qe-waiting');
    expect(window[QUEUE_GLOBAL]).toEqual([]);
    await userEvent.click(filterButton());
    expect(filterButton()).not.toHaveAttribute('aria-busy');
    expect(window[QUEUE_GLOBAL]).toEqual([]);
  });

  it('input held for an element that is gone is dropped', async () => {
    const onFilter = vi.fn();
    const container = serve(<Catalogue onFilter={onFilter} />);
    await userEvent.click(filterButton());
    // The app renders something else there (e.g. a client-side replacement).
    container.innerHTML = renderToString(<Catalogue onFilter={onFilter} />);
    hydrate(container, <Catalogue onFilter={onFilter} />);
    await act(async () => markLive(null));
    expect(onFilter).not.toHaveBeenCalled();
    expect(window[QUEUE_GLOBAL]).toEqual([]);
  });

  it("leaves a control's own aria-busy alone", async () => {
    const container = serve(
      <button type="button" aria-busy="false">
        Save
      </button>,
    );
    const onClick = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-qe-waiting', '');
    hydrate(
      container,
      <button type="button" aria-busy="false" onClick={onClick}>
        Save
      </button>,
    );
    await act(async () => markLive(null));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
  });

  it('markLive without the capture script on the page only marks the region', () => {
    delete window[QUEUE_GLOBAL];
    expect(() => markLive(null)).not.toThrow();
    expect(document.documentElement).toHaveAttribute('data-qe-live');
  });
});

describe('the served tags', () => {
  it('are one classic inline script and a style, small enough to block nothing', () => {
    expect(EARLY_INPUT_TAGS).toMatch(/^<script>[^<]+<\/script><style>[^<]+<\/style>$/);
    expect(CAPTURE_SCRIPT.length).toBeLessThan(1200);
  });
});
