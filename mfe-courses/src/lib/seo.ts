// What the courses pages put in their head besides their text: the site's URL for structured
// data, a course's description and thumbnail as a link preview, and its schema.org Course facts.
import { siteUrlOf, socialImageOf, text } from '@quantethic/kit/content';
import type { ContentConfig, CourseFacts, SocialImage } from '@quantethic/shared';
import { image, truncate } from './content';
import { coursePath, courseTitle, type LinkableCourse } from './course-links';

/** The catalogue's introduction: its meta description. */
export const CATALOGUE_DESCRIPTION =
  'Courses on Islamic finance, ethical finance and quantitative modelling, from first principles to working models.';

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** A course as content gives it (every field untrusted). */
export interface SeoCourse extends LinkableCourse {
  description?: unknown;
  overview?: unknown;
  level?: unknown;
  thumbnail?: unknown;
}

/** The text a course is described by: its description, else its overview's first paragraph. */
function summaryOf(course: SeoCourse): string | null {
  const description = text(course.description);
  if (description) return description;
  const overview = text(course.overview);
  return overview ? (text(overview.split(/\n\s*\n/)[0]) ?? null) : null;
}

/** A course's meta description: its summary cut at a word to 160 characters, or null. */
export function courseDescription(course: SeoCourse): string | null {
  const summary = summaryOf(course);
  return summary ? truncate(summary.replace(/\s+/g, ' '), DESCRIPTION_LENGTH) : null;
}

/** A course's thumbnail as its link preview (null: the default social image). */
export function courseSocialImage(course: SeoCourse, content: ContentConfig): SocialImage | null {
  const thumbnail = image(course.thumbnail);
  return socialImageOf(thumbnail, content, { alt: thumbnail?.alt ?? courseTitle(course) });
}

/**
 * A course's schema.org facts. Course rich results require a description: a course without one is
 * described by its title. The level reads like the page ('All Levels' when it has none).
 */
export function courseFacts(course: SeoCourse, content: ContentConfig, siteName: string): CourseFacts {
  const name = courseTitle(course);
  return {
    name,
    description: courseDescription(course) ?? `${name}: a ${siteName} course.`,
    path: coursePath(course),
    level: text(course.level) ?? 'All Levels',
    image: courseSocialImage(course, content)?.url ?? null,
  };
}

/** One home for link-preview images and the site URL: @quantethic/kit/content. */
export { siteUrlOf, socialImageOf };
