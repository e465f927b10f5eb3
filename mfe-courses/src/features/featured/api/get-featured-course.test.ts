// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getFeaturedCourse } from './get-featured-course';

const api = setupContentApi();

describe('getFeaturedCourse (SPEC §7: first course with isFeatured true)', () => {
  it('returns title, description, slug and thumbnail', async () => {
    const result = await getFeaturedCourse(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data).toMatchObject({
      title: 'Islamic Finance Foundations',
      description: expect.any(String),
      slug: { current: 'islamic-finance-foundations' },
      thumbnail: { asset: { _ref: expect.stringMatching(/^image-/) } },
    });
  });

  it('is empty when no course is featured', async () => {
    const documents = api.documents('course').map((doc) => ({ ...doc, isFeatured: false }));
    const { startTestContentApi } = await import('@quantethic/emulators/testing');
    const other = await startTestContentApi({ documents });
    try {
      const { getContentClient } = await import('@quantethic/kit/content');
      expect((await getFeaturedCourse(getContentClient(other.contentConfig))).status).toBe('empty');
    } finally {
      await other.close();
    }
  });
});
