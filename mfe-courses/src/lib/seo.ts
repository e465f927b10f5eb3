// What the courses pages put in their head besides their text: the site's URL for structured
// data, a course's description and thumbnail as a link preview, and its schema.org Course facts.
import { siteUrlOf, socialImageOf, text } from '@quantethic/kit/content';
import type { ContentConfig, CourseFacts, SocialImage } from '@quantethic/shared';
import { image, truncate } from './content';
import { coursePath, courseTitle, type LinkableCourse } from './course-links';
import { levelLabel } from './levels';
import { type CoursesT, englishT } from './messages';

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

/** A course's thumbnail as its link preview (null: the default social image); `t`: the page's texts. */
export function courseSocialImage(
  course: SeoCourse,
  content: ContentConfig,
  t: CoursesT = englishT,
): SocialImage | null {
  const thumbnail = image(course.thumbnail);
  return socialImageOf(thumbnail, content, { alt: thumbnail?.alt ?? courseTitle(course, t) });
}

/**
 * A course's schema.org facts, their texts in `t`'s locale (the page's; English by default). Course
 * rich results require a description: a course without one is described by its title. The level
 * reads like the page ('All Levels' when it has none).
 */
export function courseFacts(
  course: SeoCourse,
  content: ContentConfig,
  siteName: string,
  t: CoursesT = englishT,
): CourseFacts {
  const name = courseTitle(course, t);
  const level = text(course.level);
  return {
    name,
    description: courseDescription(course) ?? t('course.factsDescription', { name, siteName }),
    path: coursePath(course),
    level: level ? levelLabel(level, t) : t('course.allLevels'),
    image: courseSocialImage(course, content, t)?.url ?? null,
  };
}

/** One home for link-preview images and the site URL: @quantethic/kit/content. */
export { siteUrlOf, socialImageOf };
