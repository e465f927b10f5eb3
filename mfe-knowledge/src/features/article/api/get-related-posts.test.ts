// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getRelatedPosts } from './get-related-posts';

const api = setupContentApi();

describe('getRelatedPosts (SPEC §7: up to 3 posts sharing a tag)', () => {
  it('returns up to three other posts that share a tag', async () => {
    for (const doc of api.documents('knowledgePost')) {
      const slug = (doc.slug as { current: string }).current;
      const tags = (doc.tags as string[] | undefined) ?? [];
      const result = await getRelatedPosts(api.client(), { slug, tags }, 'en');
      const related = result.status === 'ok' ? result.data : [];
      const expected = api
        .documents('knowledgePost')
        .filter(
          (other) =>
            other._id !== doc._id &&
            ((other.tags as string[] | undefined) ?? []).some((t) => tags.includes(t)),
        );
      expect(related.length).toBe(Math.min(3, expected.length));
      for (const post of related) {
        expect(post.slug?.current).not.toBe(slug);
        expect(post.tags?.some((tag) => tags.includes(tag))).toBe(true);
      }
    }
  });

  it('gives related posts in Arabic once each: the translation, or the English post when it has none', async () => {
    const arabic = api.documents('knowledgePost', 'ar');
    const murabaha = arabic.find((doc) => doc._id === 'post-what-is-murabaha__i18n_ar');
    // The Arabic post's tags are Arabic: it is related to the other Arabic posts that share one.
    const tags = (murabaha?.tags as string[] | undefined) ?? [];
    const result = await getRelatedPosts(api.client(), { slug: 'what-is-murabaha', tags }, 'ar');
    if (result.status !== 'ok') throw new Error('no related posts');
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.every((post) => post.language === 'ar' && post._id.endsWith('__i18n_ar'))).toBe(true);
    // English tags find the untranslated posts sharing them, never an English post beside its translation.
    const english = await getRelatedPosts(
      api.client(),
      { slug: 'what-is-murabaha', tags: ['Risk', 'Quantitative Methods'] },
      'ar',
    );
    if (english.status !== 'ok') throw new Error('no related posts');
    expect(english.data.length).toBe(3);
    for (const post of english.data) {
      expect(post.language).toBe('en');
      expect(arabic.some((doc) => doc._id === `${post._id}__i18n_ar`)).toBe(false);
    }
  });
});
