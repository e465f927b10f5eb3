// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../build/messages';
import { formatMessage } from './format-message';

/** A message as the build gives it to the browser. */
const compiled = (message: string) =>
  compileCatalog({ message }).message as Parameters<typeof formatMessage>[0];

describe('formatMessage: a compiled ICU message with its values', () => {
  it('gives a text without arguments as it is, and puts arguments in their place', () => {
    expect(formatMessage(compiled('Explore Courses'), 'en')).toBe('Explore Courses');
    expect(formatMessage(compiled('Welcome back, {name}!'), 'en', { name: 'Aisha' })).toBe(
      'Welcome back, Aisha!',
    );
    expect(formatMessage(compiled('{a} and {b}'), 'en', { a: 1, b: 'two' })).toBe('1 and two');
  });

  it('leaves out an argument that has no value', () => {
    expect(formatMessage(compiled('Hello {name}!'), 'en', {})).toBe('Hello !');
    expect(formatMessage(compiled('Hello {name}!'), 'en', { name: null })).toBe('Hello !');
  });

  it("chooses a plural form by the locale's rules, an exact match first, and writes # in the locale's digits", () => {
    const articles = compiled('{count, plural, =0 {No articles} one {# article} other {# articles}}');
    expect(formatMessage(articles, 'en', { count: 0 })).toBe('No articles');
    expect(formatMessage(articles, 'en', { count: 1 })).toBe('1 article');
    expect(formatMessage(articles, 'en', { count: 1234 })).toBe('1,234 articles');
    const arabic = compiled(
      '{count, plural, zero {لا مقالات} one {مقالة واحدة} two {مقالتان} few {# مقالات} many {# مقالةً} other {# مقالة}}',
    );
    const forms = [0, 1, 2, 3, 11, 100, 1234].map((count) => formatMessage(arabic, 'ar', { count }));
    expect(forms).toEqual([
      'لا مقالات',
      'مقالة واحدة',
      'مقالتان',
      '3 مقالات',
      '11 مقالةً',
      '100 مقالة',
      '1,234 مقالةً',
    ]);
  });

  it('applies a plural offset to the rule and to #, but not to an exact match', () => {
    const others = compiled(
      '{n, plural, offset:1 =1 {Only you} one {You and # other} other {You and # others}}',
    );
    expect(formatMessage(others, 'en', { n: 1 })).toBe('Only you');
    expect(formatMessage(others, 'en', { n: 2 })).toBe('You and 1 other');
    expect(formatMessage(others, 'en', { n: 5 })).toBe('You and 4 others');
  });

  it('chooses an ordinal form, and a select branch (other when nothing matches)', () => {
    const place = compiled('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}');
    expect([1, 2, 3, 4, 11, 22].map((n) => formatMessage(place, 'en', { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
    const answer = compiled(
      '{choice, select, granted {You allowed analytics.} other {You declined analytics.}}',
    );
    expect(formatMessage(answer, 'en', { choice: 'granted' })).toBe('You allowed analytics.');
    expect(formatMessage(answer, 'en', { choice: 'denied' })).toBe('You declined analytics.');
    expect(formatMessage(answer, 'en', {})).toBe('You declined analytics.');
  });

  it('formats branches inside branches, with arguments in them', () => {
    const nested = compiled(
      '{role, select, admin {{count, plural, one {# admin: {name}} other {# admins: {name}}}} other {{name}}}',
    );
    expect(formatMessage(nested, 'en', { role: 'admin', count: 2, name: 'Omar' })).toBe('2 admins: Omar');
    expect(formatMessage(nested, 'en', { role: 'guest', name: 'Omar' })).toBe('Omar');
  });

  it('keeps a quoted # within a text as a character', () => {
    expect(formatMessage(compiled("{n, plural, other {Step '#'1: # done}}"), 'en', { n: 3 })).toBe(
      'Step #1: 3 done',
    );
  });
});
