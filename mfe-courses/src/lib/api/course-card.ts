import type { Course } from '@quantethic/shared';
import { PROGRESS_ID, type ProgressIdentity } from './progress-identity';
import type { Translated } from './translated';

/**
 * What a course card shows, and nothing more (the catalogue can hold thousands of courses): the
 * catalogue's cards and the course page's 'You may also like'.
 */
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
> &
  Translated &
  ProgressIdentity & {
    instructor?: ({ name?: string | null; image?: Course['thumbnail'] } & Translated) | null;
  };

/**
 * A card's fields; the query around it picks the courses in the page's language (`IN_LANGUAGE`).
 * `progressId`: the progress the catalogue's panel shows is the course's, whichever edition.
 */
export const COURSE_CARD_PROJECTION = /* groq */ `{
  _id, ${PROGRESS_ID},
  _createdAt, language, title, slug{current}, description, level, isFeatured,
  thumbnail{asset, alt}, videoUrl,
  "modulesCount": coalesce(count(modules), 0),
  "lessonsCount": coalesce(count(modules[]->lessons[]), 0),
  "subLessonsCount": coalesce(count(modules[]->lessons[].subLessons[]), 0),
  "instructor": instructor->{name, language, image{asset, alt}}
}`;
