// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { image, truncate } from './content';

// The readers themselves (text, count, recordList, textList…) are kit's, tested there
// (kit/src/content/read.test.ts).
describe("courses' content helpers", () => {
  it('image keeps only a record asset and string url/alt', () => {
    expect(image({ asset: { _ref: 'image-a-1x1-png' }, alt: 5 })).toEqual({
      asset: { _ref: 'image-a-1x1-png' },
      url: null,
      alt: null,
    });
    expect(image('https://example.com/a.png')).toBeNull();
    expect(image({ asset: 'ref', url: ' https://example.com/a.png ' })).toEqual({
      asset: null,
      url: 'https://example.com/a.png',
      alt: null,
    });
  });

  it('truncate cuts at a word boundary with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('The principles behind Islamic finance', 20)).toBe('The principles…');
  });
});
