// @vitest-environment node
import type { ContentResult } from '@quantethic/kit/content';
import { describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '../api/get-course';
import { findCourse, slugWords } from './find-course';

const course = (slug: unknown, title = 'A course'): CourseDetail =>
  ({ _id: `course-${title}`, title, slug: { current: slug } }) as CourseDetail;
const ok = (data: CourseDetail): ContentResult<CourseDetail> => ({ status: 'ok', data });
const EMPTY: ContentResult<CourseDetail> = { status: 'empty' };
const ERROR: ContentResult<CourseDetail> = { status: 'error', error: new Error('down') };

function finders(bySlug: ContentResult<CourseDetail>, byTitle: ContentResult<CourseDetail> = EMPTY) {
  return { bySlug: vi.fn(async () => bySlug), byTitle: vi.fn(async () => byTitle) };
}

describe('slugWords', () => {
  it('turns a slug into the words of a title', () => {
    expect(slugWords('python-for-finance')).toBe('python for finance');
    expect(slugWords('unknown')).toBe('unknown');
    expect(slugWords('')).toBe('');
  });
});

describe('findCourse (SPEC §2: by slug, then by title)', () => {
  it('finds a course by its slug without asking by title', async () => {
    const found = finders(ok(course('islamic-finance-foundations')));
    const result = await findCourse('islamic-finance-foundations', found);
    expect(result).toMatchObject({ status: 'ok', data: { kind: 'found' } });
    expect(found.byTitle).not.toHaveBeenCalled();
  });

  it('falls back to the title (the slug’s words) when no course has the slug', async () => {
    const found = finders(EMPTY, ok(course('Intro_To_Python_For_Finance', 'Python for Finance')));
    const result = await findCourse('python-for-finance', found);
    expect(found.byTitle).toHaveBeenCalledWith('python for finance');
    // The stored slug is not valid: the course is shown in place.
    expect(result).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { title: 'Python for Finance' } },
    });
  });

  it('redirects to the canonical slug of a course found by title when that slug is valid', async () => {
    const result = await findCourse(
      'islamic-finance',
      finders(EMPTY, ok(course('islamic-finance-foundations'))),
    );
    expect(result).toEqual({ status: 'ok', data: { kind: 'redirect', slug: 'islamic-finance-foundations' } });
  });

  it('shows in place a course found by title without a usable slug', async () => {
    for (const slug of [null, 12, '', 'Not Valid']) {
      const result = await findCourse('some-course', finders(EMPTY, ok(course(slug))));
      expect(result).toMatchObject({ status: 'ok', data: { kind: 'found' } });
    }
  });

  it('is not found when neither lookup finds it', async () => {
    expect(await findCourse('no-such-course', finders(EMPTY, EMPTY))).toEqual({
      status: 'ok',
      data: { kind: 'not-found' },
    });
  });

  it('treats a malformed result as nothing found', async () => {
    const malformed = { status: 'ok', data: 'oops' } as unknown as ContentResult<CourseDetail>;
    expect(await findCourse('x', finders(malformed, malformed))).toEqual({
      status: 'ok',
      data: { kind: 'not-found' },
    });
  });

  it('reports an API failure at either step as an error, never as not found', async () => {
    expect((await findCourse('x', finders(ERROR))).status).toBe('error');
    expect((await findCourse('x', finders(EMPTY, ERROR))).status).toBe('error');
  });
});
