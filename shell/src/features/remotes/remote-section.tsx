import { type RemoteName, type RemoteProps, useIsHydrated } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { useLocation } from '@quantethic/shared/router';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSite } from '../../app/site-context';
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
}

/**
 * Renders one exposed module of a remote. While it loads: a loading view. When the remote is
 * down, throws while rendering or is incompatible: a fallback with Retry, which loads it again
 * without a page reload. Header, footer and other sections are unaffected.
 */
export function RemoteSection({ remote, exposed, title, headingLevel }: RemoteSectionProps) {
  const site = useSite();
  const { pathname } = useLocation();
  // Prerendered pages show the loading state; loading starts once the page is hydrated.
  const hydrated = useIsHydrated();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-creates the lazy component on Retry.
  const Loaded = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const [module, config] = await Promise.all([loadRemoteModule(remote, exposed), site.config]);
        const props: RemoteProps = {
          contractVersion: CONTRACT_VERSION,
          basePath: '/',
          bus: site.bus,
          auth: site.auth,
          config,
        };
        const Component = module.default;
        const mark = remoteRenderedMark(remote, exposed);
        // Once the remote has rendered, the prerendered section has served its purpose.
        const onRendered = () => {
          site.snapshot = null;
        };
        return {
          default: () => (
            <>
              <Component {...props} />
              <MarkRendered name={mark} onRendered={onRendered} />
            </>
          ),
        };
      }),
    [remote, exposed, site, attempt],
  );

  // A page prerendered with this section shows it until the remote renders (the same markup).
  const snapshot = exposed === 'app' && site.snapshot?.path === pathname ? site.snapshot : null;
  const placeholder = snapshot ? (
    <SectionSnapshot path={snapshot.path} html={snapshot.html} />
  ) : (
    <SectionLoading />
  );

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <SectionErrorBoundary
      key={attempt}
      resetKey={pathname}
      fallback={(error) => (
        <SectionFallback title={title} headingLevel={headingLevel} error={error} onRetry={retry} />
      )}
    >
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <Loaded />
        </Suspense>
      ) : (
        placeholder
      )}
    </SectionErrorBoundary>
  );
}
