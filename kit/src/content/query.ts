import type { SanityClient } from '@sanity/client';
import { ContentNotConfiguredError, isUnconfiguredClient } from './client-config';

export type QueryParams = Record<string, string | number | boolean | string[] | null>;

/** The outcome of a content query, so views can tell "nothing there" from "could not load". */
export type ContentResult<T> =
  | { status: 'ok'; data: T }
  | { status: 'empty' }
  | { status: 'error'; error: Error };

export function isEmptyResult(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/**
 * Runs a GROQ query; never throws (errors are logged and returned). A client made for a config
 * without a projectId or an apiHost gives an error at once, without a request. A request aborted
 * through `signal` (the view went away) is not logged.
 */
export async function queryContent<T>(
  client: SanityClient,
  query: string,
  params: QueryParams = {},
  options: { signal?: AbortSignal; label?: string } = {},
): Promise<ContentResult<T>> {
  try {
    if (isUnconfiguredClient(client)) throw new ContentNotConfiguredError();
    const data = await client.fetch<T>(query, params, { signal: options.signal });
    return isEmptyResult(data) ? { status: 'empty' } : { status: 'ok', data };
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    if (err.name !== 'AbortError' && !options.signal?.aborted)
      console.error(`[content] ${options.label ?? 'query'} failed: ${err.message}`);
    return { status: 'error', error: err };
  }
}

/**
 * SPEC §7 fetch helper: the result, or null on an empty result or an error (both logged).
 */
export async function fetchContent<T>(
  client: SanityClient,
  query: string,
  params: QueryParams = {},
  options: { signal?: AbortSignal; label?: string } = {},
): Promise<T | null> {
  const result = await queryContent<T>(client, query, params, options);
  if (result.status === 'ok') return result.data;
  if (result.status === 'empty') console.warn(`[content] ${options.label ?? 'query'} returned nothing`);
  return null;
}
