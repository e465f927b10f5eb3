// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { coursePath, courseSlug, courseTitle, learnPath } from './course-links';
import { type CoursesT, coursesMessages } from './messages';

describe('course links (SPEC §5 slugs)', () => {
  it('uses the course’s own slug when it is valid', () => {
    expect(
      courseSlug({
        _id: 'c1',
        title: 'Islamic Finance Foundations',
        slug: { current: 'islamic-finance-foundations' },
      }),
    ).toBe('islamic-finance-foundations');
    expect(coursePath({ slug: { current: 'takaful-fundamentals' } })).toBe('/courses/takaful-fundamentals');
    expect(learnPath({ slug: { current: 'takaful-fundamentals' } })).toBe(
      '/courses/takaful-fundamentals/learn',
    );
  });

  it('makes one from the title when the stored slug is not valid', () => {
    expect(
      courseSlug({
        _id: 'c2',
        title: 'Python for Finance',
        slug: { current: 'Intro_To_Python_For_Finance' },
      }),
    ).toBe('python-for-finance');
    expect(courseSlug({ title: '  Murabaha & Ijarah: Cash-Flow Modelling ', slug: null })).toBe(
      'murabaha-ijarah-cash-flow-modelling',
    );
  });

  it('falls back to the id, then to "unknown"', () => {
    expect(courseSlug({ _id: 'course-abc', title: '!!!' })).toBe('course-abc');
    expect(courseSlug({ _id: 'drafts.course-abc' })).toBe('course-abc');
    expect(courseSlug({})).toBe('unknown');
    expect(courseSlug(null)).toBe('unknown');
  });

  it('survives fields of the wrong type', () => {
    expect(courseSlug({ _id: 42, title: ['x'], slug: 7 })).toBe('unknown');
    expect(courseSlug({ title: 'Risk', slug: { current: 12 } })).toBe('risk');
    expect(courseSlug({ title: 'Risk', slug: 'valid-string-slug' })).toBe('valid-string-slug');
  });

  it('titles a course without one', () => {
    expect(courseTitle({ title: '  Takaful  ' })).toBe('Takaful');
    expect(courseTitle({ title: null })).toBe('Untitled course');
    expect(courseTitle({ title: 3 })).toBe('Untitled course');
    expect(courseTitle(null)).toBe('Untitled course');
  });
});

describe('courseTitle', () => {
  const arabic: CoursesT = (key, values) => coursesMessages.t('ar', key, values);
  beforeAll(() => coursesMessages.load('ar'));

  it("is the course's own title, trimmed", () => {
    expect(courseTitle({ title: '  Takaful Fundamentals ' })).toBe('Takaful Fundamentals');
    expect(courseTitle({ title: 'أساسيات التكافل' }, arabic)).toBe('أساسيات التكافل');
  });

  it("is 'Untitled course' without one, in the page's locale", () => {
    expect(courseTitle({ title: 42 })).toBe('Untitled course');
    expect(courseTitle(null)).toBe('Untitled course');
    expect(courseTitle({ title: '' }, arabic)).toBe('دورة بلا عنوان');
  });
});
