// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageUrl, shareLinks } from './share';

describe('pageUrl', () => {
  it('uses the configured site URL', () => {
    expect(pageUrl('https://quantethic.example/', '/knowledge/a', 'http://localhost:4000')).toBe(
      'https://quantethic.example/knowledge/a',
    );
  });

  it.each(['', null, undefined, 'javascript:alert(1)', 'not a url'])(
    'falls back to the current origin for %j',
    (siteUrl) => {
      expect(pageUrl(siteUrl, '/knowledge/a', 'http://localhost:4000')).toBe(
        'http://localhost:4000/knowledge/a',
      );
    },
  );
});

describe('shareLinks', () => {
  it('builds the Twitter, LinkedIn and Facebook share URLs with the URL encoded', () => {
    const url = 'https://quantethic.example/knowledge/what-is-murabaha';
    const links = shareLinks(url, 'What Is Murabaha? & more');
    const encoded = encodeURIComponent(url);
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent('What Is Murabaha? & more')}`,
    );
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });
});
