import { beforeAll, describe, expect, it } from 'vitest';
import { hostileBody, hostilePosts } from '../testing/hostile-content';
import { paragraph } from '../testing/render';
import { type KnowledgeT, knowledgeMessages } from './messages';
import {
  estimateReadingTime,
  slugOf,
  toDownload,
  toPostDetail,
  toPostSummaries,
  toPostSummary,
  UNTITLED,
} from './post';

describe('toPostSummaries over hostile content', () => {
  const posts = toPostSummaries(hostilePosts());

  it('keeps every object, skips everything else and never throws', () => {
    expect(posts).toHaveLength(9);
    for (const post of posts) {
      expect(typeof post.id).toBe('string');
      expect(typeof post.title).toBe('string');
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(Array.isArray(post.tags)).toBe(true);
      for (const tag of post.tags) expect(typeof tag).toBe('string');
      expect(post.summary === null || typeof post.summary === 'string').toBe(true);
      expect(post.date === null || typeof post.date === 'string').toBe(true);
      expect(post.readingTime === null || post.readingTime > 0).toBe(true);
    }
  });

  it('gives list keys that are unique', () => {
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });

  it('reads wrong types as missing', () => {
    const wrong = posts.find(
      (post) => post.title === UNTITLED && post.tags.length === 0 && post.summary === null,
    );
    expect(wrong).toBeDefined();
    expect(wrong?.date).toBeNull();
    expect(wrong?.image).toBeNull();
    expect(wrong?.readingTime).toBeNull();
  });

  it('keeps distinct, trimmed string tags (at most 20)', () => {
    expect(posts.find((post) => post.id === 'odd-tags')?.tags).toEqual(['Risk']);
    expect(posts.find((post) => post.id === 'long')?.tags).toHaveLength(20);
  });

  it('never passes a non-string alt to the image helpers', () => {
    const image = posts.find((post) => post.id === 'odd-tags')?.image;
    expect(image).toMatchObject({ asset: { _ref: 'image-abc123-800x600-svg' }, alt: null });
  });
});

describe('slugOf (SPEC §5 slugs)', () => {
  it('keeps a valid slug', () => {
    expect(slugOf({ slug: { current: 'what-is-murabaha' } })).toEqual({
      slug: 'what-is-murabaha',
      stored: 'what-is-murabaha',
      needsNormalising: false,
    });
  });

  it('normalises an invalid stored slug and says so', () => {
    expect(slugOf({ slug: { current: 'Sukuk vs Conventional  Bonds' } })).toEqual({
      slug: 'sukuk-vs-conventional-bonds',
      stored: 'Sukuk vs Conventional  Bonds',
      needsNormalising: true,
    });
  });

  it('makes one from the title, then the id, when there is no slug', () => {
    expect(slugOf({ title: 'No Slug At All' }).slug).toBe('no-slug-at-all');
    expect(slugOf({ _id: 'post-1' }).slug).toBe('post-1');
    expect(slugOf({ slug: { current: '!!!' } }).slug).toBe('unknown');
  });
});

describe('toPostDetail', () => {
  it('returns null for anything that is not a post', () => {
    for (const value of [null, undefined, 42, 'x', []]) expect(toPostDetail(value)).toBeNull();
  });

  it('keeps the raw body for the renderer and repairs the rest', () => {
    const post = toPostDetail({
      _id: 'p',
      title: 'A post',
      slug: { current: 'a-post' },
      body: hostileBody(),
      author: { name: 'Amina Hassan', slug: { current: 'Not Valid' }, image: { alt: 7 } },
      downloads: [
        null,
        { title: 'Script', asset: { url: 'javascript:alert(1)' } },
        { asset: { url: 'https://files.example/a.pdf', size: '12' } },
        {
          title: 'Sheet',
          asset: { url: 'https://files.example/b.pdf', size: 4096, originalFilename: 'b.pdf' },
        },
      ],
    });
    expect(post?.body.length).toBeGreaterThan(10);
    expect(post?.author).toEqual({
      name: 'Amina Hassan',
      slug: 'amina-hassan',
      image: { asset: null, url: null, alt: null },
    });
    expect(post?.downloads).toEqual([
      {
        key: 'download-2',
        title: 'Download',
        description: null,
        url: 'https://files.example/a.pdf',
        filename: null,
        size: null,
      },
      {
        key: 'download-3',
        title: 'Sheet',
        description: null,
        url: 'https://files.example/b.pdf',
        filename: 'b.pdf',
        size: 4096,
      },
    ]);
  });

  it('drops an author without a name', () => {
    expect(toPostDetail({ _id: 'p', author: { name: 42 } })?.author).toBeNull();
    expect(toPostDetail({ _id: 'p', author: 'Amina' })?.author).toBeNull();
  });

  it('estimates the reading time from the text when the post does not give it', () => {
    const body = Array.from({ length: 10 }, () => paragraph('word '.repeat(100)));
    expect(toPostDetail({ _id: 'p', body })?.readingTime).toBe(5);
    expect(toPostDetail({ _id: 'p', body, estimatedReadingTime: 9 })?.readingTime).toBe(9);
    expect(estimateReadingTime([])).toBeNull();
    expect(estimateReadingTime([paragraph('one')])).toBe(1);
  });
});

describe('toDownload', () => {
  it('accepts only http(s) file URLs', () => {
    expect(toDownload({ asset: { url: 'data:application/pdf;base64,AA' } }, 0)).toBeNull();
    expect(toDownload({ asset: { url: 'http://localhost:4010/files/x.pdf' } }, 0)?.url).toBe(
      'http://localhost:4010/files/x.pdf',
    );
  });
});

describe('toPostSummary', () => {
  it('keeps valid dates and reading times', () => {
    expect(
      toPostSummary({ _id: 'p', date: '2024-02-12', estimatedReadingTime: 4.6, summary: '  Hello  ' }),
    ).toMatchObject({ date: '2024-02-12', readingTime: 5, summary: 'Hello' });
  });
});

describe('fallback titles in the page locale (t)', () => {
  const arabic: KnowledgeT = (key, values) => knowledgeMessages.t('ar', key, values);
  beforeAll(() => knowledgeMessages.load('ar'));

  it("an article without a title is 'Untitled article' in English, its Arabic on an Arabic page", () => {
    const raw = { _id: 'x', slug: { current: 'x' } };
    expect(UNTITLED).toBe('Untitled article');
    expect(toPostSummary(raw)?.title).toBe('Untitled article');
    expect(toPostSummary(raw, 0, arabic)?.title).toBe('مقالة بلا عنوان');
    expect(toPostSummaries([raw], arabic)[0]?.title).toBe('مقالة بلا عنوان');
    expect(toPostDetail(raw, arabic)?.title).toBe('مقالة بلا عنوان');
  });

  it("a download without a title or file name is 'Download' in English, its Arabic on an Arabic page", () => {
    const raw = { _key: 'd', asset: { url: 'https://files.example/a.pdf' } };
    expect(toDownload(raw, 0)?.title).toBe('Download');
    expect(toDownload(raw, 0, arabic)?.title).toBe('ملف للتنزيل');
    expect(
      toPostDetail({ _id: 'x', slug: { current: 'x' }, downloads: [raw] }, arabic)?.downloads[0]?.title,
    ).toBe('ملف للتنزيل');
  });
});
