// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyStructure, hasLegacyContent, sortByOrder } from './structure';

const subLesson = (key: string, order?: unknown) => ({ _key: key, title: key, order });
const lesson = (key: string, subLessons?: unknown, order?: unknown) => ({
  _key: key,
  title: key,
  order,
  subLessons,
});

describe('classifyStructure (SPEC §3)', () => {
  it.each([
    ['no modules field', undefined],
    ['null modules', null],
    ['an empty modules array', []],
  ])('is empty with %s', (_case, modules) => {
    expect(classifyStructure(modules)).toBe('empty');
  });

  it('is three-level when some module has lessons with sub-lessons', () => {
    expect(
      classifyStructure([
        { _id: 'm1', lessons: [lesson('l1', [])] },
        { _id: 'm2', lessons: [lesson('l2', [subLesson('s1')])] },
      ]),
    ).toBe('three-level');
  });

  it('is three-level even when other modules are legacy or have no lessons', () => {
    expect(
      classifyStructure([
        { _id: 'm1', topics: ['a'] },
        { _id: 'm2', lessons: [lesson('l1', [subLesson('s1')])] },
        { _id: 'm3' },
      ]),
    ).toBe('three-level');
  });

  it('is two-level when modules have lessons but no sub-lessons anywhere', () => {
    expect(classifyStructure([{ _id: 'm1', lessons: [lesson('l1'), lesson('l2', [])] }, { _id: 'm2' }])).toBe(
      'two-level',
    );
    expect(classifyStructure([{ _id: 'm1', lessons: [lesson('l1', null)] }])).toBe('two-level');
  });

  it.each([
    ['topics', { topics: ['Mutual guarantee'] }],
    ['a video', { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
    ['materials', { materials: [{ _type: 'link', url: 'https://example.com' }] }],
    ['further readings', { furtherReadings: [{ title: 'Book' }] }],
    ['a code snippet', { codeSnippet: 'print(1)' }],
    ['legacy quizzes', { quizzes: [{ title: 'Quiz' }] }],
  ])('is single-level when modules have no lessons but %s', (_case, content) => {
    expect(classifyStructure([{ _id: 'm1', lessons: [], ...content }, { _id: 'm2' }])).toBe('single-level');
  });

  it.each([
    ['modules that are not an array', { _id: 'm1' }],
    ['a string', 'modules'],
    ['modules with only titles', [{ _id: 'm1', title: 'One' }]],
    ['blank legacy fields', [{ _id: 'm1', topics: ['  '], videoUrl: ' ', materials: [], quizzes: [null] }]],
    ['entries that are not objects', [null, 3, 'module']],
    ['lessons that are not objects', [{ _id: 'm1', lessons: ['a', null] }]],
  ])('is unknown with %s', (_case, modules) => {
    expect(classifyStructure(modules)).toBe('unknown');
  });

  it('ignores malformed entries next to valid ones', () => {
    expect(classifyStructure([null, { _id: 'm1', lessons: [lesson('l1', [subLesson('s1')])] }, 'x'])).toBe(
      'three-level',
    );
  });

  it('hasLegacyContent is false for anything that is not a module object', () => {
    expect(hasLegacyContent(null)).toBe(false);
    expect(hasLegacyContent(['topics'])).toBe(false);
    expect(hasLegacyContent({ topics: 'not a list' })).toBe(false);
  });
});

describe('sortByOrder (SPEC §5: lessons and sub-lessons by order ascending)', () => {
  const keys = (items: { _key: string }[]) => items.map((item) => item._key);

  it('sorts by order ascending', () => {
    expect(keys(sortByOrder([subLesson('b', 2), subLesson('c', 3), subLesson('a', 1)]))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('puts a missing or invalid order last', () => {
    expect(
      keys(
        sortByOrder([
          subLesson('none'),
          subLesson('two', 2),
          subLesson('text', '1'),
          subLesson('nan', Number.NaN),
          subLesson('null', null),
          subLesson('minus', -1),
        ]),
      ),
    ).toEqual(['minus', 'two', 'none', 'text', 'nan', 'null']);
  });

  it('is stable for equal orders', () => {
    expect(
      keys(sortByOrder([subLesson('x', 1), subLesson('y', 0), subLesson('z', 1), subLesson('w', 1)])),
    ).toEqual(['y', 'x', 'z', 'w']);
  });

  it('handles fractional orders and keeps the input untouched', () => {
    const input = [subLesson('b', 1.5), subLesson('a', 1)];
    expect(keys(sortByOrder(input))).toEqual(['a', 'b']);
    expect(keys(input)).toEqual(['b', 'a']);
  });

  it('gives [] for anything that is not an array and drops non-object entries', () => {
    expect(sortByOrder(null)).toEqual([]);
    expect(sortByOrder({ order: 1 })).toEqual([]);
    expect(keys(sortByOrder([null, subLesson('a', 1), 'x']))).toEqual(['a']);
  });
});
