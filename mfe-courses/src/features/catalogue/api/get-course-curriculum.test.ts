// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { classifyStructure } from '../../../lib/structure';
import { getCourseCurriculum } from './get-course-curriculum';

const api = setupContentApi();

const idOf = (slug: string) =>
  api.documents('course').find((doc) => (doc.slug as { current: string }).current === slug)?._id as string;

describe('getCourseCurriculum (the course panel)', () => {
  it('gives the outline of a three-level course with its instructors', async () => {
    const result = await getCourseCurriculum(api.client(), idOf('islamic-finance-foundations'));
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data.title).toBe('Islamic Finance Foundations');
    expect(classifyStructure(result.data.modules)).toBe('three-level');
    const lesson = result.data.modules?.[0]?.lessons?.[0];
    expect(lesson?.title).toEqual(expect.any(String));
    expect(lesson?.subLessons?.[0]).toMatchObject({ _key: expect.any(String), title: expect.any(String) });
    expect(Object.keys(lesson?.subLessons?.[0] ?? {})).not.toContain('videoUrl');
    expect(result.data.instructors?.length).toBeGreaterThan(1);
    expect(result.data.instructor?.name).toEqual(expect.any(String));
  });

  it.each([
    ['time-series-forecasting-for-finance', 'two-level'],
    ['takaful-fundamentals', 'single-level'],
    ['zakat-and-purification-calculations', 'three-level'],
  ])('classifies %s as %s', async (slug, structure) => {
    const result = await getCourseCurriculum(api.client(), idOf(slug));
    expect(result.status === 'ok' && classifyStructure(result.data.modules)).toBe(structure);
  });

  it('gives an empty curriculum for the course without modules', async () => {
    const result = await getCourseCurriculum(api.client(), idOf('financial-modelling-principles'));
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(classifyStructure(result.data.modules)).toBe('empty');
  });

  it('is empty for an unknown id', async () => {
    expect((await getCourseCurriculum(api.client(), 'course-no-such-thing')).status).toBe('empty');
  });
});
