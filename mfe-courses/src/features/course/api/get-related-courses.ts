import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { SanityClient } from '@sanity/client';
import { COURSE_CARD_PROJECTION, type CourseCard } from '../../../lib/api/course-card';

/** SPEC §7: up to 3 related courses of the same level, excluding this one. */
export const RELATED_COURSES_QUERY = /* groq */ `*[_type == "course" && level == $level && slug.current != $slug] | order(_createdAt desc)[0...3] ${COURSE_CARD_PROJECTION}`;

export function getRelatedCourses(
  client: SanityClient,
  { slug, level }: { slug: string; level: string },
  signal?: AbortSignal,
): Promise<ContentResult<CourseCard[]>> {
  return queryContent<CourseCard[]>(
    client,
    RELATED_COURSES_QUERY,
    { slug, level },
    { signal, label: 'related courses' },
  );
}
