import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { SanityClient } from '@sanity/client';
import { COURSE_CARD_PROJECTION, type CourseCard } from '../../../lib/api/course-card';

/** SPEC §7: all courses, newest first. */
export const COURSES_QUERY = /* groq */ `*[_type == "course"] | order(_createdAt desc) ${COURSE_CARD_PROJECTION}`;

export function getCourses(client: SanityClient, signal?: AbortSignal): Promise<ContentResult<CourseCard[]>> {
  return queryContent<CourseCard[]>(client, COURSES_QUERY, {}, { signal, label: 'courses' });
}
