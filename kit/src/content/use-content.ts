import { useRemoteProps } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { type DependencyList, useCallback, useEffect, useMemo, useState } from 'react';
import { ContentNotConfiguredError, getContentClient, isUnconfiguredClient } from './client';
import type { ContentResult } from './query';

/** The content client for the remote's runtime config. */
export function useContentClient(): SanityClient {
  const { config } = useRemoteProps();
  return useMemo(() => getContentClient(config.content), [config.content]);
}

export type ContentState<T> = { status: 'loading' } | ContentResult<T>;

/**
 * Runs a content request for a view and tracks loading / ok / empty / error, aborting it when
 * the view goes away or the inputs change. `reload()` runs it again (a 'Try Again' button).
 * When the runtime config names no content project or API host, `load` is not called: the view
 * gets the error state at once and no request is sent.
 */
export function useContent<T>(
  load: (client: SanityClient, signal: AbortSignal) => Promise<ContentResult<T>>,
  deps: DependencyList,
): ContentState<T> & { reload: () => void } {
  const client = useContentClient();
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass the inputs of `load` as deps.
  useEffect(() => {
    if (isUnconfiguredClient(client)) {
      const error = new ContentNotConfiguredError();
      console.error(`[content] nothing loaded: ${error.message}`);
      setState({ status: 'error', error });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(client, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(result);
    });
    return () => controller.abort();
  }, [client, attempt, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
