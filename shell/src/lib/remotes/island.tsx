import {
  ClientRendered,
  islandIdPrefix,
  localeBasename,
  localeOfPath,
  localeOr,
  localizedPath,
  type RemoteProps,
  useIsHydrated,
} from '@quantethic/shared';
import {
  type Location,
  Router,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
} from '@quantethic/shared/router';
import {
  type ComponentType,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
  startTransition,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createRoot, type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';
import { IslandNavigator, type Navigator } from './island-navigator';

// A remote's section or home widget rendered as its own React root (an "island",
// docs/decisions/0010-hydrated-islands.md). Served with deploy-time markup, the island hydrates
// that markup: the same elements become live, nothing is swapped, the focus and anything typed
// stay. Rendered after a client navigation, it renders afresh. Either way the island follows the
// shell's router (same location, same navigator) and reports its first commit, the first commit
// that shows what the browser knows (then it is live), and any error.

export interface IslandProps {
  /** `remote/exposed`, for messages. */
  name: string;
  /** The exposed module's name: the root's `identifierPrefix` comes from it, as at deploy time. */
  exposed: string;
  /** The loaded module and its props; until then the island shows its served markup as it is. */
  section: { Component: ComponentType<RemoteProps>; props: RemoteProps } | null;
  /** The prerendered markup to hydrate (read once), or null to render the module afresh. */
  html: string | null;
  /** The island element's own attributes, exactly as the page was served with them. */
  attributes?: Record<string, string>;
  /** Shown in the island while a freshly rendered module suspends (not when hydrating). */
  fallback: ReactNode;
  /** The island's first render is committed (before the browser paints it). */
  onRendered: (element: HTMLElement) => void;
  /**
   * The island is live: a render that shows what the browser knows (`useIsHydrated()` true) is
   * committed. A hydrating island's first render shows the served state; this one follows it.
   */
  onLive: (element: HTMLElement) => void;
  /** The module threw while rendering: the caller shows its fallback instead. */
  onError: (error: Error) => void;
}

/** Catches what the module throws and hands it to the shell, which shows the fallback. */
class IslandBoundary extends ReactComponent<
  { onError: (error: Error) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Says when the island is live: its render that saw `useIsHydrated()` true is committed.
 * `useIsHydrated` is deferred (true in a render React schedules after the hydrating one, at a
 * deferred lane); React renders every pending deferred lane in one pass, so this probe, mounted
 * after the hydrating commit, turns true in the very commit in which the section's own
 * components show what the browser knows (a visitor saved in this browser, the signed-in
 * learner) — after them, as it comes after them in the tree.
 */
function LiveProbe({ onLive }: { onLive: () => void }) {
  const hydrated = useIsHydrated();
  const told = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated || told.current) return;
    told.current = true;
    onLive();
  }, [hydrated, onLive]);
  return null;
}

/**
 * Reports the module's first commit (`onCommit`), and when the island is live (`onLive`): input
 * held until then is performed against handlers that know what the browser knows, not against
 * the served state the hydrating render must show. The probe is not in the hydrating render: a
 * deferred value mounted in a hydration that suspends makes React retry it without pause, and
 * the hydrating tree has one child per wrapper (its `useId` ids are the served markup's).
 */
function Committed({
  onCommit,
  onLive,
  children,
}: {
  onCommit: () => void;
  onLive: () => void;
  children: ReactNode;
}) {
  const [committed, setCommitted] = useState(false);
  useLayoutEffect(() => onCommit(), [onCommit]);
  useLayoutEffect(() => setCommitted(true), []);
  return committed ? (
    <>
      {children}
      <LiveProbe onLive={onLive} />
    </>
  ) : (
    children
  );
}

interface TreeInput {
  Component: ComponentType<RemoteProps>;
  props: RemoteProps;
  location: Location;
  navigator: Navigator;
  navigationType: ReturnType<typeof useNavigationType>;
  fallback: ReactNode;
  hydrate: boolean;
  onCommit: () => void;
  onLive: () => void;
  onError: (error: Error) => void;
}

/**
 * The island's tree. Each wrapper has one child, so React's `useId` ids inside come out as they
 * did at deploy time (the same tree positions, the same prefix); a hydrating tree has no Suspense
 * boundary of its own, which the markup does not have either.
 */
