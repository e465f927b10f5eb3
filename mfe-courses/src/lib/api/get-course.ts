import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { Course } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/** A course with its modules, lessons, materials and instructors expanded. */
export type CourseDetail = Course;

const MATERIALS = /* groq */ `materials[]{..., "asset": asset->{url, originalFilename, size}}`;

export const COURSE_DETAIL_PROJECTION = /* groq */ `{
  _id, _createdAt, title, slug{current}, description, overview, level, category, isFeatured,
  thumbnail{asset, alt}, joinLink, duration, videoUrl,
  "modulesCount": coalesce(count(modules), 0),
  "lessonsCount": coalesce(count(modules[]->lessons[]), 0),
  "subLessonsCount": coalesce(count(modules[]->lessons[].subLessons[]), 0),
  "modules": modules[]->{
    _id, title, description, isFreePreview, order, estimatedDuration, moduleQuiz,
    topics, videoPlatform, videoUrl, furtherReadings, codeSnippet, codeLanguage, quizzes,
    ${MATERIALS},
    lessons[]{
      _key, title, description, order, estimatedDuration,
      subLessons[]{..., ${MATERIALS}}
    }
  },
  "instructor": instructor->{_id, name, role, bio, slug{current}, image{asset, alt}},
  "instructors": instructors[]->{_id, name, role, bio, slug{current}, image{asset, alt}},
  certificateOverrides{issuer, sealText, logo{asset, alt}, signature{asset, alt}}
}`;

/** SPEC §7: course by slug. */
export const COURSE_BY_SLUG_QUERY = /* groq */ `*[_type == "course" && slug.current == $slug][0] ${COURSE_DETAIL_PROJECTION}`;

/** SPEC §7: fallback course by title pattern (the slug with dashes as spaces). */
export const COURSE_BY_TITLE_QUERY = /* groq */ `*[_type == "course" && title match $name] | order(_createdAt desc)[0] ${COURSE_DETAIL_PROJECTION}`;

export function getCourseBySlug(
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentResult<CourseDetail>> {
  return queryContent<CourseDetail>(
    client,
    COURSE_BY_SLUG_QUERY,
    { slug },
    { signal, label: `course "${slug}"` },
  );
}

export function getCourseByTitle(
  client: SanityClient,
  name: string,
  signal?: AbortSignal,
): Promise<ContentResult<CourseDetail>> {
  return queryContent<CourseDetail>(
    client,
    COURSE_BY_TITLE_QUERY,
    { name },
    { signal, label: `course titled "${name}"` },
  );
}
