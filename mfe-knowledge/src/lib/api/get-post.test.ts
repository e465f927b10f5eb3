// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getPostBySlug, getPostBySlugOrTitle, getPostByTitle } from './get-post';

const api = setupContentApi();

describe('getPostBySlug (SPEC §7: post by slug)', () => {
  it('returns the post with its author, body and downloads expanded', async () => {
    const result = await getPostBySlug(api.client(), 'what-is-murabaha');
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
      const result = await getPostBySlug(api.client(), slug);
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
    expect((await getPostBySlug(api.client(), 'no-such-post')).status).toBe('empty');
  });
});

describe('getPostByTitle (SPEC §7: fallback by title prefix)', () => {
  it('finds a post from the start of its title', async () => {
    const result = await getPostByTitle(api.client(), 'What Is Mura');
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.data.slug?.current).toBe('what-is-murabaha');
  });
});

describe('getPostBySlugOrTitle (SPEC §2: lookup by title prefix when the slug finds nothing)', () => {
  it('finds a post by its slug', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'what-is-murabaha');
    expect(result.status === 'ok' && result.data.title).toBe('What Is Murabaha?');
  });

  it('falls back to the title prefix made from the slug words', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'what-is-mura');
    expect(result.status === 'ok' && result.data.slug?.current).toBe('what-is-murabaha');
  });

  it('finds a post whose stored slug is invalid from its normalised slug', async () => {
    const result = await getPostBySlugOrTitle(api.client(), 'sukuk-vs-conventional-bonds');
    expect(result.status === 'ok' && result.data.title).toBe('Sukuk vs Conventional Bonds');
  });

  it('is empty when neither finds anything', async () => {
    expect((await getPostBySlugOrTitle(api.client(), 'zzz-no-such-article')).status).toBe('empty');
  });
});
