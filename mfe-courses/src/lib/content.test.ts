import { describe, expect, it } from 'vitest';
import { count, image, plural, records, strings, text, truncate } from './content';
import { formatMinutes } from './format';

describe('untrusted content readers', () => {
  it('text: non-blank trimmed strings only', () => {
    expect(text('  a ')).toBe('a');
    expect(text('   ')).toBeNull();
    expect(text(3)).toBeNull();
    expect(text({})).toBeNull();
  });

  it('count: finite non-negative whole numbers, else 0', () => {
    expect(count(3.7)).toBe(3);
    expect(count(-1)).toBe(0);
    expect(count('4')).toBe(0);
    expect(count(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('records and strings drop what does not fit', () => {
    expect(records([{ a: 1 }, null, 'x', [1]])).toEqual([{ a: 1 }]);
    expect(records('x')).toEqual([]);
    expect(strings([' a ', '', 3, null, 'b'])).toEqual(['a', 'b']);
  });

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

  it('plural and formatMinutes', () => {
    expect(plural(1, 'module')).toBe('1 module');
    expect(plural(2, 'quiz', 'quizzes')).toBe('2 quizzes');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(0)).toBeNull();
    expect(formatMinutes('30')).toBeNull();
  });
});
