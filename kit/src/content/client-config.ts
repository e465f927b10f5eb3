// The content client's settings and its lazy loading. Nothing here imports @sanity/client at
// run time: a page that shows the content it was prerendered with never downloads the client
// until it refreshes that content (see use-content.ts); `loadContentClient` fetches it then.
import type { ContentConfig } from '@quantethic/shared';
import type { ClientConfig, SanityClient } from '@sanity/client';

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

/** True for a client made from a config without a projectId or an apiHost. */
export function isUnconfiguredClient(client: SanityClient): boolean {
  return unconfiguredClients.has(client);
}

/**
 * The @sanity/client settings for a config: published perspective, CDN as configured, API
 * version 2025-07-16, and with `apiHost` set (the local demo API) that host instead of
 * *.api.sanity.io.
 */
function clientOptions(config: ContentConfig): ClientConfig {
  return {
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
  };
}

/** One client per configuration, made with `create` the first time (shared by both entry points). */
export function cachedClient(
  config: ContentConfig,
  create: (options: ClientConfig) => SanityClient,
): SanityClient {
  const cacheKey = JSON.stringify(config);
  let client = clients.get(cacheKey);
  if (!client) {
    client = create(clientOptions(config));
    if (!isContentConfigured(config)) unconfiguredClients.add(client);
    clients.set(cacheKey, client);
  }
  return client;
}

/**
 * The content client for a config, downloading @sanity/client on first use (a separate chunk, so
 * pages that show prerendered content do not load it with their first view).
 */
export async function loadContentClient(config: ContentConfig): Promise<SanityClient> {
  const { createClient } = await sanityClientModule();
  return cachedClient(config, createClient);
}

/**
 * Where the first remote that loads @sanity/client publishes it for the others on the page, so a
 * visit downloads it once (it is not a federation share: those load with the remote's first
 * module). Keyed by major version: every remote compiles kit with @sanity/client ^8.
 */
const SHARED_MODULE_KEY = Symbol.for('quantethic:@sanity/client@8');
type SanityClientModule = typeof import('@sanity/client');

function sanityClientModule(): Promise<SanityClientModule> {
  const registry = globalThis as unknown as Record<symbol, Promise<SanityClientModule> | undefined>;
  let loading = registry[SHARED_MODULE_KEY];
  if (!loading) {
    loading = import('@sanity/client');
    registry[SHARED_MODULE_KEY] = loading;
    // A failed download (offline, a redeploy) is not kept: the next request tries again.
    loading.catch(() => {
      if (registry[SHARED_MODULE_KEY] === loading) delete registry[SHARED_MODULE_KEY];
    });
  }
  return loading;
}
