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
      const result = await getRelatedPosts(api.client(), { slug, tags });
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
});
