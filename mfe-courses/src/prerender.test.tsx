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

  it('lists the catalogue, every course page (indexable) and every learning page (not), each with its date', async () => {
    const paths = (await prerenderer.paths(config())) as PrerenderPath[];
    const courses = api.documents('course') as Doc[];
    expect(courses.length).toBeGreaterThan(5);
    // A course whose stored slug is not valid has its page at a slug made from its title.
    const pathSlug = (course: Doc) =>
      isValidSlug(slugOf(course)) ? slugOf(course) : slugify(String(course.title));
    const expected: PrerenderPath[] = courses.flatMap((course) => {
      const lastModified = courseUpdated(course, allDocs());
      return [
        { path: `/courses/${pathSlug(course)}`, lastModified },
        { path: `/courses/${pathSlug(course)}/learn`, lastModified, indexable: false },
      ];
    });
    const newest = expected.map((path) => path.lastModified ?? '').reduce(newer, '');
    const byPath = (a: PrerenderPath, b: PrerenderPath) => a.path.localeCompare(b.path);
    expect([...paths].sort(byPath)).toEqual(
      [{ path: '/courses', lastModified: newest }, ...expected].sort(byPath),
    );
    expect(paths).toContainEqual({
      path: '/courses/python-for-finance',
      lastModified: '2024-08-30T16:45:00Z',
    });
  });

  it('renders the page of a course stored with an invalid slug at the path its links use', async () => {
    const snapshot = await prerenderer.render('/courses/python-for-finance', config());
    expect(snapshot?.html).toMatch(/<h1[^>]*>Python for Finance<\/h1>/);
    expect(headLinks(snapshot?.head ?? '', 'canonical')).toEqual([`${SITE_URL}/courses/python-for-finance`]);
    expect(snapshot?.noIndex).toBe(false);
  });

  it('renders a course page with its public content and its own indexable head (while the sign-in is checked)', async () => {
    const snapshot = await prerenderer.render('/courses/islamic-finance-foundations', config());
    expect(snapshot).not.toBeNull();
    const html = snapshot?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Islamic Finance Foundations<\/h1>/);
    expect(html).toContain('Curriculum');
    expect(html).toContain('You may also like');
    expect(html).toContain('Next course');
    expect(html).not.toContain('Checking your sign-in...');
    // Nothing of a learner's is guessed: no progress bar until they are known.
    expect(html).not.toContain('role="progressbar"');

    const head = snapshot?.head ?? '';
    expect(snapshot?.noIndex).toBe(false);
    expect(headTitle(head)).toBe('Islamic Finance Foundations | QuantEthic');
    expect(headMeta(head, 'description')).toMatch(/^The principles behind Islamic finance/);
    expect(headMeta(head, 'description')?.length).toBeLessThanOrEqual(160);
    expect(headMeta(head, 'robots')).toBe('index, follow');
    expect(headLinks(head, 'canonical')).toEqual([`${SITE_URL}/courses/islamic-finance-foundations`]);
    expect(headMeta(head, 'og:url')).toBe(`${SITE_URL}/courses/islamic-finance-foundations`);
    const image = new URL(headMeta(head, 'og:image') ?? '');
    expect(image.origin).toBe(new URL(api.url()).origin);
    expect(image.pathname).toMatch(/^\/images\/demo-quantethic\/production\/[a-f0-9]+-\d+x\d+\.svg$/);
    expect(Object.fromEntries(image.searchParams)).toMatchObject({
      w: '1200',
      h: '630',
      fit: 'crop',
      fm: 'jpg',
    });
    expect(headMeta(head, 'og:image:width')).toBe('1200');
    expect(headMeta(head, 'og:image:height')).toBe('630');

    const [course, breadcrumbs, ...rest] = headJsonLd(head);
    expect(rest).toEqual([]);
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Islamic Finance Foundations',
      description: expect.stringMatching(/^The principles behind Islamic finance/),
      url: `${SITE_URL}/courses/islamic-finance-foundations`,
      image: image.href,
      provider: { '@type': 'Organization', name: 'QuantEthic', sameAs: `${SITE_URL}/` },
      educationalLevel: 'Beginner',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Courses', item: `${SITE_URL}/courses` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Islamic Finance Foundations',
          item: `${SITE_URL}/courses/islamic-finance-foundations`,
        },
      ],
    });

    // The browser's first render starts from all of it (course, related and neighbouring courses).
    expect(Object.keys(snapshot?.content ?? {}).sort()).toEqual([
      'adjacent-courses:2024-04-08T09:00:00Z',
      'course:islamic-finance-foundations',
      'related-courses:islamic-finance-foundations:Beginner',
    ]);
    expect(snapshot?.documents).toEqual(
      expect.arrayContaining(['course-islamic-finance-foundations', 'course-takaful-fundamentals']),
    );
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
    const detail = paths.filter((path) => typeof path !== 'string' && /^\/courses\/[^/]+$/.test(path.path));
    expect(detail).toHaveLength(COURSES);
    expect(paths).toHaveLength(1 + 2 * COURSES);
    expect(paths).toContainEqual({ path: '/courses/course-259', lastModified: '2025-02-08T00:00:00Z' });
    expect(paths).toContainEqual({ path: '/courses/course-7', lastModified: '2026-01-02T00:00:00Z' });
    expect(paths).toContainEqual({
      path: '/courses/course-8/learn',
      lastModified: '2025-12-01T00:00:00Z',
      indexable: false,
    });
    expect(paths).toContainEqual({ path: '/courses', lastModified: '2026-01-02T00:00:00Z' });
  });
});
