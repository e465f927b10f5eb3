// Deploy-time rendering of the courses pages (see @quantethic/kit/prerender): the catalogue, every
// course's learning page as it first paints while the sign-in is checked (the course's heading;
// the learner's lesson and progress come with the live page), and the home page's 'Featured
// Course' widget. Course pages need a sign-in (SPEC §6) and show nothing of the course until it is
// known; certificate pages are the learner's own: neither is prerendered.
import {
  fetchContent,
  getContentClient,
  IN_LANGUAGE,
  isRecord,
  languageParams,
  text,
} from '@quantethic/kit/content';
import { defineSectionPrerender } from '@quantethic/kit/prerender';
import { isValidSlug, type PrerenderPath, type SiteConfig } from '@quantethic/shared';
import CoursesApp from './app';
import { courseSlug } from './lib/course-links';
import { messagesReady } from './lib/messages-ready';
import * as featuredCourse from './widgets/featured-course';

/**
 * Every course, newest first, with what its path is made of and the dates its page changes with:
 * the course, its modules and its instructors. Asked in English (`$language`): a translation has
 * its English course's slug, so each path is listed once and rendered in every edition (the Arabic
 * page finds the Arabic course at the same slug, or the English one when it is not translated).
 */
export const COURSE_PATHS_QUERY = /* groq */ `*[_type == "course" && (defined(slug.current) || defined(title)) && ${IN_LANGUAGE}] | order(_createdAt desc) {
  _id, title, "slug": slug.current, _updatedAt,
  "shown": [modules[]->_updatedAt, instructor->_updatedAt, instructors[]->_updatedAt]
}`;

/** The newest of some ISO dates (they compare as text), or null. */
export const latest = (dates: readonly unknown[]): string | null =>
  dates
    .flat(2)
    .reduce<string | null>(
      (newest, date) => (typeof date === 'string' && date && (!newest || date > newest) ? date : newest),
      null,
    );

interface CourseRow {
  _id?: unknown;
  title?: unknown;
  slug?: unknown;
  _updatedAt?: unknown;
  shown?: unknown;
}

/**
 * A course's path slug, as its links and canonical URL have it: its own slug, or (when that is not
 * valid) one made from its title, which the page finds the course by. A course with neither has
 * no page to prerender.
 */
const ownSlug = (row: CourseRow) => (typeof row.slug === 'string' && isValidSlug(row.slug) ? row.slug : null);

function pathSlug(row: CourseRow): string | null {
  const own = ownSlug(row);
  if (own) return own;
  if (!text(row.title)) return null;
  const slug = courseSlug({ _id: row._id, title: row.title, slug: null });
  return isValidSlug(slug) ? slug : null;
}

/**
 * /courses (changed when any course did) and each course's learning page (prerendered for a fast
 * first paint, but kept out of the sitemap: it needs a sign-in and is noindex). No cap: every
 * course. A failed query gives the catalogue alone, undated.
 */
export async function coursePaths(config: SiteConfig): Promise<PrerenderPath[]> {
  const rows = await fetchContent<unknown>(
    getContentClient(config.content),
    COURSE_PATHS_QUERY,
    languageParams('en'),
    { label: 'courses to prerender' },
  );
  const seen = new Set<string>();
  const courses: { slug: string; lastModified: string | null }[] = [];
  // Courses with their own slug first: a title-made slug never takes another course's path.
  const list = (Array.isArray(rows) ? rows : []).filter(isRecord) as CourseRow[];
  const ordered = [...list.filter(ownSlug), ...list.filter((row) => !ownSlug(row))];
  for (const row of ordered) {
    const slug = pathSlug(row);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    courses.push({ slug, lastModified: latest([row._updatedAt, row.shown]) });
  }
  return [
    { path: '/courses', lastModified: latest(courses.map((course) => course.lastModified)) },
    ...courses.map(({ slug, lastModified }) => ({
      path: `/courses/${slug}/learn`,
      lastModified,
      indexable: false,
    })),
  ];
}

export default defineSectionPrerender({
  App: CoursesApp,
  ready: messagesReady,
  paths: coursePaths,
  widgets: { 'featured-course': featuredCourse },
});
