// Deploy-time rendering of the courses pages (see @quantethic/kit/prerender): the catalogue, and
// each course's learning page as it first paints while the sign-in is checked (the course's
// heading; the learner's lesson and progress come with the live page). Course detail and
// certificate pages show only a loading state until the sign-in is known, so they are not
// prerendered.
import { defineSectionPrerender, slugsToPrerender } from '@quantethic/kit/prerender';
import CoursesApp from './app';

/** Learning pages prerendered per deploy (the deploy takes at most 250 pages per remote). */
export const PRERENDERED_COURSES = 200;

const COURSE_SLUGS_QUERY = /* groq */ `*[_type == "course" && defined(slug.current)] | order(_createdAt desc)[0...${PRERENDERED_COURSES}].slug.current`;

export default defineSectionPrerender({
  App: CoursesApp,
  paths: async (config) => {
    const courses = await slugsToPrerender(config, COURSE_SLUGS_QUERY, 'course slugs to prerender');
    return ['/courses', ...courses.map((slug) => `/courses/${slug}/learn`)];
  },
});
