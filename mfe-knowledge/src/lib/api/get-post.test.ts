// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getPostBySlug, getPostBySlugOrTitle, getPostByTitle } from './get-post';

const api = setupContentApi();

describe('getPostBySlug (SPEC §7: post by slug)', () => {
  it('returns the post with its author, body and downloads expanded', async () => {
    const result = await getPostBySlug(api.client(), 'what-is-murabaha', 'en');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data.title).toBe('What Is Murabaha?');
    expect(result.data.body?.length).toBeGreaterThan(0);
    if (result.data.author)
      expect(result.data.author).toMatchObject({
        name: expect.any(String),
        slug: { current: expect.any(String) },
      });
  });

  it('expands download, file, PDF and slide assets to URL, name and size', async () => {
    const posts = api.documents('knowledgePost').map((doc) => (doc.slug as { current: string }).current);
    const seen = new Set<string>();
    for (const slug of posts) {
      const result = await getPostBySlug(api.client(), slug, 'en');
      if (result.status !== 'ok') continue;
      for (const download of result.data.downloads ?? []) {
        expect(download.asset).toMatchObject({
          url: expect.stringMatching(/^http/),
          size: expect.any(Number),
        });
        seen.add('download');
      }
      for (const block of result.data.body ?? []) {
        const asset =
          block._type === 'file'
            ? (block.asset as object)
            : block._type === 'pdfDocument' || block._type === 'slides'
              ? ((block.file as { asset?: object } | undefined)?.asset ?? null)
              : undefined;
        if (asset === undefined || asset === null) continue;
        expect(asset).toMatchObject({
          url: expect.stringMatching(/^http/),
          originalFilename: expect.any(String),
        });
        seen.add(block._type);
      }
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['download', 'file', 'pdfDocument']));
  });

  it('is empty for an unknown slug', async () => {
    expect((await getPostBySlug(api.client(), 'no-such-post', 'en')).status).toBe('empty');
  });
});

describe('getPostByTitle (SPEC §7: fallback by title prefix)', () => {
  it('finds a post from the start of its title', async () => {
    const result = await getPostByTitle(api.client(), 'What Is Mura', 'en');
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.data.slug?.current).toBe('what-is-murabaha');
  });
});

describe('getPostBySlugOrTitle (SPEC §2: lookup by title prefix when the slug finds nothing)', () => {
  it('finds a post by its slug', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'what-is-murabaha', 'en');
    expect(result.status === 'ok' && result.data.title).toBe('What Is Murabaha?');
  });

  it('falls back to the title prefix made from the slug words', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'what-is-mura', 'en');
    expect(result.status === 'ok' && result.data.slug?.current).toBe('what-is-murabaha');
  });

  it('finds a post whose stored slug is invalid from its normalised slug', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'sukuk-vs-conventional-bonds', 'en');
    expect(result.status === 'ok' && result.data.title).toBe('Sukuk vs Conventional Bonds');
  });

  it('is empty when neither finds anything', async () => {
    expect((await getPostBySlugOrTitle(api.client(), 'zzz-no-such-article', 'en')).status).toBe('empty');
  });
});

describe('the article in the page language (Sanity document i18n: the same slug in every language)', () => {
  it('is the Arabic post in Arabic and the English one in English', async () => {
    const arabic = await getPostBySlug(api.client(), 'what-is-murabaha', 'ar');
    expect(arabic.status === 'ok' && arabic.data).toMatchObject({
      _id: 'post-what-is-murabaha__i18n_ar',
      language: 'ar',
      title: 'ما المرابحة؟',
    });
    // Its author is the Arabic version of the author.
    expect(arabic.status === 'ok' && arabic.data.author?._id).toBe('team-amina-hassan__i18n_ar');
    const english = await getPostBySlug(api.client(), 'what-is-murabaha', 'en');
    expect(english.status === 'ok' && english.data).toMatchObject({
      _id: 'post-what-is-murabaha',
      language: 'en',
      title: 'What Is Murabaha?',
    });
  });

  it('is the English post in Arabic when it has no translation', async () => {
    const result = await getPostBySlug(api.client(), 'value-at-risk-three-ways', 'ar');
    expect(result.status === 'ok' && result.data).toMatchObject({
      _id: 'post-value-at-risk-three-ways',
      language: 'en',
    });
  });

  it('finds the Arabic post by the start of its English title (the words of an English slug)', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'what-is-mura', 'ar');
    expect(result.status === 'ok' && result.data).toMatchObject({
      _id: 'post-what-is-murabaha__i18n_ar',
      slug: { current: 'what-is-murabaha' },
    });
    // A post whose stored slug is not in normal form is found from its normalised slug, in Arabic.
    const sukuk = await getPostBySlugOrTitle(api.client(), 'sukuk-vs-conventional-bonds', 'ar');
    expect(sukuk.status === 'ok' && sukuk.data).toMatchObject({
      _id: 'post-sukuk-vs-conventional-bonds__i18n_ar',
      title: 'الصكوك مقابل السندات التقليدية',
    });
    // In English, an Arabic title finds the English post.
    const english = await getPostByTitle(api.client(), 'الصكوك مقابل', 'en');
    expect(english.status === 'ok' && english.data._id).toBe('post-sukuk-vs-conventional-bonds');
  });
});