function islandTree({
  Component,
  props,
  location,
  navigator,
  navigationType,
  fallback,
  hydrate,
  ...rest
}: TreeInput) {
  // Committed only once the module's own render is (not a Suspense fallback).
  const section = (
    <Committed onCommit={rest.onCommit} onLive={rest.onLive}>
      <Component {...props} />
    </Committed>
  );
  // Locations here are inside the locale's edition, as the shell's router gives them ('/courses'
  // at /ar/courses); the island's router has the edition's basename, as the shell's has.
  const locale = localeOr(props.locale);
  const basename = localeBasename(locale);
  const url = basename ? { ...location, pathname: localizedPath(locale, location.pathname) } : location;
  return (
    <IslandBoundary onError={rest.onError}>
      <Router basename={basename} location={url} navigator={navigator} navigationType={navigationType}>
        {hydrate ? (
          section
        ) : (
          // Rendered here only: what depends on the browser shows in the first render.
          <ClientRendered>
            <Suspense fallback={fallback}>{section}</Suspense>
          </ClientRendered>
        )}
      </Router>
    </IslandBoundary>
  );
}

/**
 * Islands whose root is being unmounted: one left while it was still hydrating (the visitor went to
 * another page first) makes React report that the root "received an early update" — the unmount —
 * which is not a hydration failure of a page anyone sees.
 */
const discarded = new WeakSet<Element>();

const rootOptions = (name: string, exposed: string, element: Element): HydrationOptions => ({
  identifierPrefix: islandIdPrefix(exposed),
  onRecoverableError: (error: unknown) => {
    if (discarded.has(element)) return;
    console.error(`[hydration] ${name}: ${error instanceof Error ? error.message : String(error)}`);
  },
});

/** The same place: a render for one is a render for the other (the objects may differ). */
const sameLocation = (a: Location | null, b: Location) =>
  a === b ||
  (a !== null &&
    a.pathname === b.pathname &&
    a.search === b.search &&
    a.hash === b.hash &&
    a.key === b.key &&
    a.state === b.state);

function hydrateIn(element: Element, tree: ReactNode, options: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(element, tree, options);
  });
  if (!root) throw new Error('hydrateRoot gave no root');
  return root;
}

/**
 * Roots by element, so a root whose unmount is still pending (React's StrictMode mounts an effect,
 * cleans it up and mounts it again) is taken back instead of a second root made on its element.
 */
const roots = new WeakMap<
  Element,
  {
    root: Root;
    unmount: ReturnType<typeof setTimeout> | null;
    navigator: IslandNavigator;
    /** Set while a section hydrated before the shell waits for its Island to take it over. */
    early: EarlyIsland | null;
  }
>();

/** A served section hydrated before the shell, until the shell's Island takes it over. */
interface EarlyIsland {
  /** Where its router was when it hydrated. */
  location: Location;
  outcome: { rendered: true } | { rendered: false; error: Error } | null;
  /**
   * The Island that took it over, told the outcome if it was not known yet. Being live is not
   * passed on: the root's probe says it once, through whichever callback the root has then.
   */
  adopted: ((outcome: NonNullable<EarlyIsland['outcome']>) => void) | null;
}

export interface ServedIslandOptions {
  /** `remote/exposed`, for messages. */
  name: string;
  exposed: string;
  section: { Component: ComponentType<RemoteProps>; props: RemoteProps };
  /** The section's first render is committed. */
  onRendered: (element: HTMLElement) => void;
  /** The section is live: its render that shows what the browser knows is committed. */
  onLive: (element: HTMLElement) => void;
}

/**
 * Hydrates a section's served markup as soon as its module is there, before the shell's own
 * layout has hydrated (main.tsx): the page's main content goes live first. The island's router is
 * at the page's location; a link followed before the shell is there waits for it
 * (`IslandNavigator`). The shell's `Island` for this element takes the root over when the shell
 * hydrates, so it is never hydrated twice. Settles once the first render is committed, or the
 * module threw (the shell then shows its fallback).
 */
export function hydrateServedIsland(
  element: HTMLElement,
  { name, exposed, section, onRendered, onLive }: ServedIslandOptions,
): Promise<void> {
  const history = window.history.state as { usr?: unknown; key?: string } | null;
  // As the shell's BrowserRouter will read it (inside the locale's edition); the markup was
  // rendered for the path alone.
  const location: Location = {
    pathname: localeOfPath(window.location.pathname).path,
    search: '',
    hash: '',
    state: history?.usr ?? null,
    key: history?.key ?? 'default',
  };
  const navigator = new IslandNavigator();
  const early: EarlyIsland = { location, outcome: null, adopted: null };
  return new Promise((resolve) => {
    const settle = (outcome: NonNullable<EarlyIsland['outcome']>) => {
      if (early.outcome) return;
      early.outcome = outcome;
      if (outcome.rendered) onRendered(element);
      early.adopted?.(outcome);
      resolve();
    };
    const root = hydrateIn(
      element,
      islandTree({
        ...section,
        location,
        navigator,
        navigationType: 'POP' as ReturnType<typeof useNavigationType>,
        fallback: null,
        hydrate: true,
        onCommit: () => settle({ rendered: true }),
        onLive: () => onLive(element),
        onError: (error) => settle({ rendered: false, error }),
      }),
      rootOptions(name, exposed, element),
    );
    roots.set(element, { root, unmount: null, navigator, early });
  });
}

