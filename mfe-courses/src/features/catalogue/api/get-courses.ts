import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { Course } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/** What a catalogue card shows, and nothing more (the catalogue can hold thousands of courses). */
export type CourseCard = Pick<
  Course,
  | '_id'
  | '_createdAt'
  | 'title'
  | 'slug'
  | 'description'
  | 'level'
  | 'isFeatured'
  | 'thumbnail'
  | 'videoUrl'
  | 'modulesCount'
  | 'lessonsCount'
  | 'subLessonsCount'
> & { instructor?: { name?: string | null; image?: Course['thumbnail'] } | null };

export const COURSE_CARD_PROJECTION = /* groq */ `{
  _id, _createdAt, title, slug{current}, description, level, isFeatured,
  thumbnail{asset, alt}, videoUrl,
  "modulesCount": coalesce(count(modules), 0),
  "lessonsCount": coalesce(count(modules[]->lessons[]), 0),
  "subLessonsCount": coalesce(count(modules[]->lessons[].subLessons[]), 0),
  "instructor": instructor->{name, image{asset, alt}}
}`;

/** SPEC §7: all courses, newest first. */
export const COURSES_QUERY = /* groq */ `*[_type == "course"] | order(_createdAt desc) ${COURSE_CARD_PROJECTION}`;

export function getCourses(client: SanityClient, signal?: AbortSignal): Promise<ContentResult<CourseCard[]>> {
  return queryContent<CourseCard[]>(client, COURSES_QUERY, {}, { signal, label: 'courses' });
}
