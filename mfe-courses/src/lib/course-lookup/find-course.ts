import type { ContentResult } from '@quantethic/kit/content';
import { isRecord } from '@quantethic/kit/content';
import { isValidSlug } from '@quantethic/shared';
import type { CourseDetail } from '../api/get-course';

export type CourseLookup =
  | { kind: 'found'; course: CourseDetail }
  /** Found by title under another, valid slug: go to its canonical URL. */
  | { kind: 'redirect'; slug: string }
  | { kind: 'not-found' };

export interface CourseFinders {
  bySlug: (slug: string) => Promise<ContentResult<CourseDetail>>;
  byTitle: (name: string) => Promise<ContentResult<CourseDetail>>;
}

/** The words of a slug, for the title lookup: 'python-for-finance' → 'python for finance'. */
export function slugWords(slug: string): string {
  return slug.split('-').filter(Boolean).join(' ');
}

function asCourse(result: ContentResult<CourseDetail>): CourseDetail | null {
  return result.status === 'ok' && isRecord(result.data) ? result.data : null;
}

/**
 * SPEC §2 course lookup for an already normalised slug: by slug; when nothing has that slug, by
 * title (the slug's words). A course found by title whose own slug is valid and different is a
 * redirect to its canonical URL; one whose stored slug is not valid is shown in place.
 * An API failure at either step is an error (never "not found").
 */
export async function findCourse(slug: string, finders: CourseFinders): Promise<ContentResult<CourseLookup>> {
  const bySlug = await finders.bySlug(slug);
  if (bySlug.status === 'error') return bySlug;
  const direct = asCourse(bySlug);
  if (direct) return { status: 'ok', data: { kind: 'found', course: direct } };

  const words = slugWords(slug);
  if (!words) return { status: 'ok', data: { kind: 'not-found' } };
  const byTitle = await finders.byTitle(words);
  if (byTitle.status === 'error') return byTitle;
  const course = asCourse(byTitle);
  if (!course) return { status: 'ok', data: { kind: 'not-found' } };
  const canonical = isRecord(course.slug) ? course.slug.current : null;
  if (typeof canonical === 'string' && isValidSlug(canonical) && canonical !== slug) {
    return { status: 'ok', data: { kind: 'redirect', slug: canonical } };
  }
  return { status: 'ok', data: { kind: 'found', course } };
}
