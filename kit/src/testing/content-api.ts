// Test helper: the real local content API over the demo dataset, started once per test file,
// and the app's real content client pointed at it.
import { startTestContentApi, type TestContentApi } from '@quantethic/emulators/testing';
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll } from 'vitest';
import { getContentClient } from '../content/client';

/** A published document of the demo dataset, as the API holds it. */
export type DatasetDocument = Record<string, unknown> & { _id: string; _type: string };

export function setupContentApi(options?: { documents?: object[] }) {
  let api: TestContentApi | null = null;
  beforeAll(async () => {
    api = await startTestContentApi(options);
  });
  afterAll(() => api?.close());
  const running = () => {
    if (!api) throw new Error('The content API is not running');
    return api;
  };
  return {
    client: (): SanityClient => getContentClient(running().contentConfig),
    config: () => running().contentConfig,
    /**
     * Published documents of a type in one language (English by default: the originals, whose
     * `language` is 'en' or missing; 'ar': the Arabic translations only).
     */
    documents: (type: string, language = 'en') =>
      (running().api.documents as DatasetDocument[]).filter(
        (doc) => doc._type === type && (doc.language ?? 'en') === language,
      ),
    url: () => running().api.url,
  };
}
