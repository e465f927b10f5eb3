import type { ContentConfig } from '@quantethic/shared';
import { createClient, type SanityClient } from '@sanity/client';

/** SPEC §9: the content API version. */
export const CONTENT_API_VERSION = '2025-07-16';

const clients = new Map<string, SanityClient>();

/**
 * The @sanity/client for the configured project: published perspective, CDN off, API version
 * 2025-07-16. With `apiHost` set (the local demo API) it talks to that host instead of
 * *.api.sanity.io. One client per configuration.
 */
export function getContentClient(config: ContentConfig): SanityClient {
  const cacheKey = JSON.stringify(config);
  let client = clients.get(cacheKey);
  if (!client) {
    client = createClient({
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
    clients.set(cacheKey, client);
  }
  return client;
}