export function Island({
  name,
  exposed,
  section,
  html,
  attributes,
  fallback,
  onRendered,
  onLive,
  onError,
}: IslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // The markup is the page's as served: hydrated once, never set again by the shell.
  const [served] = useState(() => (html === null ? null : { __html: html }));
  /** Its first render is committed: from then on it can render again (follow the shell). */
  const committed = useRef(false);
  const rendered = useRef<Location | null>(null);
  // One per island for its life: the router's navigator object never changes under it.
  const islandNavigator = useRef<IslandNavigator | null>(null);
  const latest = useRef({
    section,
    location,
    navigator,
    navigationType,
    fallback,
    onRendered,
    onLive,
    onError,
  });
  latest.current = { section, location, navigator, navigationType, fallback, onRendered, onLive, onError };

  const tree = (hydrate: boolean, asServed = false) => {
    const { section: loaded, ...current } = latest.current;
    if (!loaded) return null;
    // The markup was rendered at deploy time for the path alone: the first render (hydration)
    // sees the location as it was then, and the island follows the real one (a query such as
    // ?search=, a #hash) as soon as it is live.
    const location =
      asServed && (current.location.search || current.location.hash)
        ? { ...current.location, search: '', hash: '' }
        : current.location;
    rendered.current = location;
    islandNavigator.current ??= new IslandNavigator();
    islandNavigator.current.attach(current.navigator);
    return islandTree({
      ...current,
      navigator: islandNavigator.current,
      location,
      ...loaded,
      hydrate,
      onCommit: () => {
        const element = ref.current;
        if (committed.current || !element) return;
        committed.current = true;
        latest.current.onRendered(element);
        // The shell navigated while the island was hydrating: it follows now.
        queueMicrotask(() => follow(element));
      },
      onLive: () => {
        const element = ref.current;
        if (element) latest.current.onLive(element);
      },
      onError: (error) => latest.current.onError(error),
    });
  };

  /** A live island renders again where the shell's router is now, if it is somewhere else. */
  const follow = (element: Element) => {
    if (!sameLocation(rendered.current, latest.current.location))
      roots.get(element)?.root.render(tree(served !== null));
  };

  /** The section hydrated before the shell (`hydrateServedIsland`): this island takes it over. */
  const adopt = (element: HTMLElement, early: EarlyIsland, navigator: IslandNavigator) => {
    islandNavigator.current = navigator;
    // Links followed before the shell was there are performed now.
    navigator.attach(latest.current.navigator);
    const take = (outcome: NonNullable<EarlyIsland['outcome']>) => {
      if (!outcome.rendered) {
        latest.current.onError(outcome.error);
        return;
      }
      committed.current = true;
      rendered.current = early.location;
      latest.current.onRendered(element);
      follow(element);
    };
    if (early.outcome) take(early.outcome);
    else early.adopted = take;
  };

  const ready = section !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the root is made once per element, when the module is there; later renders go through the effect below.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !ready) return;
    const kept = roots.get(element);
    if (kept?.early) {
      const { early } = kept;
      kept.early = null;
      adopt(element, early, kept.navigator);
    } else if (kept?.unmount) {
      clearTimeout(kept.unmount);
      kept.unmount = null;
    } else {
      const options = rootOptions(name, exposed, element);
      let root: Root;
      // Hydrated in a transition: in slices that yield to the browser and to the visitor's input.
      if (served) root = hydrateIn(element, tree(true, true), options);
      else {
        root = createRoot(element, options);
        root.render(tree(false));
      }
      // tree() made the island's navigator.
      roots.set(element, {
        root,
        unmount: null,
        navigator: islandNavigator.current ?? new IslandNavigator(),
        early: null,
      });
    }
    return () => {
      const entry = roots.get(element);
      // Unmounting a root while the shell's own commit runs is not allowed: right after it.
      if (entry)
        entry.unmount = setTimeout(() => {
          roots.delete(element);
          discarded.add(element);
          entry.root.unmount();
        });
    };
  }, [ready]);

  // The shell navigated (or re-rendered with new props): the live island follows. A hydrating
  // island is left to finish first (an update would make React drop the served markup).
  useLayoutEffect(() => {
    const element = ref.current;
    const entry = element ? roots.get(element) : undefined;
    if (!entry || !committed.current || sameLocation(rendered.current, location)) return;
    entry.root.render(tree(served !== null));
  });

  return (
    <div
      ref={ref}
      {...attributes}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own deploy-time markup, read back from the DOM it was parsed into (main.tsx), for the island's root to hydrate; nothing from a visitor.
      dangerouslySetInnerHTML={served ?? undefined}
    />
  );
}
