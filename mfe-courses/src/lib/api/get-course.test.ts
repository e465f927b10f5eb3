// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getCourseBySlug, getCourseByTitle } from './get-course';

const api = setupContentApi();

describe('getCourseBySlug (SPEC §7: course by slug)', () => {
  it('returns the course with modules, lessons, sub-lessons, quizzes and instructors expanded', async () => {
    const result = await getCourseBySlug(api.client(), 'islamic-finance-foundations');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const course = result.data;
    expect(course.title).toBe('Islamic Finance Foundations');
    expect(course.instructor?.name).toEqual(expect.any(String));
    expect(course.modules?.length).toBeGreaterThan(0);
    const module = course.modules?.[0];
    expect(module?._id).toEqual(expect.any(String));
    expect(module?.lessons?.[0]?._key).toEqual(expect.any(String));
    expect(module?.lessons?.[0]?.subLessons?.[0]?._key).toEqual(expect.any(String));
    expect(course.modules?.some((m) => (m.moduleQuiz?.questions?.length ?? 0) > 0)).toBe(true);
  });

  it('expands file materials to their URL, name and size', async () => {
    const courses = api.documents('course').map((doc) => (doc.slug as { current: string }).current);
    let found = false;
    for (const slug of courses) {
      const result = await getCourseBySlug(api.client(), slug);
      if (result.status !== 'ok') continue;
      const materials = (result.data.modules ?? []).flatMap((m) => [
        ...(m.materials ?? []),
        ...(m.lessons ?? []).flatMap((l) => (l.subLessons ?? []).flatMap((s) => s.materials ?? [])),
      ]);
      const file = materials.find((material) => material._type === 'file');
      if (file && file._type === 'file') {
        expect(file.asset).toMatchObject({
          url: expect.stringMatching(/^http/),
          originalFilename: expect.any(String),
          size: expect.any(Number),
        });
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
  });

  it('is empty for an unknown slug', async () => {
    expect((await getCourseBySlug(api.client(), 'no-such-course')).status).toBe('empty');
  });
});

describe('getCourseByTitle (SPEC §7: fallback by title pattern)', () => {
  it('finds a course from its slug words', async () => {
    const result = await getCourseByTitle(api.client(), 'islamic finance foundations');
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.data.slug?.current).toBe('islamic-finance-foundations');
  });

  it('finds the course whose stored slug is not a valid slug', async () => {
    const invalid = api
      .documents('course')
      .find((doc) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test((doc.slug as { current: string }).current));
    expect(invalid, 'the demo dataset has a course with a slug that needs normalising').toBeTruthy();
    const result = await getCourseByTitle(api.client(), String(invalid?.title));
    expect(result.status).toBe('ok');
  });
});
