// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getPosts } from './get-posts';

const api = setupContentApi();

describe('getPosts (SPEC §7: all knowledge posts by date, newest first)', () => {
  it('lists every published post by date, newest first, undated last', async () => {
    const result = await getPosts(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data).toHaveLength(api.documents('knowledgePost').length);
    const dated = result.data.filter((post) => post.date).map((post) => post.date as string);
    expect(dated).toEqual([...dated].sort().reverse());
    const firstUndated = result.data.findIndex((post) => !post.date);
    if (firstUndated !== -1) expect(result.data.slice(firstUndated).every((post) => !post.date)).toBe(true);
  });

  it('gives each card only what it shows', async () => {
    const result = await getPosts(api.client());
    if (result.status !== 'ok') throw new Error('no posts');
    for (const post of result.data) {
      expect(Object.keys(post).sort()).toEqual(
        ['_id', 'date', 'estimatedReadingTime', 'featuredImage', 'slug', 'summary', 'tags', 'title'].filter(
          (key) => Object.keys(post).includes(key),
        ),
      );
      expect(post).not.toHaveProperty('body');
    }
  });
});
