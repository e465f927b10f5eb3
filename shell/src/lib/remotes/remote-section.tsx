import {
  localeOr,
  localizedPath,
  type RemoteName,
  type RemoteProps,
  SECTION_SNAPSHOT_ATTRIBUTE,
  useIsHydrated,
} from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useLocation } from '@quantethic/shared/router';
import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import { markLive, releaseRegion } from '../early-input/early-input';
import { type Site, useSite } from '../site-context';
import { hydrateServedIsland, Island } from './island';
import { loadRemoteModule, resetRemote } from './remote-loader';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFallback } from './section-fallback';
import { SectionLoading } from './section-loading';

/** The User Timing mark set when a remote's module first renders (read by the benchmark). */
export const remoteRenderedMark = (remote: RemoteName, exposed: string) =>
  `qe:remote-rendered:${remote}/${exposed}`;

/** Marks the first time a remote's module is live on the page (hydrated or rendered). */
function markRendered(name: string) {
  if (typeof performance !== 'undefined' && performance.getEntriesByName(name).length === 0)
    performance.mark(name);
}

/** Deploy-time markup an island hydrates: its HTML and the island element's own attributes. */
export interface ServedIsland {
  html: string;
  attributes: Record<string, string>;
}

export interface RemoteSectionProps {
  remote: RemoteName;
  /** Exposed module name without './', e.g. 'app' or 'featured-course'. */
  exposed: string;
  /** Human name of the section, for the loading and fallback views. */
  title: string;
  /** 1 for a whole page, 2 for a section of the home page. */
  headingLevel: 1 | 2;
  /**
   * A home widget as rendered at deploy time: shown as served until its module hydrates it. A
   * module that cannot be loaded then leaves it as it is (the failure is logged) rather than the
   * fallback: it was real content moments ago. A module that throws gets the fallback.
   */
  served?: ServedIsland | null;
  /** False holds the module's loading back (the served markup or the placeholder stays); true by default. */
  load?: boolean;
  /** Called as the module's first render is committed, before the browser paints it. */
  onRendered?: (element: HTMLElement) => void;
}

/** A loaded section: the remote's component and the props the shell gives it. */
interface LoadedSection {
  Component: ComponentType<RemoteProps>;
  props: RemoteProps;
}

type SectionState =
  | { status: 'loading' }
  | { status: 'ready'; section: LoadedSection }
  | { status: 'failed'; error: unknown };

/** Sections already loaded on this page, so one mounted again (navigating back) shows at once. */
const loadedSections = new WeakMap<Site, Map<string, LoadedSection>>();

function loadedOn(site: Site): Map<string, LoadedSection> {
  let sections = loadedSections.get(site);
  if (!sections) {
    sections = new Map();
    loadedSections.set(site, sections);
  }
  return sections;
}

async function loadSection(site: Site, remote: RemoteName, exposed: string): Promise<LoadedSection> {
  // A served page carries the runtime config it was rendered with: the module hydrates with it.
  const locale = localeOr(site.locale);
  const [module, config] = await Promise.all([
    loadRemoteModule(remote, exposed),
    site.initialConfig ?? site.config,
  ]);
  // Its texts in the page's language first: the first render (a hydration too) is in it. Without
  // them, it renders in English.
  if (typeof module.ready === 'function')
    await Promise.resolve()
      .then(() => module.ready?.(locale))
      .catch((error: unknown) =>
        console.error(`[remotes] ${remote}/${exposed}: its ${locale} texts could not be loaded`, error),
      );
  return {
    Component: module.default,
    props: {
      contractVersion: CONTRACT_VERSION,
      basePath: '/',
      bus: site.bus,
      auth: site.auth,
      config,
      locale,
    },
  };
}

/** Loads in flight (or done) on this page, so a load started early is the one a section waits for. */
const loads = new WeakMap<Site, Map<string, Promise<LoadedSection>>>();

/**
 * Starts loading a section's module (once per page; a failed load is forgotten, so Retry asks
 * again). main.tsx starts the served section's own module before the shell has hydrated, so
 * the two overlap.
 */
export function startLoading(site: Site, remote: RemoteName, exposed: string): Promise<LoadedSection> {
  let started = loads.get(site);
  if (!started) {
    started = new Map();
    loads.set(site, started);
  }
  const key = `${remote}/${exposed}`;
  let load = started.get(key);
  if (!load) {
    const inFlight = started;
    load = loadSection(site, remote, exposed).then(
      (section) => {
        loadedOn(site).set(key, section);
        return section;
      },
      (error: unknown) => {
        inFlight.delete(key);
        throw error;
      },
    );
    started.set(key, load);
  }
  return load;
}

/**
 * A page served with its section (main.tsx): the section's module starts loading at once and the
 * section hydrates its served markup as soon as the module is there, without waiting for the
 * shell's layout to hydrate first (`hydrateServedIsland`); the shell's RemoteSection takes the
 * live section over when it hydrates. Settles once the section is live, or failed to load or
 * render (the shell then shows what it shows for that).
 */
export async function hydrateServedSection(site: Site, remote: RemoteName): Promise<void> {
  const loading = startLoading(site, remote, 'app');
  const path = site.snapshot?.path;
  const element = document.querySelector<HTMLElement>(`[${SECTION_SNAPSHOT_ATTRIBUTE}]`);
  // Only the markup served for this very page; anything else is left to the shell.
  if (
    !element ||
    !path ||
    path !== window.location.pathname ||
    element.getAttribute(SECTION_SNAPSHOT_ATTRIBUTE) !== path
  )
    return void (await loading);
  const section = await loading;
  const name = `${remote}/app`;
  await hydrateServedIsland(element, {
    name,
    exposed: 'app',
    section,
    onRendered: () => markRendered(remoteRenderedMark(remote, 'app')),
    // Input held while the markup was not live yet is performed now.
    onLive: markLive,
  });
}

