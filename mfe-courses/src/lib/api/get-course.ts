import {
  type ContentResult,
  IN_LANGUAGE,
  languageParams,
  queryContent,
  translationMetadataOf,
} from '@quantethic/kit/content';
import type { Course, CourseModule, Locale, Person } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { PROGRESS_ID, type ProgressIdentity } from './progress-identity';
import type { Translated } from './translated';

/**
 * A course with its modules, lessons, materials and instructors expanded, each document with its
 * language (the page's, or English when it has no translation yet); the course and each module
 * with its progress identity (the English original's id, the same in every edition).
 */
export type CourseDetail = Omit<Course, 'modules' | 'instructor' | 'instructors'> &
  Translated &
  ProgressIdentity & {
    modules?: (CourseModule & Translated & ProgressIdentity)[] | null;
    instructor?: (Person & Translated) | null;
    instructors?: (Person & Translated)[] | null;
  };

const MATERIALS = /* groq */ `materials[]{..., "asset": asset->{url, originalFilename, size}}`;

export const COURSE_DETAIL_PROJECTION = /* groq */ `{
  _id, ${PROGRESS_ID},
  _createdAt, language, title, slug{current}, description, overview, level, category, isFeatured,
  thumbnail{asset, alt}, joinLink, duration, videoUrl,
  "modulesCount": coalesce(count(modules), 0),
  "lessonsCount": coalesce(count(modules[]->lessons[]), 0),
  "subLessonsCount": coalesce(count(modules[]->lessons[].subLessons[]), 0),
  "modules": modules[]->{
    _id, ${PROGRESS_ID},
    language, title, description, isFreePreview, order, estimatedDuration, moduleQuiz,
    topics, videoPlatform, videoUrl, furtherReadings, codeSnippet, codeLanguage, quizzes,
    ${MATERIALS},
    lessons[]{
      _key, title, description, order, estimatedDuration,
      subLessons[]{..., ${MATERIALS}}
    }
  },
  "instructor": instructor->{_id, language, name, role, bio, slug{current}, image{asset, alt}},
  "instructors": instructors[]->{_id, language, name, role, bio, slug{current}, image{asset, alt}},
  certificateOverrides{issuer, sealText, logo{asset, alt}, signature{asset, alt}}
}`;

/**
 * SPEC §7: course by slug, in `$language` (a translation has its English course's slug), or the
 * English course when it has no translation.
 */
export const COURSE_BY_SLUG_QUERY = /* groq */ `*[_type == "course" && slug.current == $slug && ${IN_LANGUAGE}][0] ${COURSE_DETAIL_PROJECTION}`;

/**
 * SPEC §7: fallback course by title pattern (the slug with dashes as spaces). The words come from a
 * slug, which is the English course's: the newest English course whose title matches, given in
 * `$language` (its translation, or itself when it has none). Each step runs once: the match, the
 * ids of its versions (its translation metadata), then the version in `$language` among them.
 */
export const COURSE_BY_TITLE_QUERY = /* groq */ `{
  "match": *[_type == "course" && coalesce(language, "en") == "en" && title match $name] | order(_createdAt desc)[0]._id
}{
  "versions": [match] + coalesce(${translationMetadataOf('^.match')}[0].translations[].value._ref, [])
}{
  "course": *[_type == "course" && _id in ^.versions][${IN_LANGUAGE}][0] ${COURSE_DETAIL_PROJECTION}
}.course`;

export function getCourseBySlug(
  client: SanityClient,
  slug: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<CourseDetail>> {
  return queryContent<CourseDetail>(
    client,
    COURSE_BY_SLUG_QUERY,
    { slug, ...languageParams(language) },
    { signal, label: `course "${slug}"` },
  );
}

export function getCourseByTitle(
  client: SanityClient,
  name: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<CourseDetail>> {
  return queryContent<CourseDetail>(
    client,
    COURSE_BY_TITLE_QUERY,
    { name, ...languageParams(language) },
    { signal, label: `course titled "${name}"` },
  );
}
