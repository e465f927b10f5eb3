import type { ContentResult, ContentState } from '@quantethic/kit/content';
import { useRemoteProps } from '@quantethic/shared';
import { type DependencyList, useCallback, useEffect, useMemo, useState } from 'react';
import { type ContentClient, createContentClient } from './content-client';

/*
 * This remote's counterparts of `useContentClient` / `useContent` from @quantethic/kit/content,
 * on the small query client of ./content-client.ts instead of @sanity/client (README "Content
 * access"): the same states, abort on unmount, and `reload()`.
 */

/** The content client for the remote's runtime config. */
export function useCompanyContentClient(): ContentClient {
  const { config } = useRemoteProps();
  return useMemo(() => createContentClient(config.content), [config.content]);
}

/**
 * Runs a content request for a view and tracks loading / ok / empty / error, aborting it when
 * the view goes away or the inputs change. `reload()` runs it again (a 'Try Again' button).
 */
export function useCompanyContent<T>(
  load: (client: ContentClient, signal: AbortSignal) => Promise<ContentResult<T>>,
  deps: DependencyList,
): ContentState<T> & { reload: () => void } {
  const client = useCompanyContentClient();
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass the inputs of `load` as deps.
  useEffect(() => {
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
