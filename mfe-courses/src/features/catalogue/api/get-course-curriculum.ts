import {
  type ContentResult,
  IN_LANGUAGE,
  languageParams,
  queryContent,
  SAME_DOCUMENT_AS_ID,
} from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import type { CourseDetail } from '../../../lib/api/get-course';

/** What the course panel shows: the curriculum outline and the instructors (no lesson content). */
export type CourseCurriculum = Pick<
  CourseDetail,
  '_id' | 'language' | 'title' | 'modules' | 'instructor' | 'instructors'
>;

/**
 * The outline of one course by id for the catalogue's course panel, in `$language` whichever
 * version's id it is (or in English when untranslated): module, lesson and sub-lesson titles,
 * orders and durations, which legacy content a module has, its quiz's question keys, and the
 * instructors. Lesson bodies, videos and materials stay out.
 */
export const COURSE_CURRICULUM_QUERY = /* groq */ `*[_type == "course" && ${SAME_DOCUMENT_AS_ID} && ${IN_LANGUAGE}][0]{
  _id, language, title,
  "modules": modules[]->{
    _id, language, title, description, order, estimatedDuration,
    topics, videoUrl, codeSnippet,
    "materials": materials[]{_key, _type},
    "furtherReadings": furtherReadings[]{_key},
    "quizzes": quizzes[]{_key},
    "moduleQuiz": moduleQuiz{"questions": questions[]{_key}},
    lessons[]{_key, title, order, estimatedDuration, subLessons[]{_key, title, order, duration}}
  },
  "instructor": instructor->{_id, language, name, role, image{asset, alt}},
  "instructors": instructors[]->{_id, language, name, role, image{asset, alt}}
}`;

export function getCourseCurriculum(
  client: SanityClient,
  id: string,
  language: Locale,
  signal?: AbortSignal,
): Promise<ContentResult<CourseCurriculum>> {
  return queryContent<CourseCurriculum>(
    client,
    COURSE_CURRICULUM_QUERY,
    { id, ...languageParams(language) },
    { signal, label: `curriculum of "${id}"` },
  );
}
