import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { type CourseCard, courseCardList } from '../../../lib/api/course-card';

/** SPEC §7: all courses, newest first, each once: in `$language`, or in English when untranslated. */
export const COURSES_QUERY = courseCardList(
  /* groq */ `*[_type == "course" && ${IN_LANGUAGE}] | order(_createdAt desc)`,
);

export function getCourses(
  client: SanityClient,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<CourseCard[]>> {
  return queryContent<CourseCard[]>(client, COURSES_QUERY, languageParams(language), {
    signal,
    label: 'courses',
  });
}
