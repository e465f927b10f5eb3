// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getCourseBySlug, getCourseByTitle } from './get-course';

const api = setupContentApi();

describe('getCourseBySlug (SPEC §7: course by slug)', () => {
  it('returns the course with modules, lessons, sub-lessons, quizzes and instructors expanded', async () => {
    const result = await getCourseBySlug(api.client(), 'islamic-finance-foundations', 'en');
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
      const result = await getCourseBySlug(api.client(), slug, 'en');
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
    expect((await getCourseBySlug(api.client(), 'no-such-course', 'en')).status).toBe('empty');
    expect((await getCourseBySlug(api.client(), 'no-such-course', 'ar')).status).toBe('empty');
  });
});

const ARABIC = /[\u0600-\u06FF]/;

describe('getCourseBySlug in a language (the same slug in both editions)', () => {
  it('gives the Arabic course in Arabic, with its Arabic modules, lessons and instructor', async () => {
    const result = await getCourseBySlug(api.client(), 'islamic-finance-foundations', 'ar');
    if (result.status !== 'ok') throw new Error(`no course: ${result.status}`);
    const course = result.data;
    expect(course).toMatchObject({
      _id: 'course-islamic-finance-foundations__i18n_ar',
      language: 'ar',
      slug: { current: 'islamic-finance-foundations' },
      instructor: { language: 'ar' },
    });
    expect(course.title).toMatch(ARABIC);
    expect(course.modules).toHaveLength(3);
    for (const module of course.modules ?? []) {
      expect(module).toMatchObject({ _id: expect.stringMatching(/__i18n_ar$/), language: 'ar' });
      expect(module.title).toMatch(ARABIC);
    }
    const lesson = course.modules?.[0]?.lessons?.[0];
    expect(lesson?.title).toMatch(ARABIC);
    expect(lesson?.subLessons?.[0]?.title).toMatch(ARABIC);
    // The same keys as the English course's (progress and links follow them).
    const english = await getCourseBySlug(api.client(), 'islamic-finance-foundations', 'en');
    if (english.status !== 'ok') throw new Error('no English course');
    expect(course.modules?.[0]?.lessons?.map((l) => l._key)).toEqual(
      english.data.modules?.[0]?.lessons?.map((l) => l._key),
    );
  });

  it('gives the English course in English, with its English modules', async () => {
    const result = await getCourseBySlug(api.client(), 'takaful-fundamentals', 'en');
    if (result.status !== 'ok') throw new Error(`no course: ${result.status}`);
    expect(result.data).toMatchObject({
      _id: 'course-takaful-fundamentals',
      language: 'en',
      title: 'Takaful Fundamentals',
      instructor: { language: 'en' },
    });
    expect(result.data.modules?.every((module) => module.language === 'en')).toBe(true);
  });

  it('gives the English course in Arabic when it has no translation', async () => {
    const result = await getCourseBySlug(api.client(), 'quantitative-risk-management', 'ar');
    if (result.status !== 'ok') throw new Error(`no course: ${result.status}`);
    expect(result.data).toMatchObject({
      _id: 'course-quantitative-risk-management',
      language: 'en',
      title: 'Quantitative Risk Management',
    });
    expect(result.data.modules?.length).toBeGreaterThan(0);
    expect(result.data.modules?.every((module) => module.language === 'en')).toBe(true);
  });
});

describe('the progress identity (one progress record per course, whichever edition)', () => {
  it("gives an Arabic course, and each of its modules, the English original's id", async () => {
    const arabic = await getCourseBySlug(api.client(), 'islamic-finance-foundations', 'ar');
    const english = await getCourseBySlug(api.client(), 'islamic-finance-foundations', 'en');
    if (arabic.status !== 'ok' || english.status !== 'ok') throw new Error('no course');
    expect(arabic.data._id).toBe('course-islamic-finance-foundations__i18n_ar');
    expect(arabic.data.progressId).toBe('course-islamic-finance-foundations');
    const englishModules = english.data.modules?.map((module) => module._id);
    expect(englishModules).toEqual([
      'module-islamic-finance-foundations-1',
      'module-islamic-finance-foundations-2',
      'module-islamic-finance-foundations-3',
    ]);
    expect(arabic.data.modules?.map((module) => module.progressId)).toEqual(englishModules);
    expect(arabic.data.modules?.every((module) => module._id.endsWith('__i18n_ar'))).toBe(true);
  });

  it('gives an English course and its modules their own ids, in both editions when untranslated', async () => {
    for (const [slug, language] of [
      ['islamic-finance-foundations', 'en'],
      ['quantitative-risk-management', 'en'],
      ['quantitative-risk-management', 'ar'],
    ] as const) {
      const result = await getCourseBySlug(api.client(), slug, language);
      if (result.status !== 'ok') throw new Error(`no course ${slug}`);
      expect(result.data.progressId).toBe(result.data._id);
      expect(result.data.modules?.length).toBeGreaterThan(0);
      for (const module of result.data.modules ?? []) expect(module.progressId).toBe(module._id);
    }
  });

  it('gives every translated course of the dataset its English id (each Arabic module its English one)', async () => {
    for (const doc of api.documents('course', 'ar')) {
      const slug = (doc.slug as { current: string }).current;
      const arabic = await getCourseBySlug(api.client(), slug, 'ar');
      const english = await getCourseBySlug(api.client(), slug, 'en');
      if (arabic.status !== 'ok' || english.status !== 'ok') throw new Error(`no course ${slug}`);
      expect(arabic.data.progressId).toBe(english.data._id);
      expect(arabic.data.modules?.map((module) => module.progressId)).toEqual(
        english.data.modules?.map((module) => module._id),
      );
    }
  });

  it('is the same when the Arabic course is found by its title', async () => {
    const result = await getCourseByTitle(api.client(), 'islamic finance', 'ar');
    if (result.status !== 'ok') throw new Error(`no course: ${result.status}`);
    expect(result.data).toMatchObject({
      _id: 'course-islamic-finance-foundations__i18n_ar',
      progressId: 'course-islamic-finance-foundations',
    });
    expect(result.data.modules?.[0]?.progressId).toBe('module-islamic-finance-foundations-1');
  });
});

describe('getCourseByTitle (SPEC §7: fallback by title pattern)', () => {
  it('finds a course from its slug words', async () => {
    const result = await getCourseByTitle(api.client(), 'islamic finance foundations', 'en');
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.data.slug?.current).toBe('islamic-finance-foundations');
  });

  it('finds the course whose stored slug is not a valid slug', async () => {
    const invalid = api
      .documents('course')
      .find((doc) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test((doc.slug as { current: string }).current));
    expect(invalid, 'the demo dataset has a course with a slug that needs normalising').toBeTruthy();
    const result = await getCourseByTitle(api.client(), String(invalid?.title), 'en');
    expect(result.status).toBe('ok');
    // Untranslated: the English course on an Arabic page too.
    const arabic = await getCourseByTitle(api.client(), String(invalid?.title), 'ar');
    expect(arabic.status === 'ok' && arabic.data._id).toBe(invalid?._id);
  });

  it("in Arabic, finds a translated course from its English slug's words, and gives its Arabic version", async () => {
    const result = await getCourseByTitle(api.client(), 'islamic finance', 'ar');
    if (result.status !== 'ok') throw new Error(`no course: ${result.status}`);
    expect(result.data).toMatchObject({
      _id: 'course-islamic-finance-foundations__i18n_ar',
      language: 'ar',
      slug: { current: 'islamic-finance-foundations' },
    });
  });
});
