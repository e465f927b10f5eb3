// Test helpers: the real local services, started in-process on free ports.
import { startContentApi } from './content-api/server.mjs';

/**
 * Starts the content API over the demo dataset and returns the runtime content config that
 * points the app's client at it (exactly what /config.json says locally).
 */
export async function startTestContentApi(options = {}) {
  const api = await startContentApi({ port: 0, ...options });
  return {
    api,
    contentConfig: {
      projectId: 'demo-quantethic',
      dataset: 'production',
      apiVersion: '2025-07-16',
      apiHost: api.url,
      useCdn: false,
    },
    close: () => api.close(),
  };
}
