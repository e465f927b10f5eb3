// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALL_LEVELS,
  buildSearchIndex,
  filterCourses,
  levelOf,
  levelOptions,
  OTHER_LEVEL,
} from './filter-courses';

const course = (title: unknown, description: unknown, level?: unknown) => ({ title, description, level });

const COURSES = [
  course('Islamic Finance Foundations', 'Riba, gharar and maysir explained.', 'Beginner'),
  course('Quantitative Risk Management', 'Value-at-Risk and expected shortfall.', 'Advanced'),
  course('Time Series Forecasting', 'ARIMA and GARCH models for FINANCE.', 'Intermediate'),
  course('Zakat Calculations', 'Nisab, hawl and purification.', undefined),
  course('Takaful Fundamentals', 'Islamic insurance.', 'Beginner'),
  course(null, null, '  '),
];
const index = buildSearchIndex(COURSES);
const titles = (list: { title: unknown }[]) => list.map((item) => item.title);

describe('search (SPEC §2: title or description, case-insensitive)', () => {
  it('matches the title', () => {
    expect(titles(filterCourses(index, { query: 'risk', level: null }))).toEqual([
      'Quantitative Risk Management',
    ]);
  });

  it('matches the description, whatever the case', () => {
    expect(titles(filterCourses(index, { query: 'finance', level: null }))).toEqual([
      'Islamic Finance Foundations',
      'Time Series Forecasting',
    ]);
    expect(titles(filterCourses(index, { query: 'GhArAr', level: null }))).toEqual([
      'Islamic Finance Foundations',
    ]);
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(titles(filterCourses(index, { query: '  islamic    finance ', level: null }))).toEqual([
      'Islamic Finance Foundations',
    ]);
  });

  it('an empty search matches every course, in catalogue order', () => {
    expect(filterCourses(index, { query: '   ', level: null })).toHaveLength(COURSES.length);
  });

  it('finds nothing for text in neither field', () => {
    expect(filterCourses(index, { query: 'cryptocurrency', level: null })).toEqual([]);
  });

  it('does not match across the title and the description', () => {
    expect(filterCourses(index, { query: 'fundamentals islamic', level: null })).toEqual([]);
  });

  it('survives courses with missing or non-text fields', () => {
    const odd = buildSearchIndex([course(42, { en: 'x' }, 7), course(undefined, 'Has words', null)]);
    expect(titles(filterCourses(odd, { query: 'words', level: null }))).toEqual([undefined]);
    expect(filterCourses(odd, { query: '42', level: null })).toEqual([]);
  });
});

describe('level grouping (SPEC §2: one entry per level, no level under Other)', () => {
  it('files a course under its level, or Other', () => {
    expect(levelOf(course('a', '', ' Beginner '))).toBe('Beginner');
    expect(levelOf(course('a', '', undefined))).toBe(OTHER_LEVEL);
    expect(levelOf(course('a', '', ''))).toBe(OTHER_LEVEL);
    expect(levelOf(course('a', '', 3))).toBe(OTHER_LEVEL);
  });

  it('lists each distinct level once, known levels in teaching order, Other last', () => {
    expect(levelOptions(COURSES)).toEqual(['Beginner', 'Intermediate', 'Advanced', OTHER_LEVEL]);
    expect(
      levelOptions([course('a', '', 'Expert'), course('b', '', 'Beginner'), course('c', '', 'Applied')]),
    ).toEqual(['Beginner', 'Applied', 'Expert']);
    expect(levelOptions([])).toEqual([]);
  });

  it('filters by a level, by Other, and not at all for All Courses', () => {
    expect(titles(filterCourses(index, { query: '', level: 'Beginner' }))).toEqual([
      'Islamic Finance Foundations',
      'Takaful Fundamentals',
    ]);
    expect(titles(filterCourses(index, { query: '', level: OTHER_LEVEL }))).toEqual([
      'Zakat Calculations',
      null,
    ]);
    expect(filterCourses(index, { query: '', level: ALL_LEVELS })).toHaveLength(COURSES.length);
    expect(filterCourses(index, { query: '', level: 'Expert' })).toEqual([]);
  });

  it('combines the level and the search', () => {
    expect(titles(filterCourses(index, { query: 'islamic', level: 'Beginner' }))).toEqual([
      'Islamic Finance Foundations',
      'Takaful Fundamentals',
    ]);
    expect(filterCourses(index, { query: 'islamic', level: 'Advanced' })).toEqual([]);
  });
});
