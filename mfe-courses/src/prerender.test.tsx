// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import {
  DEFAULT_SITE_CONFIG,
  isValidSlug,
  type PrerenderPath,
  type SiteConfig,
  slugify,
} from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import prerenderer from './prerender';
import { headJsonLd, headLinks, headMeta, headTitle } from './testing/head';

const SITE_URL = 'https://quantethic.example';

/** The later of two ISO dates (they compare as text). */
const newer = (a: string, b: string) => (a.localeCompare(b) < 0 ? b : a);

type Doc = Record<string, unknown> & { _id: string; _updatedAt?: string };
const slugOf = (doc: Doc) => (doc.slug as { current?: unknown } | undefined)?.current;
const refs = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((ref) =>
    ref && typeof (ref as { _ref?: unknown })._ref === 'string' ? [(ref as { _ref: string })._ref] : [],
  );
/** The newest `_updatedAt` of a course and the modules and instructors its page shows. */
function courseUpdated(course: Doc, all: Doc[]): string {
  const shown = new Set([...refs(course.modules), ...refs(course.instructor), ...refs(course.instructors)]);
  return [course, ...all.filter((doc) => shown.has(doc._id))]
    .map((doc) => doc._updatedAt ?? '')
    .reduce(newer, '');
}

describe('courses prerender (deploy time), demo dataset', () => {
  const api = setupContentApi();
  const config = (): SiteConfig => ({ ...DEFAULT_SITE_CONFIG, siteUrl: SITE_URL, content: api.config() });
  const allDocs = () =>
    ['course', 'courseModule', 'teamMember'].flatMap((type) => api.documents(type) as Doc[]);

  it('lists the catalogue and every learning page (not indexable), each with its date; course pages need a sign-in and are not listed', async () => {
    const paths = (await prerenderer.paths(config())) as PrerenderPath[];
    const courses = api.documents('course') as Doc[];
    expect(courses.length).toBeGreaterThan(5);
    // A course whose stored slug is not valid has its page at a slug made from its title.
    const pathSlug = (course: Doc) =>
      isValidSlug(slugOf(course)) ? slugOf(course) : slugify(String(course.title));
    const expected: PrerenderPath[] = courses.flatMap((course) => {
      const lastModified = courseUpdated(course, allDocs());
      return [{ path: `/courses/${pathSlug(course)}/learn`, lastModified, indexable: false }];
    });
    const newest = expected.map((path) => path.lastModified ?? '').reduce(newer, '');
    const byPath = (a: PrerenderPath, b: PrerenderPath) => a.path.localeCompare(b.path);
    expect([...paths].sort(byPath)).toEqual(
      [{ path: '/courses', lastModified: newest }, ...expected].sort(byPath),
    );
    expect(paths).toContainEqual({
      path: '/courses/python-for-finance/learn',
      lastModified: '2024-08-30T16:45:00Z',
      indexable: false,
    });
    expect(paths.some((path) => /^\/courses\/[^/]+$/.test(path.path))).toBe(false);
  });

  it('shows nothing of a course page until the sign-in is known (it needs one, SPEC §6)', async () => {
    const snapshot = await prerenderer.render('/courses/islamic-finance-foundations', config());
    expect(snapshot?.html).toContain('Checking your sign-in...');
    expect(snapshot?.html).not.toContain('Curriculum');
    expect(snapshot?.html).not.toContain('Islamic Finance Foundations');
  });

  it("renders a learning page as it paints while the sign-in is checked: the course's heading, no lesson, noindex", async () => {
    const snapshot = await prerenderer.render('/courses/islamic-finance-foundations/learn', config());
    expect(snapshot).not.toBeNull();
    expect(snapshot?.html).toMatch(/<h1[^>]*>Islamic Finance Foundations<\/h1>/);
    expect(snapshot?.html).toContain('Checking your sign-in...');
    expect(snapshot?.html).not.toContain('aria-label="Lesson"');
    // The content the browser's first render starts from.
    expect(snapshot?.content['course:islamic-finance-foundations']).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { title: 'Islamic Finance Foundations' } },
    });
    const head = snapshot?.head ?? '';
    expect(snapshot?.noIndex).toBe(true);
    expect(headMeta(head, 'robots')).toBe('noindex, nofollow');
    expect(headTitle(head)).toBe('Learning: Islamic Finance Foundations | QuantEthic');
    expect(headLinks(head, 'canonical')).toEqual([`${SITE_URL}/courses/islamic-finance-foundations/learn`]);
  });

  it('renders the catalogue with an ItemList of every course, each with the properties a Course needs', async () => {
    const snapshot = await prerenderer.render('/courses', config());
    const head = snapshot?.head ?? '';
    expect(headTitle(head)).toBe('Courses | QuantEthic');
    expect(headLinks(head, 'canonical')).toEqual([`${SITE_URL}/courses`]);
    expect(headMeta(head, 'robots')).toBe('index, follow');
    const [list, ...rest] = headJsonLd(head);
    expect(rest).toEqual([]);
    expect(list?.['@type']).toBe('ItemList');
    const items = list?.itemListElement as { position: number; item: Record<string, unknown> }[];
    const titles = (api.documents('course') as Doc[]).map((course) => course.title);
    expect(items.map((entry) => entry.item.name).sort()).toEqual([...titles].sort());
    expect(items.map((entry) => entry.position)).toEqual(titles.map((_, index) => index + 1));
    for (const { item } of items) {
      expect(item).toMatchObject({
        '@type': 'Course',
        name: expect.any(String),
        description: expect.stringMatching(/\S/),
        url: expect.stringMatching(new RegExp(`^${SITE_URL}/courses/[a-z0-9-]+$`)),
        provider: { '@type': 'Organization', name: 'QuantEthic' },
        educationalLevel: expect.stringMatching(/\S/),
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      });
    }
    // A course without a level reads as on its page.
    expect(
      items.find((entry) => entry.item.name === 'Zakat and Purification Calculations')?.item,
    ).toMatchObject({
      educationalLevel: 'All Levels',
    });
  });

  it('renders the Arabic catalogue with each course once: the translated ones in Arabic, the others marked English', async () => {
    const snapshot = await prerenderer.render('/ar/courses', config());
    const html = snapshot?.html ?? '';
    const titles = [...html.matchAll(/<h2([^>]*)><button[^>]*>([^<]*)<\/button><\/h2>/g)].map(
      ([, attributes, title]) => ({ title, lang: /lang="(\w+)"/.exec(attributes ?? '')?.[1] ?? null }),
    );
    expect(titles).toHaveLength(api.documents('course').length);
    const arabic = titles.filter((card) => /[\u0600-\u06FF]/.test(card.title ?? ''));
    expect(arabic).toHaveLength(api.documents('course', 'ar').length);
    // A translated course's card is in the page's language; an English one says so (and reads left to right).
    expect(arabic.every((card) => card.lang === null)).toBe(true);
    expect(titles.filter((card) => !arabic.includes(card)).every((card) => card.lang === 'en')).toBe(true);
    expect(html).toContain('lang="en" dir="ltr"');
    expect(titles.map((card) => card.title)).toContain('Quantitative Risk Management');
    expect(titles.map((card) => card.title)).not.toContain('Islamic Finance Foundations');
    // The English catalogue marks nothing.
    const english = (await prerenderer.render('/courses', config()))?.html ?? '';
    expect(english).not.toMatch(/ lang="/);
  });

  it("renders an Arabic learning page's heading in Arabic, or in English marked as such when untranslated", async () => {
    const translated = await prerenderer.render('/ar/courses/takaful-fundamentals/learn', config());
    expect(translated?.html).toMatch(/<h1 class="[^"]*">أساسيات التكافل<\/h1>/);
    expect(translated?.content['course:takaful-fundamentals']).toMatchObject({
      status: 'ok',
      data: { kind: 'found', course: { _id: 'course-takaful-fundamentals__i18n_ar', language: 'ar' } },
    });
    const untranslated = await prerenderer.render('/ar/courses/quantitative-risk-management/learn', config());
    expect(untranslated?.html).toMatch(
      /<h1 class="[^"]*" lang="en" dir="ltr">Quantitative Risk Management<\/h1>/,
    );
    // Kept out of search engines like every learning page.
    expect(untranslated?.noIndex).toBe(true);
  });

  it("renders the home page's 'Featured Course' widget with its content, under the key the browser reads", async () => {
    const widgets = await prerenderer.widgets?.(config());
    const featured = widgets?.['featured-course'];
    expect(featured?.html).toMatch(/<h2[^>]*>Featured Course<\/h2>/);
    expect(featured?.html).toMatch(/<h3[^>]*>Islamic Finance Foundations<\/h3>/);
    expect(featured?.html).toContain('href="/courses/islamic-finance-foundations"');
    expect(featured?.html).not.toContain('Loading featured course...');
    expect(featured?.content).toEqual({
      'featured-course': {
        status: 'ok',
        data: expect.objectContaining({ title: 'Islamic Finance Foundations' }),
      },
    });
    expect(featured?.documents).toEqual(['course-islamic-finance-foundations']);
  });
});

