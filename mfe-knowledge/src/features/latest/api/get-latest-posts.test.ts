// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getLatestPosts } from './get-latest-posts';

const api = setupContentApi();

describe('getLatestPosts (SPEC §7: latest 3 knowledge items)', () => {
  it('returns the three newest dated posts', async () => {
    const result = await getLatestPosts(api.client(), 'en');
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

  it('gives the three newest in Arabic once each: the translation, or the English post when it has none', async () => {
    const result = await getLatestPosts(api.client(), 'ar');
    if (result.status !== 'ok') throw new Error('no posts');
    const arabic = api.documents('knowledgePost', 'ar').map((doc) => doc._id);
    const newest = api
      .documents('knowledgePost')
      .filter((doc) => typeof doc.date === 'string')
      .toSorted((a, b) => String(b.date).localeCompare(String(a.date)))
      .slice(0, 3)
      .map((doc) => (arabic.includes(`${doc._id}__i18n_ar`) ? `${doc._id}__i18n_ar` : doc._id));
    expect(result.data.map((post) => post._id)).toEqual(newest);
    expect(result.data[0]).toMatchObject({
      _id: 'post-takaful-vs-conventional-insurance__i18n_ar',
      language: 'ar',
      title: 'التكافل مقابل التأمين التقليدي',
    });
    expect(result.data.slice(1).every((post) => post.language === 'en')).toBe(true);
  });
});
