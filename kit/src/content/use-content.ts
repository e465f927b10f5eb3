import { useRemoteProps } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import {
  type DependencyList,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ContentNotConfiguredError, getContentClient, isUnconfiguredClient } from './client';
import type { ContentResult } from './query';
import { ContentCollectorContext, markSeedUsed, seededContent } from './snapshot';

/** The content client for the remote's runtime config. */
export function useContentClient(): SanityClient {
  const { config } = useRemoteProps();
  return useMemo(() => getContentClient(config.content), [config.content]);
}

export type ContentState<T> = { status: 'loading' } | ContentResult<T>;

const sameData = (a: ContentResult<unknown>, b: ContentResult<unknown>) =>
  a.status === b.status &&
  (a.status !== 'ok' || JSON.stringify(a.data) === JSON.stringify((b as { data: unknown }).data));

const noReload = () => {};

/**
 * Runs a content request for a view and tracks loading / ok / empty / error, aborting it when
 * the view goes away or the inputs change. `reload()` runs it again (a 'Try Again' button).
 * When the runtime config names no content project or API host, `load` is not called: the view
 * gets the error state at once and no request is sent.
 *
 * `key` names the content for prerendered pages (the same on the server and in the browser,
 * e.g. `course-catalogue` or `article:${slug}`). A page prerendered at deploy time starts with
 * the content it was rendered with instead of a loading state, then refreshes it; a refresh that
 * fails keeps what is shown (it was real content moments ago) and logs the error.
 */
export function useContent<T>(
  load: (client: SanityClient, signal: AbortSignal) => Promise<ContentResult<T>>,
  deps: DependencyList,
  key?: string,
): ContentState<T> & { reload: () => void } {
  const client = useContentClient();
  const collector = useContext(ContentCollectorContext);
  const [seed] = useState(() => (key && !collector ? seededContent<T>(key) : null));
  const [state, setState] = useState<ContentState<T>>(seed ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const refreshing = useRef(seed);

  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass the inputs of `load` as deps.
  useEffect(() => {
    if (key && seed) markSeedUsed(key);
    if (isUnconfiguredClient(client)) {
      const error = new ContentNotConfiguredError();
      console.error(`[content] nothing loaded: ${error.message}`);
      setState({ status: 'error', error });
      return;
    }
    const controller = new AbortController();
    // The first run after a seeded render refreshes what is shown instead of replacing it.
    const shown = refreshing.current;
    refreshing.current = null;
    if (!shown) setState({ status: 'loading' });
    load(client, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (shown && (result.status === 'error' || sameData(shown, result))) return;
      setState(result);
    });
    return () => controller.abort();
  }, [client, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (collector && key) {
    // Prerendering: wait for the content (React `use`), so the HTML has it. Without a content
    // service to ask, the result is an error, and the page is not prerendered.
    const result = use(
      collector.load(key, () =>
        isUnconfiguredClient(client)
          ? Promise.resolve({ status: 'error' as const, error: new ContentNotConfiguredError() })
          : load(client, new AbortController().signal),
      ),
    );
    return { ...result, reload: noReload };
  }
  return { ...state, reload };
}
