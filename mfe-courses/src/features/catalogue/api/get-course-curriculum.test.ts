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
    const result = await getCourseCurriculum(api.client(), idOf('islamic-finance-foundations'), 'en');
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
    const result = await getCourseCurriculum(api.client(), idOf(slug), 'en');
    expect(result.status === 'ok' && classifyStructure(result.data.modules)).toBe(structure);
  });

  it('gives an empty curriculum for the course without modules', async () => {
    const result = await getCourseCurriculum(api.client(), idOf('financial-modelling-principles'), 'en');
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(classifyStructure(result.data.modules)).toBe('empty');
  });

  it('is empty for an unknown id', async () => {
    expect((await getCourseCurriculum(api.client(), 'course-no-such-thing', 'en')).status).toBe('empty');
    expect((await getCourseCurriculum(api.client(), 'course-no-such-thing', 'ar')).status).toBe('empty');
  });

  it("gives the outline in the page's language, whichever version's id it is asked by", async () => {
    const english = 'course-takaful-fundamentals';
    const arabic = `${english}__i18n_ar`;
    for (const id of [english, arabic]) {
      const inArabic = await getCourseCurriculum(api.client(), id, 'ar');
      if (inArabic.status !== 'ok') throw new Error(`no curriculum: ${inArabic.status}`);
      expect(inArabic.data).toMatchObject({ _id: arabic, language: 'ar', instructor: { language: 'ar' } });
      expect(inArabic.data.modules?.every((module) => module.language === 'ar')).toBe(true);
      expect(inArabic.data.modules?.[0]?.title).toMatch(/[\u0600-\u06FF]/);
      const inEnglish = await getCourseCurriculum(api.client(), id, 'en');
      expect(inEnglish.status === 'ok' && inEnglish.data).toMatchObject({ _id: english, language: 'en' });
    }
    // Untranslated: the English outline in Arabic.
    const risk = await getCourseCurriculum(api.client(), idOf('quantitative-risk-management'), 'ar');
    expect(risk.status === 'ok' && risk.data).toMatchObject({
      _id: 'course-quantitative-risk-management',
      language: 'en',
      title: 'Quantitative Risk Management',
    });
  });
});
