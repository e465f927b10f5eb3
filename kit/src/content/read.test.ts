import { describe, expect, it } from 'vitest';
import { contentLanguage, count, isRecord, positiveNumber, recordList, text, textList } from './read';

/** Values content can hold where a string, object or list was expected. */
const MALFORMED: unknown[] = [
  null,
  undefined,
  0,
  42,
  Number.NaN,
  true,
  {},
  { text: 'x' },
  [],
  ['x'],
  () => 'x',
  Symbol('x'),
  10n,
  new String('boxed'),
  new Date(0),
];

describe('text', () => {
  it('trims a string with content', () => {
    expect(text('Murabaha')).toBe('Murabaha');
    expect(text('  Murabaha \n')).toBe('Murabaha');
    expect(text('\tTwo  words\t')).toBe('Two  words');
  });

  it('reads an empty or whitespace-only string as missing', () => {
    for (const blank of ['', ' ', '   ', '\n\t ', '\u00a0', '\u2003\u3000']) expect(text(blank)).toBeNull();
  });

  it.each(MALFORMED)('reads %s as missing', (value) => {
    expect(text(value)).toBeNull();
  });
});

describe('isRecord', () => {
  it('accepts plain objects, whatever their fields', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ title: 'x' })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it.each([null, undefined, 0, 'x', '', true, [], [{}], () => ({})])('rejects %s', (value) => {
    expect(isRecord(value)).toBe(false);
  });
});

describe('textList', () => {
  it('keeps the non-blank strings of an array, trimmed and in order', () => {
    expect(textList([' a ', 'b', '', '  ', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('drops every entry that is not a string', () => {
    expect(textList(['a', null, 3, { b: 1 }, ['c'], true, undefined, ' d'])).toEqual(['a', 'd']);
  });

  it('keeps repeats unless asked for distinct strings (compared once trimmed)', () => {
    expect(textList(['a', 'a', ' a'])).toEqual(['a', 'a', 'a']);
    expect(textList(['a', ' a ', 'b', 'a', 'A'], { distinct: true })).toEqual(['a', 'b', 'A']);
  });

  it('stops at max, counting only what it keeps', () => {
    expect(textList(['a', '', 'b', 7, 'c'], { max: 2 })).toEqual(['a', 'b']);
    expect(textList(['a', 'a', 'b', 'b', 'c'], { distinct: true, max: 2 })).toEqual(['a', 'b']);
    expect(textList(['a'], { max: 0 })).toEqual([]);
  });

  it.each(MALFORMED.filter((value) => !Array.isArray(value)))('gives [] for %s', (value) => {
    expect(textList(value)).toEqual([]);
  });

  it('gives [] for a string (not a list of its characters)', () => {
    expect(textList('abc')).toEqual([]);
  });
});

describe('recordList', () => {
  it('keeps the object entries of an array, the same objects, in order', () => {
    const first = { title: 'One' };
    const second = { title: 2 };
    expect(recordList([first, null, 'x', 3, ['y'], second, undefined])).toEqual([first, second]);
    expect(recordList([first])[0]).toBe(first);
  });

  it.each([null, undefined, 'abc', 5, { 0: { a: 1 }, length: 1 }])('gives [] for %s', (value) => {
    expect(recordList(value)).toEqual([]);
  });
});

describe('count', () => {
  it('gives a whole number for a positive finite number', () => {
    expect(count(3)).toBe(3);
    expect(count(2.9)).toBe(2);
    expect(count(0.5)).toBe(0);
  });

  it.each([0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, {}, [3]])(
    'gives 0 for %s',
    (value) => {
      expect(count(value)).toBe(0);
    },
  );
});

describe('positiveNumber', () => {
  it('keeps a finite number above 0 as it is', () => {
    expect(positiveNumber(12.5)).toBe(12.5);
    expect(positiveNumber(0.01)).toBe(0.01);
  });

  it.each([0, -3, Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined, {}, [1]])(
    'gives null for %s',
    (value) => {
      expect(positiveNumber(value)).toBeNull();
    },
  );
});

describe('contentLanguage', () => {
  it("is the document's language, English without one or with one the site does not have", () => {
    expect(contentLanguage({ language: 'ar' })).toBe('ar');
    expect(contentLanguage({ language: 'en' })).toBe('en');
    expect(contentLanguage({ title: 'x' })).toBe('en');
    expect(contentLanguage({ language: 'fr' })).toBe('en');
    expect(contentLanguage(null)).toBe('en');
  });
});
