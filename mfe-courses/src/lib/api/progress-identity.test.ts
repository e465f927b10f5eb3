// @vitest-environment node
// The progress identity over content an editor makes in the Studio: a translation created there
// has a random id (not `<englishId>__i18n_ar`), a translated course may still list an English
// module, and translation metadata can be incomplete. Real content API, a dataset of its own.
import { IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import type { Locale } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { COURSE_CARD_PROJECTION, type CourseCard, courseCardList } from './course-card';
import { getCourseBySlug } from './get-course';

const ref = (id: string, key = id) => ({ _key: key, _type: 'reference', _ref: id });
const weak = (language: string, id: string) => ({
  _key: language,
  _type: 'internationalizedArrayReferenceValue',
  value: { _type: 'reference', _ref: id, _weak: true },
});
const lessons = [{ _key: 'l1', title: 'Lesson', subLessons: [{ _key: 's1', title: 'Part' }] }];

const ARABIC_COURSE = '0b6f2c1e-9d4a-4c57-8e1b-2a7f5d3c9e10';
const ARABIC_MODULE = '7c3e81aa-5f0d-4b2e-9a64-1d8c2b7e4f35';

const DOCUMENTS = [
  // An English course and its Arabic translation made in the Studio (random ids); the Arabic
  // course lists its Arabic first module and the English second one (not translated yet).
  {
    _id: 'course-sukuk-101',
    _type: 'course',
    _createdAt: '2025-01-01T00:00:00Z',
    language: 'en',
    title: 'Sukuk 101',
    slug: { current: 'sukuk-101' },
    modules: [ref('module-sukuk-101-a'), ref('module-sukuk-101-b')],
  },
  { _id: 'module-sukuk-101-a', _type: 'courseModule', language: 'en', title: 'A', lessons },
  { _id: 'module-sukuk-101-b', _type: 'courseModule', language: 'en', title: 'B', lessons },
  {
    _id: ARABIC_COURSE,
    _type: 'course',
    _createdAt: '2025-01-02T00:00:00Z',
    language: 'ar',
    title: 'الصكوك ١٠١',
    slug: { current: 'sukuk-101' },
    modules: [ref(ARABIC_MODULE), ref('module-sukuk-101-b')],
  },
  { _id: ARABIC_MODULE, _type: 'courseModule', language: 'ar', title: 'أ', lessons },
  {
    _id: 'e5d4c3b2-a190-4f8e-8d7c-6b5a49382716',
    _type: 'translation.metadata',
    translations: [weak('en', 'course-sukuk-101'), weak('ar', ARABIC_COURSE)],
  },
  {
    _id: '3a2b1c0d-e9f8-47a6-b5c4-d3e2f1a0b9c8',
    _type: 'translation.metadata',
    translations: [weak('ar', ARABIC_MODULE), weak('en', 'module-sukuk-101-a')],
  },
  // An Arabic course whose metadata names no English version: it keeps its own id.
  {
    _id: 'course-orphan',
    _type: 'course',
    _createdAt: '2025-01-03T00:00:00Z',
    language: 'ar',
    title: 'دورة',
    slug: { current: 'orphan' },
    modules: [ref('module-orphan')],
  },
  { _id: 'module-orphan', _type: 'courseModule', language: 'ar', title: 'وحدة', lessons },
  {
    _id: 'translation.metadata.orphan',
    _type: 'translation.metadata',
    translations: [weak('ar', 'course-orphan')],
  },
  // Malformed metadata is no one's.
  { _id: 'translation.metadata.broken', _type: 'translation.metadata', translations: null },
  { _id: 'translation.metadata.empty', _type: 'translation.metadata' },
];

const api = setupContentApi({ documents: DOCUMENTS });

async function course(slug: string, language: Locale) {
  const result = await getCourseBySlug(api.client(), slug, language);
  if (result.status !== 'ok') throw new Error(`no course ${slug}: ${result.status}`);
  return result.data;
}

const COURSES = `*[_type == "course" && ${IN_LANGUAGE}] | order(_createdAt desc)`;
// The catalogue's list (the metadata read once for the list) and a few cards (read per card).
const CARD_QUERIES = {
  list: courseCardList(COURSES),
  'per card': `${COURSES} ${COURSE_CARD_PROJECTION}`,
};

async function cards(language: Locale, query: string) {
  const result = await queryContent<CourseCard[]>(api.client(), query, languageParams(language));
  if (result.status !== 'ok') throw new Error(`no courses: ${result.status}`);
  return result.data;
}

describe('progressId, with translations made in the Studio', () => {
  it("is the English original's id for a translation with a random id, and for its modules", async () => {
    const arabic = await course('sukuk-101', 'ar');
    expect(arabic).toMatchObject({ _id: ARABIC_COURSE, progressId: 'course-sukuk-101' });
    expect(arabic.modules?.map((module) => [module._id, module.progressId])).toEqual([
      [ARABIC_MODULE, 'module-sukuk-101-a'],
      ['module-sukuk-101-b', 'module-sukuk-101-b'],
    ]);
  });

  it('is the own id of an English course and its modules', async () => {
    const english = await course('sukuk-101', 'en');
    expect(english).toMatchObject({ _id: 'course-sukuk-101', progressId: 'course-sukuk-101' });
    expect(english.modules?.map((module) => module.progressId)).toEqual([
      'module-sukuk-101-a',
      'module-sukuk-101-b',
    ]);
  });

  it('is the own id of a translation whose metadata names no English version', async () => {
    const orphan = await course('orphan', 'ar');
    expect(orphan).toMatchObject({ _id: 'course-orphan', progressId: 'course-orphan' });
    expect(orphan.modules?.[0]?.progressId).toBe('module-orphan');
  });

  it.each(Object.entries(CARD_QUERIES))(
    "is on every card: the English original's id in both editions (%s)",
    async (_, query) => {
      const arabic = await cards('ar', query);
      expect(arabic.map((card) => [card._id, card.progressId])).toEqual([
        ['course-orphan', 'course-orphan'],
        [ARABIC_COURSE, 'course-sukuk-101'],
      ]);
      const english = await cards('en', query);
      expect(english.map((card) => [card._id, card.progressId])).toEqual([
        ['course-sukuk-101', 'course-sukuk-101'],
      ]);
    },
  );
});
