import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { COURSE_CARD_PROJECTION, type CourseCard } from '../../../lib/api/course-card';

/**
 * SPEC §7: up to 3 related courses of the same level, excluding this one (its slug is the same in
 * every language), in `$language` or in English when untranslated.
 */
export const RELATED_COURSES_QUERY = /* groq */ `*[_type == "course" && level == $level && slug.current != $slug && ${IN_LANGUAGE}] | order(_createdAt desc)[0...3] ${COURSE_CARD_PROJECTION}`;

export function getRelatedCourses(
  client: SanityClient,
  { slug, level }: { slug: string; level: string },
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<CourseCard[]>> {
  return queryContent<CourseCard[]>(
    client,
    RELATED_COURSES_QUERY,
    { slug, level, ...languageParams(language) },
    { signal, label: 'related courses' },
  );
}
