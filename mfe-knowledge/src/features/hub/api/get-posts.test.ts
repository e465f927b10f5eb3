// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getPosts } from './get-posts';

const api = setupContentApi();

describe('getPosts (SPEC §7: all knowledge posts by date, newest first)', () => {
  it('lists every published post by date, newest first, undated last', async () => {
    const result = await getPosts(api.client(), 'en');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data).toHaveLength(api.documents('knowledgePost').length);
    const dated = result.data.filter((post) => post.date).map((post) => post.date as string);
    expect(dated).toEqual([...dated].sort().reverse());
    const firstUndated = result.data.findIndex((post) => !post.date);
    if (firstUndated !== -1) expect(result.data.slice(firstUndated).every((post) => !post.date)).toBe(true);
  });

  it('gives each card only what it shows', async () => {
    const result = await getPosts(api.client(), 'en');
    if (result.status !== 'ok') throw new Error('no posts');
    for (const post of result.data) {
      expect(Object.keys(post).sort()).toEqual(
        [
          '_id',
          'date',
          'estimatedReadingTime',
          'featuredImage',
          'language',
          'slug',
          'summary',
          'tags',
          'title',
        ].filter((key) => Object.keys(post).includes(key)),
      );
      expect(post).not.toHaveProperty('body');
    }
  });

  it('lists only the English posts in English', async () => {
    const result = await getPosts(api.client(), 'en');
    if (result.status !== 'ok') throw new Error('no posts');
    expect(result.data.map((post) => post._id).sort()).toEqual(
      api
        .documents('knowledgePost')
        .map((doc) => doc._id)
        .sort(),
    );
    expect(result.data.every((post) => post.language === 'en')).toBe(true);
  });

  it('lists each post once in Arabic: its translation, or the English post when it has none', async () => {
    const result = await getPosts(api.client(), 'ar');
    if (result.status !== 'ok') throw new Error('no posts');
    const english = api.documents('knowledgePost');
    const arabic = api.documents('knowledgePost', 'ar');
    expect(result.data).toHaveLength(english.length);
    expect(new Set(result.data.map((post) => post._id.replace(/__i18n_ar$/, ''))).size).toBe(english.length);
    const murabaha = result.data.find((post) => post.slug?.current === 'what-is-murabaha');
    expect(murabaha).toMatchObject({
      _id: 'post-what-is-murabaha__i18n_ar',
      language: 'ar',
      title: 'ما المرابحة؟',
    });
    const translated = result.data.filter((post) => post.language === 'ar');
    expect(translated.map((post) => post._id).sort()).toEqual(arabic.map((doc) => doc._id).sort());
    for (const post of result.data.filter((item) => item.language !== 'ar')) {
      expect(post.language).toBe('en');
      expect(arabic.some((doc) => doc._id === `${post._id}__i18n_ar`)).toBe(false);
    }
    const dated = result.data.filter((post) => post.date).map((post) => post.date as string);
    expect(dated).toEqual([...dated].sort().reverse());
  });
});
