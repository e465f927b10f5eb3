import { describe, expect, it } from 'vitest';
import { isValidSlug, normalizeSlug, resolveSlug, type Sluggable, slugify } from './slug';

describe('isValidSlug — lowercase letters, digits and single hyphens', () => {
  it.each(['a', 'abc', 'abc-123', 'islamic-finance-101', '2024'])('accepts %j', (value) => {
    expect(isValidSlug(value)).toBe(true);
  });

  it.each([
    ['uppercase letters', 'Abc'],
    ['a double hyphen', 'abc--def'],
    ['a leading hyphen', '-abc'],
    ['a trailing hyphen', 'abc-'],
    ['unicode letters', 'café'],
    ['the empty string', ''],
    ['spaces', 'abc def'],
    ['underscores', 'abc_def'],
    ['dots', 'drafts.abc'],
    ['a lone hyphen', '-'],
  ])('rejects a slug with %s (%j)', (_rule, value) => {
    expect(isValidSlug(value)).toBe(false);
  });

  it.each([null, undefined, 42, { current: 'abc' }])('rejects the non-string %j', (value) => {
    expect(isValidSlug(value)).toBe(false);
  });
});

describe('slugify — generates a slug from text', () => {
  it.each([
    ['lowercases', 'Islamic', 'islamic'],
    ['turns spaces into hyphens', 'hello world', 'hello-world'],
    ['turns runs of whitespace into one hyphen', 'hello \t\n world', 'hello-world'],
    ['removes other characters', 'C++ & Rust!', 'c-rust'],
    ['removes apostrophes without splitting the word', "Shari'ah Basics", 'shariah-basics'],
    ['folds accents', 'Café Finance', 'cafe-finance'],
    ['collapses repeated hyphens', 'risk -- return', 'risk-return'],
    ['trims edge hyphens', '--Hello--', 'hello'],
    ['trims edge whitespace', '  Hello World  ', 'hello-world'],
    ['removes the draft prefix', 'drafts.abc-123', 'abc-123'],
    ['keeps digits', 'Module 7: Sukuk', 'module-7-sukuk'],
    ['leaves nothing for text without usable characters', '!!! ???', ''],
  ])('%s: %j -> %j', (_rule, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(['Hello World', 'Café Finance', "  Shari'ah -- Basics! ", 'drafts.ABC_123'])(
    'always produces a valid slug or nothing (%j)',
    (input) => {
      const slug = slugify(input);
      expect(slug === '' || isValidSlug(slug)).toBe(true);
    },
  );
});

describe('resolveSlug — own valid slug, otherwise generated from name, title, heading or id', () => {
  it.each<[string, Sluggable, string]>([
    ['own slug given as a string', { slug: 'my-course', name: 'Other Name' }, 'my-course'],
    ['own slug given as {current}', { slug: { current: 'my-course' }, name: 'Other Name' }, 'my-course'],
  ])('keeps a valid %s', (_form, doc, expected) => {
    expect(resolveSlug(doc)).toBe(expected);
  });

  it.each<[string, Sluggable, string]>([
    [
      'name when the slug is invalid',
      { slug: 'Not Valid', name: 'Course Name', title: 'T', heading: 'H', _id: 'id' },
      'course-name',
    ],
    [
      'name when there is no slug',
      { name: 'Course Name', title: 'T', heading: 'H', _id: 'id' },
      'course-name',
    ],
    ['name when {current} is null', { slug: { current: null }, name: 'Course Name' }, 'course-name'],
    ['title when there is no name', { title: 'Article Title', heading: 'H', _id: 'id' }, 'article-title'],
    ['heading when there is no title', { heading: 'Section Heading', _id: 'id' }, 'section-heading'],
    ['the id when nothing else is set', { _id: 'drafts.abc-123' }, 'abc-123'],
    ['the next source when one slugifies to nothing', { name: '!!!', title: 'Real Title' }, 'real-title'],
    ['the next source when one is null', { name: null, title: 'Real Title' }, 'real-title'],
  ])('generates from %s', (_rule, doc, expected) => {
    expect(resolveSlug(doc)).toBe(expected);
  });

  it.each<[string, Sluggable | null | undefined]>([
    ['an empty document', {}],
    ['a document with nothing usable', { slug: '', name: '', title: '???', heading: '  ', _id: '' }],
    ['null', null],
    ['undefined', undefined],
  ])("falls back to 'unknown' for %s", (_case, doc) => {
    expect(resolveSlug(doc)).toBe('unknown');
  });
});

describe('normalizeSlug — a slug taken from a URL', () => {
  it.each([
    ['keeps a valid slug', 'hello-world', 'hello-world'],
    ['slugifies anything else', '  Hello World ', 'hello-world'],
    ['decodes percent-encoded spaces', 'hello%20world', 'hello-world'],
    ['decodes percent-encoded accents', 'caf%C3%A9-finance', 'cafe-finance'],
    ["falls back to 'unknown'", '%21%21%21', 'unknown'],
  ])('%s: %j -> %j', (_rule, input, expected) => {
    expect(normalizeSlug(input)).toBe(expected);
  });

  it.each(['%E0%A4%A', '%', 'abc%zz', '100%'])('does not throw on the malformed escape %j', (input) => {
    let result = '';
    expect(() => {
      result = normalizeSlug(input);
    }).not.toThrow();
    expect(isValidSlug(result)).toBe(true);
  });
});
