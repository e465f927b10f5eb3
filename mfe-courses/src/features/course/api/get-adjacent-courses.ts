import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { SanityClient } from '@sanity/client';

export interface CourseLink {
  title?: string | null;
  slug?: { current?: string | null } | null;
}

export interface AdjacentCourses {
  previous: CourseLink | null;
  next: CourseLink | null;
}

/** SPEC §7: the previous (older) and next (newer) course around a creation time. */
export const ADJACENT_COURSES_QUERY = /* groq */ `{
  "previous": *[_type == "course" && _createdAt < $createdAt] | order(_createdAt desc)[0]{title, slug{current}},
  "next": *[_type == "course" && _createdAt > $createdAt] | order(_createdAt asc)[0]{title, slug{current}}
}`;

export function getAdjacentCourses(
  client: SanityClient,
  createdAt: string,
  signal?: AbortSignal,
): Promise<ContentResult<AdjacentCourses>> {
  return queryContent<AdjacentCourses>(
    client,
    ADJACENT_COURSES_QUERY,
    { createdAt },
    { signal, label: 'adjacent courses' },
  );
}
