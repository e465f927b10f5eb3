import type { ContentResult } from '@quantethic/kit/content';
import type { ContentClient, QueryParams } from './content-client';

export type { ContentResult };

/** True for null, undefined, [] and {} — "nothing there", as opposed to an error. */
export function isEmptyResult(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/**
 * Runs a GROQ query; never throws (errors are logged and returned) — the same contract as
 * `queryContent` from @quantethic/kit/content, for any ContentClient.
 */
export async function queryContent<T>(
  client: ContentClient,
  query: string,
  params: QueryParams = {},
  options: { signal?: AbortSignal; label?: string } = {},
): Promise<ContentResult<T>> {
  try {
    const data = await client.fetch<T>(query, params, { signal: options.signal });
    return isEmptyResult(data) ? { status: 'empty' } : { status: 'ok', data };
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    if (err.name !== 'AbortError' && !options.signal?.aborted)
      console.error(`[content] ${options.label ?? 'query'} failed: ${err.message}`);
    return { status: 'error', error: err };
  }
}
