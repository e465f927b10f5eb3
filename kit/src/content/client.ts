import type { ContentConfig } from '@quantethic/shared';
import { createClient, type SanityClient } from '@sanity/client';

/** SPEC §9: the content API version. */
export const CONTENT_API_VERSION = '2025-07-16';

/**
 * The error a query gets when the runtime config names neither a content project nor an API host
 * (config.json missing or incomplete): there is nothing to ask, so no request is sent.
 */
export class ContentNotConfiguredError extends Error {
  constructor() {
    super('The content service is not configured (no content projectId or apiHost in config.json).');
    this.name = 'ContentNotConfiguredError';
  }
}

/** True when the config names a content project or an API host to ask. */
export function isContentConfigured(config: ContentConfig): boolean {
  return Boolean(config.projectId || config.apiHost);
}

const clients = new Map<string, SanityClient>();
/** Clients made for a config that names nothing to ask: queryContent/useContent never use them. */
const unconfiguredClients = new WeakSet<SanityClient>();

/** True for a client getContentClient made from a config without a projectId or an apiHost. */
export function isUnconfiguredClient(client: SanityClient): boolean {
  return unconfiguredClients.has(client);
}

/**
 * The @sanity/client for the configured project: published perspective, CDN off, API version
 * 2025-07-16. With `apiHost` set (the local demo API) it talks to that host instead of
 * *.api.sanity.io. One client per configuration. Without a projectId or an apiHost the client is
 * marked unconfigured: `queryContent` and `useContent` then answer an error state at once instead
 * of calling a made-up Sanity host (which the site's Content-Security-Policy would also refuse).
 */
export function getContentClient(config: ContentConfig): SanityClient {
  const cacheKey = JSON.stringify(config);
  let client = clients.get(cacheKey);
  if (!client) {
    client = createClient({
      // @sanity/client requires a project id; an unconfigured client is never asked anything.
      projectId: config.projectId || 'unconfigured',
      dataset: config.dataset,
      apiVersion: config.apiVersion || CONTENT_API_VERSION,
      useCdn: config.useCdn,
      perspective: 'published',
      withCredentials: false,
      // Fail fast: one retry, then the UI shows its error state with a way to retry.
      maxRetries: 1,
      retryDelay: () => 250,
      timeout: 10_000,
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    });
    if (!isContentConfigured(config)) unconfiguredClients.add(client);
    clients.set(cacheKey, client);
  }
  return client;
}
