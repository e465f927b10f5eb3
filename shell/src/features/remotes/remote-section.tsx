import { type RemoteName, type RemoteProps, useIsHydrated } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useLocation } from '@quantethic/shared/router';
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { type Site, useSite } from '../../app/site-context';
import { loadRemoteModule, resetRemote } from './remote-loader';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFallback } from './section-fallback';
import { SectionLoading, SectionSnapshot } from './section-loading';

/** The User Timing mark set when a remote's module first renders (read by the benchmark). */
export const remoteRenderedMark = (remote: RemoteName, exposed: string) =>
  `qe:remote-rendered:${remote}/${exposed}`;

/** Marks the first commit of a remote's module on the page (effects run after the remote's own). */
function MarkRendered({ name, onRendered }: { name: string; onRendered: () => void }) {
  useEffect(() => {
    if (typeof performance !== 'undefined' && performance.getEntriesByName(name).length === 0)
      performance.mark(name);
    onRendered();
  }, [name, onRendered]);
  return null;
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
   * Shown instead of the loading state until the module renders: a home widget as rendered at
   * deploy time. A module that cannot be loaded then keeps it (the failure is logged) rather than
   * the fallback: it was real content moments ago. A module that throws gets the fallback.
   */
  snapshot?: ReactNode;
  /** False holds the module's loading back (the placeholder stays); true by default. */
  load?: boolean;
  /** Called as the module's first render is committed, before the browser paints it. */
  onLive?: () => void;
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
  const [module, config] = await Promise.all([loadRemoteModule(remote, exposed), site.config]);
  return {
    Component: module.default,
    props: { contractVersion: CONTRACT_VERSION, basePath: '/', bus: site.bus, auth: site.auth, config },
  };
}

/**
 * Loads the section's module into state rather than with React.lazy: React holds back the reveal
 * of suspended content for up to 300 ms after a fallback showed, and a page's main content should
 * appear (and start its own requests) as soon as its code is there. The caller keys the component
 * by remote and module, so the state never belongs to another section.
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
    loadSection(site, remote, exposed).then(
      (section) => {
        loadedOn(site).set(`${remote}/${exposed}`, section);
        if (active) setState({ status: 'ready', section });
      },
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [site, remote, exposed, enabled, loading]);

  return state;
}

/** Tells the caller the live module's first render is in the DOM (before it is painted). */
function LiveCommitted({ onLive }: { onLive: () => void }) {
  useLayoutEffect(() => onLive(), [onLive]);
  return null;
}

/** A snapshot kept after its live module failed: the failure is logged once. */
function KeptSnapshot({ name, error, snapshot }: { name: string; error: Error; snapshot: ReactNode }) {
  useEffect(() => {
    console.warn(`[shell] ${name}: live code failed, its prerendered copy stays (${error.message})`);
  }, [name, error]);
  return snapshot;
}

/** The section's content inside its error boundary: a load failure is thrown to the boundary. */
function SectionContent({
  remote,
  exposed,
  placeholder,
  load = true,
  onLive,
}: {
  remote: RemoteName;
  exposed: string;
  placeholder: ReactNode;
  load?: boolean;
  onLive?: () => void;
}) {
  const site = useSite();
  // Prerendered pages show the placeholder; loading starts once the page is hydrated.
  const hydrated = useIsHydrated();
  const state = useSection(remote, exposed, hydrated && load);
  // Once the remote has rendered, the prerendered section has served its purpose.
  const onRendered = useCallback(() => {
    site.snapshot = null;
    site.onSectionShown?.();
  }, [site]);

  if (state.status === 'failed') throw state.error;
  if (!hydrated || state.status === 'loading') return placeholder;
  const { Component, props } = state.section;
  // A remote that suspends inside (e.g. a lazily loaded page) keeps the placeholder meanwhile.
  return (
    <Suspense fallback={placeholder}>
      <Component {...props} />
      {onLive ? <LiveCommitted onLive={onLive} /> : null}
      <MarkRendered name={remoteRenderedMark(remote, exposed)} onRendered={onRendered} />
    </Suspense>
  );
}

/**
 * Renders one exposed module of a remote. While it loads: a loading view (or the section as
 * prerendered at deploy time). When the remote is down, throws while rendering or is
 * incompatible: a fallback with Retry, which loads it again without a page reload. Header,
 * footer and other sections are unaffected.
 */
export function RemoteSection({
  remote,
  exposed,
  title,
  headingLevel,
  snapshot: widgetSnapshot,
  load,
  onLive,
}: RemoteSectionProps) {
  const site = useSite();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  // A page prerendered with this section shows it until the remote renders (the same markup).
  const snapshot = exposed === 'app' && site.snapshot?.path === pathname ? site.snapshot : null;
  const placeholder =
    widgetSnapshot ??
    (snapshot ? <SectionSnapshot path={snapshot.path} html={snapshot.html} /> : <SectionLoading />);

  const retry = useCallback(() => {
    resetRemote(remote);
    loadedOn(site).delete(`${remote}/${exposed}`);
    setAttempt((n) => n + 1);
  }, [site, remote, exposed]);

  return (
    <SectionErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={(error) =>
        // Code that could not be had keeps the snapshot; code that throws gets the fallback.
        widgetSnapshot && error.name === 'RemoteLoadError' ? (
          <KeptSnapshot name={`${remote}/${exposed}`} error={error} snapshot={widgetSnapshot} />
        ) : (
          <SectionFallback title={title} headingLevel={headingLevel} error={error} onRetry={retry} />
        )
      }
    >
      <SectionContent
        key={`${remote}/${exposed}`}
        remote={remote}
        exposed={exposed}
        placeholder={placeholder}
        load={load}
        onLive={onLive}
      />
    </SectionErrorBoundary>
  );
}
