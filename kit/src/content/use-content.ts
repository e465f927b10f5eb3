import { type Locale, useLocale, useRemoteProps } from '@quantethic/shared';
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
import { ContentNotConfiguredError, isContentConfigured, loadContentClient } from './client-config';
import { pageSettled } from './page-settled';
import type { ContentResult } from './query';
import { ContentCollectorContext, markSeedUsed, seededContent } from './snapshot';

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
 * the content it was rendered with instead of a loading state, then refreshes it once the page
 * has settled (`pageSettled`: after its first load, or at the visitor's first input), so the
 * content client is not downloaded with the first view; a refresh that fails keeps what is shown
 * (it was real content moments ago) and logs the error. Without a seed the client is loaded and
 * asked at once.
 */
export function useContent<T>(
  load: (client: SanityClient, signal: AbortSignal, language: Locale) => Promise<ContentResult<T>>,
  deps: DependencyList,
  key?: string,
): ContentState<T> & { reload: () => void } {
  const { config } = useRemoteProps();
  const content = config.content;
  // The effect reruns when the content settings change, not when an equal config object arrives.
  const contentKey = useMemo(() => JSON.stringify(content), [content]);
  const configured = isContentConfigured(content);
  const language = useLocale();
  const collector = useContext(ContentCollectorContext);
  const [seed] = useState(() => (key && !collector ? seededContent<T>(key) : null));
  const [state, setState] = useState<ContentState<T>>(seed ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const refreshing = useRef(seed);

  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass the inputs of `load` as deps.
  useEffect(() => {
    if (key && seed) markSeedUsed(key);
    if (!configured) {
      const error = new ContentNotConfiguredError();
      console.error(`[content] nothing loaded: ${error.message}`);
      setState({ status: 'error', error });
      return;
    }
    const controller = new AbortController();
    // The first run after a seeded render refreshes what is shown instead of replacing it, once
    // the page has settled.
    const shown = refreshing.current;
    refreshing.current = null;
    if (!shown) setState({ status: 'loading' });
    (shown ? pageSettled() : Promise.resolve())
      .then(() => (controller.signal.aborted ? null : loadContentClient(content)))
      .then((client) =>
        client && !controller.signal.aborted ? load(client, controller.signal, language) : null,
      )
      .then(
        (result) => {
          if (!result || controller.signal.aborted) return;
          if (shown && (result.status === 'error' || sameData(shown, result))) return;
          setState(result);
        },
        (error: unknown) => {
          // The client's code could not be downloaded (offline, a redeploy): an error state with
          // 'Try Again', or, on a seeded page, what is shown stays.
          if (controller.signal.aborted) return;
          const err = error instanceof Error ? error : new Error(String(error));
          console.error(`[content] the content client did not load: ${err.message}`);
          if (!shown) setState({ status: 'error', error: err });
        },
      );
    return () => controller.abort();
  }, [contentKey, language, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (collector && key) {
    // Prerendering: wait for the content (React `use`), so the HTML has it. Without a content
    // service to ask, the result is an error, and the page is not prerendered.
    const result = use(
      collector.load(key, () =>
        configured
          ? loadContentClient(content).then((client) => load(client, new AbortController().signal, language))
          : Promise.resolve({ status: 'error' as const, error: new ContentNotConfiguredError() }),
      ),
    );
    return { ...result, reload: noReload };
  }
  return { ...state, reload };
}
