import type { ContentConfig } from '@quantethic/shared';

/*
 * A small client for the content service's query API (Sanity's HTTP API: GET
 * /v{apiVersion}/data/query/{dataset}?query=…&$param=<json>, POST for long queries, published
 * perspective). It does only what these pages need — read queries — in about 1 KB, where
 * @sanity/client weighs about 34 KB compressed. Module Federation loads a shared module when a
 * remote starts, not when a page needs it, so a remote that imports @sanity/client makes
 * /contact and the home widgets pay for it too. See README "Content access".
 */

export type QueryParams = Record<string, string | number | boolean | string[] | null>;

/** What the `get…` query functions need from a client; @sanity/client's SanityClient fits too. */
export interface ContentClient {
  fetch<T>(query: string, params: QueryParams, options: { signal?: AbortSignal }): Promise<T>;
}

/** The content service's error, with the HTTP status when there was an answer. */
export class ContentRequestError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'ContentRequestError';
    this.status = status;
  }
}

const DEFAULT_API_VERSION = '2025-07-16';
/** Sanity switches to POST above this query-string length. */
const MAX_GET_QUERY = 11264;
const TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 250;

/** The query endpoint for a content config (the local API through apiHost, else Sanity's). */
export function queryEndpoint(config: ContentConfig): string {
  const version = `v${(config.apiVersion || DEFAULT_API_VERSION).replace(/^v/, '')}`;
  const host = config.apiHost
    ? config.apiHost.replace(/\/+$/, '')
    : `https://${config.projectId || 'unconfigured'}.${config.useCdn ? 'apicdn' : 'api'}.sanity.io`;
  return `${host}/${version}/data/query/${encodeURIComponent(config.dataset)}`;
}

/** The query string @sanity/client sends: query, one $param per parameter (JSON), published. */
export function encodeQuery(query: string, params: QueryParams): string {
  const search = new URLSearchParams();
  search.append('query', query);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(`$${key}`, JSON.stringify(value));
  }
  search.append('returnQuery', 'false');
  search.append('perspective', 'published');
  return `?${search}`;
}

function errorFrom(status: number, body: unknown): ContentRequestError {
  const error =
    body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : null;
  const description =
    error && typeof error === 'object' && 'description' in error
      ? String((error as { description: unknown }).description)
      : typeof error === 'string'
        ? error
        : `The content service answered ${status}`;
  return new ContentRequestError(description, status);
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * A read-only client for the configured content service. Like the shared client it fails fast:
 * one retry after 250 ms for network errors and 5xx answers, a 10 s timeout per request.
 */
export function createContentClient(
  config: ContentConfig,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ContentClient {
  const endpoint = queryEndpoint(config);
  // Without a project or a host (config.json missing or incomplete) there is nothing to ask:
  // fail at once instead of calling a made-up host (which a strict CSP would also refuse).
  const configured = Boolean(config.apiHost || config.projectId);

  async function once<T>(query: string, params: QueryParams, signal?: AbortSignal): Promise<T> {
    const search = encodeQuery(query, params);
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const init: RequestInit =
      search.length < MAX_GET_QUERY
        ? { method: 'GET', headers: { Accept: 'application/json' }, signal: combined }
        : {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify({ query, params }),
            signal: combined,
          };
    const url =
      search.length < MAX_GET_QUERY
        ? `${endpoint}${search}`
        : `${endpoint}?returnQuery=false&perspective=published`;
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, credentials: 'omit' });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new ContentRequestError(`Request error while attempting to reach ${endpoint}: ${reason}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFrom(response.status, body);
    if (!body || typeof body !== 'object' || !('result' in body)) {
      throw new ContentRequestError('The content service sent an unexpected answer', response.status);
    }
    return (body as { result: T }).result;
  }

  return {
    async fetch<T>(query: string, params: QueryParams = {}, options: { signal?: AbortSignal } = {}) {
      if (!configured) throw new ContentRequestError('The content service is not configured.');
      try {
        return await once<T>(query, params, options.signal);
      } catch (error) {
        const retriable =
          error instanceof ContentRequestError && (error.status === null || error.status >= 500);
        if (!retriable || options.signal?.aborted) throw error;
        await wait(RETRY_DELAY_MS, options.signal);
        return once<T>(query, params, options.signal);
      }
    },
  };
}
