import type { Course } from '@quantethic/shared';
import { ORIGINALS, PROGRESS_ID, PROGRESS_ID_IN_LIST, type ProgressIdentity } from './progress-identity';
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

/** A card's fields, with `progressId` (a `PROGRESS_ID` field). */
const cardProjection = (progressId: string) => /* groq */ `{
  _id, ${progressId},
  _createdAt, language, title, slug{current}, description, level, isFeatured,
  thumbnail{asset, alt}, videoUrl,
  "modulesCount": coalesce(count(modules), 0),
  "lessonsCount": coalesce(count(modules[]->lessons[]), 0),
  "subLessonsCount": coalesce(count(modules[]->lessons[].subLessons[]), 0),
  "instructor": instructor->{name, language, image{asset, alt}}
}`;

/**
 * A card's fields, for a few cards ('You may also like'); the query around it picks the courses
 * in the page's language (`IN_LANGUAGE`). `progressId`: the course's progress identity, looked up
 * for each translated card.
 */
export const COURSE_CARD_PROJECTION = cardProjection(PROGRESS_ID);

/**
 * GROQ: the cards of the courses `courses` gives (`*[… && IN_LANGUAGE] | order(…)`), for a list
 * of any length (the catalogue): the translation metadata is read once for the whole list
 * (`ORIGINALS`), not once per translated card. `progressId`: the progress the catalogue's panel
 * shows is the course's, whichever edition. The courses are picked in the first object, beside
 * `ORIGINALS`, and projected after: picked inside the projection, the local content API would
 * look IN_LANGUAGE's translations up once per course (its hoist.mjs leaves a nested lookup be).
 */
export const courseCardList = (courses: string) =>
  /* groq */ `{${ORIGINALS}, "courses": ${courses}}{
  "cards": courses[] ${cardProjection(PROGRESS_ID_IN_LIST)}
}.cards`;
