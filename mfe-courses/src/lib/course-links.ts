import { isRecord, text } from '@quantethic/kit/content';
import { resolveSlug } from '@quantethic/shared';
import { type CoursesT, englishT } from './messages';

/** Anything with the fields a course link needs (all untrusted). */
export interface LinkableCourse {
  _id?: unknown;
  title?: unknown;
  slug?: unknown;
}

/** The slug to link a course by: its own when valid, else one made from its title or id. */
export function courseSlug(course: LinkableCourse | null | undefined): string {
  if (!course) return 'unknown';
  const own = isRecord(course.slug) ? course.slug.current : course.slug;
  return resolveSlug({
    slug: typeof own === 'string' ? own : null,
    title: text(course.title),
    _id: typeof course._id === 'string' ? course._id : null,
  });
}

export function coursePath(course: LinkableCourse | null | undefined): string {
  return `/courses/${courseSlug(course)}`;
}

export function learnPath(course: LinkableCourse | null | undefined): string {
  return `${coursePath(course)}/learn`;
}

/**
 * The title to show for a course (content may have none: 'Untitled course', in `t`'s locale —
 * the page's for what is shown, English by default).
 */
export function courseTitle(course: { title?: unknown } | null | undefined, t: CoursesT = englishT): string {
  return text(course?.title) ?? t('course.untitled');
}
