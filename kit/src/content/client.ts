// The content client, created synchronously: for code that runs outside the browser's first load
// (deploy-time prerendering, tests). Browser views get it through `loadContentClient` (lazy).
import type { ContentConfig } from '@quantethic/shared';
import { createClient, type SanityClient } from '@sanity/client';
import { cachedClient } from './client-config';

export {
  CONTENT_API_VERSION,
  ContentNotConfiguredError,
  isContentConfigured,
  isUnconfiguredClient,
  loadContentClient,
} from './client-config';

/**
 * The @sanity/client for the configured project: published perspective, CDN off, API version
 * 2025-07-16. With `apiHost` set (the local demo API) it talks to that host instead of
 * *.api.sanity.io. One client per configuration (the same one `loadContentClient` gives). Without
 * a projectId or an apiHost the client is marked unconfigured: `queryContent` and `useContent`
 * then answer an error state at once instead of calling a made-up Sanity host (which the site's
 * Content-Security-Policy would also refuse).
 */
export function getContentClient(config: ContentConfig): SanityClient {
  return cachedClient(config, createClient);
}
