// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getCourses } from './get-courses';

const api = setupContentApi();

describe('getCourses (SPEC §7: all courses, newest first)', () => {
  it('lists every published course, newest first', async () => {
    const result = await getCourses(api.client(), 'en');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const published = api.documents('course');
    expect(result.data).toHaveLength(published.length);
    const created = result.data.map((course) => course._createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(result.data.some((course) => course.title?.includes('(DRAFT)'))).toBe(false);
    expect(result.data.every((course) => course.language === 'en')).toBe(true);
  });

  it('gives each card exactly what it shows: counts, instructor name and image, thumbnail asset', async () => {
    const result = await getCourses(api.client(), 'en');
    if (result.status !== 'ok') throw new Error('no courses');
    const foundations = result.data.find((course) => course.slug?.current === 'islamic-finance-foundations');
    expect(foundations).toMatchObject({
      title: 'Islamic Finance Foundations',
      language: 'en',
      level: 'Beginner',
      isFeatured: true,
      instructor: { name: expect.any(String), language: 'en' },
      thumbnail: { asset: { _ref: expect.stringMatching(/^image-/) } },
    });
    expect(foundations?.modulesCount).toBeGreaterThan(0);
    expect(foundations?.lessonsCount).toBeGreaterThan(0);
    expect(foundations?.subLessonsCount).toBeGreaterThan(0);
    for (const card of result.data) {
      expect(Object.keys(card)).not.toContain('modules');
      expect(Object.keys(card)).not.toContain('overview');
      expect(typeof card.modulesCount).toBe('number');
    }
  });

  it('in Arabic, gives each course once: the translated ones in Arabic, the others in English', async () => {
    const result = await getCourses(api.client(), 'ar');
    if (result.status !== 'ok') throw new Error('no courses');
    const english = api.documents('course');
    const arabic = api.documents('course', 'ar');
    expect(arabic.map((doc) => doc._id).sort()).toEqual([
      'course-islamic-finance-foundations__i18n_ar',
      'course-takaful-fundamentals__i18n_ar',
      'course-zakat-and-purification-calculations__i18n_ar',
    ]);
    expect(result.data).toHaveLength(english.length);
    const slugs = result.data.map((course) => course.slug?.current);
    expect(new Set(slugs).size).toBe(english.length);
    const translated = result.data.filter((course) => course.language === 'ar');
    expect(translated.map((course) => course._id).sort()).toEqual(arabic.map((doc) => doc._id).sort());
    expect(translated.every((course) => /[\u0600-\u06FF]/.test(course.title ?? ''))).toBe(true);
    // The others are the English documents, as in the English catalogue.
    const others = result.data.filter((course) => course.language !== 'ar');
    expect(others.every((course) => course.language === 'en')).toBe(true);
    const translatedIds = new Set(arabic.map((doc) => doc._id.replace(/__i18n_ar$/, '')));
    expect(others.map((course) => course._id).sort()).toEqual(
      english
        .map((doc) => doc._id)
        .filter((id) => !translatedIds.has(id))
        .sort(),
    );
    // Newest first, and an Arabic course's card counts its Arabic modules and names its instructor in Arabic.
    const created = result.data.map((course) => course._createdAt as string);
    expect(created).toEqual([...created].sort().reverse());
    const foundations = translated.find((course) => course.slug?.current === 'islamic-finance-foundations');
    expect(foundations).toMatchObject({
      isFeatured: true,
      level: 'Beginner',
      instructor: { language: 'ar' },
    });
    expect(foundations?.modulesCount).toBe(3);
    expect(foundations?.subLessonsCount).toBeGreaterThan(0);
  });

  it("gives each card its progress identity: the English original's id, in both editions", async () => {
    const english = await getCourses(api.client(), 'en');
    const arabic = await getCourses(api.client(), 'ar');
    if (english.status !== 'ok' || arabic.status !== 'ok') throw new Error('no courses');
    for (const card of english.data) expect(card.progressId).toBe(card._id);
    const bySlug = new Map(english.data.map((card) => [card.slug?.current, card._id]));
    for (const card of arabic.data) expect(card.progressId).toBe(bySlug.get(card.slug?.current));
    expect(
      arabic.data.find((card) => card._id === 'course-islamic-finance-foundations__i18n_ar')?.progressId,
    ).toBe('course-islamic-finance-foundations');
  });

  it('keeps the payload small (well under 1.5 KB per course)', async () => {
    for (const language of ['en', 'ar']) {
      const response = await fetch(
        `${api.url()}/v2025-07-16/data/query/production?query=${encodeURIComponent((await import('./get-courses')).COURSES_QUERY)}&%24language=${encodeURIComponent(JSON.stringify(language))}`,
      );
      const text = await response.text();
      const { result } = JSON.parse(text);
      expect(result.length).toBeGreaterThan(5);
      expect(text.length / result.length).toBeLessThan(1536);
    }
  });
});