describe('courses prerender (deploy time), a large catalogue', () => {
  const COURSES = 260;
  const documents = [
    ...Array.from({ length: COURSES }, (_, index) => ({
      _id: `course-${index}`,
      _type: 'course',
      _createdAt: `2024-01-01T00:00:${String(index % 60).padStart(2, '0')}Z`,
      _updatedAt: `2025-02-${String((index % 28) + 1).padStart(2, '0')}T00:00:00Z`,
      title: `Course ${index}`,
      slug: { current: `course-${index}` },
      ...(index === 7 ? { modules: [{ _type: 'reference', _key: 'm', _ref: 'module-7' }] } : {}),
      ...(index === 8 ? { instructor: { _type: 'reference', _ref: 'team-8' } } : {}),
    })),
    // Changed after their courses: the course pages changed with them.
    { _id: 'module-7', _type: 'courseModule', _updatedAt: '2026-01-02T00:00:00Z', title: 'Module' },
    { _id: 'team-8', _type: 'teamMember', _updatedAt: '2025-12-01T00:00:00Z', name: 'Teacher' },
    // Neither a slug nor a title: no page to prerender.
    { _id: 'course-nameless', _type: 'course', _updatedAt: '2025-01-01T00:00:00Z' },
  ];
  const api = setupContentApi({ documents });

  it('prerenders every course, with no cap, dated by the course, its modules and its instructors', async () => {
    const paths = await prerenderer.paths({ ...DEFAULT_SITE_CONFIG, content: api.config() });
    expect(paths).toHaveLength(1 + COURSES);
    expect(paths).toContainEqual({
      path: '/courses/course-259/learn',
      lastModified: '2025-02-08T00:00:00Z',
      indexable: false,
    });
    expect(paths).toContainEqual({
      path: '/courses/course-7/learn',
      lastModified: '2026-01-02T00:00:00Z',
      indexable: false,
    });
    expect(paths).toContainEqual({
      path: '/courses/course-8/learn',
      lastModified: '2025-12-01T00:00:00Z',
      indexable: false,
    });
    expect(paths).toContainEqual({ path: '/courses', lastModified: '2026-01-02T00:00:00Z' });
  });
});