/**
 * Loads the section's module into state. The caller keys the component by remote and module, so
 * the state never belongs to another section.
 */
function useSection(remote: RemoteName, exposed: string, enabled: boolean): SectionState {
  const site = useSite();
  const [state, setState] = useState<SectionState>(() => {
    const section = loadedOn(site).get(`${remote}/${exposed}`);
    return section ? { status: 'ready', section } : { status: 'loading' };
  });
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!enabled || !loading) return;
    let active = true;
    startLoading(site, remote, exposed).then(
      (section) => active && setState({ status: 'ready', section }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [site, remote, exposed, enabled, loading]);

  return state;
}

/**
 * Served markup kept after its module could not be loaded: as it was, inert (its controls have no
 * code behind them), and what the visitor did there before is let go. Logged once.
 */
function KeptMarkup({ name, error, served }: { name: string; error: Error; served: ServedIsland }) {
  const [markup] = useState(() => ({ __html: served.html }));
  useEffect(() => {
    console.warn(`[shell] ${name}: live code failed, its prerendered copy stays (${error.message})`);
  }, [name, error]);
  const keep = useCallback((element: HTMLDivElement | null) => {
    if (element) releaseRegion(element);
  }, []);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own deploy-time markup, as served; nothing from a visitor.
    <div ref={keep} {...served.attributes} inert dangerouslySetInnerHTML={markup} />
  );
}

/** The section's content inside its error boundary: a load failure is thrown to the boundary. */
function SectionContent({
  remote,
  exposed,
  served,
  load = true,
  onRendered,
}: {
  remote: RemoteName;
  exposed: string;
  served: ServedIsland | null;
  load?: boolean;
  onRendered?: (element: HTMLElement) => void;
}) {
  const site = useSite();
  // Loading starts once the page is hydrated (the first render must match the served page).
  const hydrated = useIsHydrated();
  const state = useSection(remote, exposed, hydrated && load);
  const [thrown, setThrown] = useState<Error | null>(null);
  const name = `${remote}/${exposed}`;

  const rendered = useCallback(
    (element: HTMLElement) => {
      // The section's served markup has served its purpose: a later visit renders afresh.
      if (served && exposed === 'app') site.snapshot = null;
      markRendered(remoteRenderedMark(remote, exposed));
      site.onSectionShown?.();
      onRendered?.(element);
    },
    [site, served, remote, exposed, onRendered],
  );

  if (thrown) throw thrown;
  if (state.status === 'failed') throw state.error;
  const section = hydrated && state.status === 'ready' ? state.section : null;
  if (!served && !section) return <SectionLoading />;
  return (
    <Island
      name={name}
      exposed={exposed}
      section={section}
      html={served?.html ?? null}
      attributes={served?.attributes}
      fallback={<SectionLoading />}
      onRendered={rendered}
      // Input held while the markup was not live yet is performed now.
      onLive={markLive}
      onError={setThrown}
    />
  );
}

/**
 * Renders one exposed module of a remote as its own React root (./island.tsx). Served with its
 * deploy-time markup, it hydrates that markup; else a loading view until the module is there.
 * When the remote is down, throws while rendering or is incompatible: a fallback with Retry,
 * which loads it again without a page reload. Header, footer and other sections are unaffected.
 */
export function RemoteSection({
  remote,
  exposed,
  title,
  headingLevel,
  served: widgetMarkup,
  load,
  onRendered,
}: RemoteSectionProps) {
  const site = useSite();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  // A page prerendered with this section hydrates it (read once: a later visit renders afresh).
  // The served path is the URL's ('/ar/about'); the router's is the path inside the edition.
  const snapshot =
    exposed === 'app' && site.snapshot?.path === localizedPath(localeOr(site.locale), pathname)
      ? site.snapshot
      : null;
  const [sectionMarkup] = useState<ServedIsland | null>(() =>
    snapshot ? { html: snapshot.html, attributes: { [SECTION_SNAPSHOT_ATTRIBUTE]: snapshot.path } } : null,
  );
  const served = attempt === 0 ? (widgetMarkup ?? sectionMarkup) : null;

  const retry = useCallback(() => {
    resetRemote(remote);
    loadedOn(site).delete(`${remote}/${exposed}`);
    loads.get(site)?.delete(`${remote}/${exposed}`);
    setAttempt((n) => n + 1);
  }, [site, remote, exposed]);

  const fallback = useMemo(
    () => (error: Error) =>
      // Code that could not be had keeps the widget's markup; code that throws gets the fallback.
      widgetMarkup && attempt === 0 && error.name === 'RemoteLoadError' ? (
        <KeptMarkup name={`${remote}/${exposed}`} error={error} served={widgetMarkup} />
      ) : (
        <SectionFallback title={title} headingLevel={headingLevel} error={error} onRetry={retry} />
      ),
    [widgetMarkup, attempt, remote, exposed, title, headingLevel, retry],
  );

  return (
    <SectionErrorBoundary key={attempt} resetKey={pathname} fallback={fallback}>
      <SectionContent
        key={`${remote}/${exposed}`}
        remote={remote}
        exposed={exposed}
        served={served}
        load={load}
        onRendered={onRendered}
      />
    </SectionErrorBoundary>
  );
}
