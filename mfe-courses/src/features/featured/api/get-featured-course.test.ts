// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getFeaturedCourse } from './get-featured-course';

const api = setupContentApi();

describe('getFeaturedCourse (SPEC §7: first course with isFeatured true)', () => {
  it('returns title, description, slug and thumbnail', async () => {
    const result = await getFeaturedCourse(api.client(), 'en');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data).toMatchObject({
      title: 'Islamic Finance Foundations',
      language: 'en',
      description: expect.any(String),
      slug: { current: 'islamic-finance-foundations' },
      thumbnail: { asset: { _ref: expect.stringMatching(/^image-/) } },
    });
  });

  it('is the Arabic version in Arabic', async () => {
    const result = await getFeaturedCourse(api.client(), 'ar');
    if (result.status !== 'ok') throw new Error(`no featured course: ${result.status}`);
    expect(result.data).toMatchObject({
      _id: 'course-islamic-finance-foundations__i18n_ar',
      language: 'ar',
      slug: { current: 'islamic-finance-foundations' },
      thumbnail: { asset: { _ref: expect.stringMatching(/^image-/) } },
    });
    expect(result.data.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('is empty when no course is featured', async () => {
    const documents = api.documents('course').map((doc) => ({ ...doc, isFeatured: false }));
    const { startTestContentApi } = await import('@quantethic/emulators/testing');
    const other = await startTestContentApi({ documents });
    try {
      const { getContentClient } = await import('@quantethic/kit/content');
      expect((await getFeaturedCourse(getContentClient(other.contentConfig), 'en')).status).toBe('empty');
    } finally {
      await other.close();
    }
  });
});
