import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import type { Translated } from '../../../lib/api/translated';

export interface CourseLink extends Translated {
  title?: string | null;
  slug?: { current?: string | null } | null;
}

export interface AdjacentCourses {
  previous: CourseLink | null;
  next: CourseLink | null;
}

/**
 * SPEC §7: the previous (older) and next (newer) course around a creation time, in `$language`
 * or in English when untranslated.
 */
export const ADJACENT_COURSES_QUERY = /* groq */ `{
  "previous": *[_type == "course" && _createdAt < $createdAt && ${IN_LANGUAGE}] | order(_createdAt desc)[0]{title, slug{current}, language},
  "next": *[_type == "course" && _createdAt > $createdAt && ${IN_LANGUAGE}] | order(_createdAt asc)[0]{title, slug{current}, language}
}`;

export function getAdjacentCourses(
  client: SanityClient,
  createdAt: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<AdjacentCourses>> {
  return queryContent<AdjacentCourses>(
    client,
    ADJACENT_COURSES_QUERY,
    { createdAt, ...languageParams(language) },
    { signal, label: 'adjacent courses' },
  );
}
