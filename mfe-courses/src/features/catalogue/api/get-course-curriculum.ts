import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { Course } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

/** What the course panel shows: the curriculum outline and the instructors (no lesson content). */
export type CourseCurriculum = Pick<Course, '_id' | 'title' | 'modules' | 'instructor' | 'instructors'>;

/**
 * The outline of one course by id for the catalogue's course panel: module, lesson and
 * sub-lesson titles, orders and durations, which legacy content a module has, its quiz's
 * question keys, and the instructors. Lesson bodies, videos and materials stay out.
 */
export const COURSE_CURRICULUM_QUERY = /* groq */ `*[_type == "course" && _id == $id][0]{
  _id, title,
  "modules": modules[]->{
    _id, title, description, order, estimatedDuration,
    topics, videoUrl, codeSnippet,
    "materials": materials[]{_key, _type},
    "furtherReadings": furtherReadings[]{_key},
    "quizzes": quizzes[]{_key},
    "moduleQuiz": moduleQuiz{"questions": questions[]{_key}},
    lessons[]{_key, title, order, estimatedDuration, subLessons[]{_key, title, order, duration}}
  },
  "instructor": instructor->{_id, name, role, image{asset, alt}},
  "instructors": instructors[]->{_id, name, role, image{asset, alt}}
}`;

export function getCourseCurriculum(
  client: SanityClient,
  id: string,
  signal?: AbortSignal,
): Promise<ContentResult<CourseCurriculum>> {
  return queryContent<CourseCurriculum>(
    client,
    COURSE_CURRICULUM_QUERY,
    { id },
    { signal, label: `curriculum of "${id}"` },
  );
}
