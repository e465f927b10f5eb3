// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getLatestPosts } from './get-latest-posts';

const api = setupContentApi();

describe('getLatestPosts (SPEC §7: latest 3 knowledge items)', () => {
  it('returns the three newest dated posts', async () => {
    const result = await getLatestPosts(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const newest = api
      .documents('knowledgePost')
      .filter((doc) => typeof doc.date === 'string')
      .map((doc) => doc.date as string)
      .sort()
      .reverse()
      .slice(0, 3);
    expect(result.data.map((post) => post.date)).toEqual(newest);
    expect(result.data[0]).toMatchObject({
      title: expect.any(String),
      slug: { current: expect.any(String) },
    });
  });
});
