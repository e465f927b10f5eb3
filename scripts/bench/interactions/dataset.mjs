// The dataset of the interaction benchmark: the generated large catalogue (1,000 courses, 5,000
// knowledge posts) plus one very large course for the learning view (20 modules × 10 lessons ×
// 10 sub-lessons), shaped exactly as generate.mjs shapes its courses.
import { generateDataset } from '../../../emulators/content-api/generate.mjs';

export const CATALOGUE_COURSES = 1000;
export const HUB_POSTS = 5000;
export const LARGE_COURSE = {
  slug: 'bench-large-course',
  title: 'Benchmark course: 20 modules of 10 lessons of 10 sub-lessons',
  modules: 20,
  lessonsPerModule: 10,
  subLessonsPerLesson: 10,
};

/**
 * One course of LARGE_COURSE's size, from generateDataset itself (so it keeps the generator's
 * shape), with its own ids and slug so it sits beside the generated catalogue.
 */
export function largeCourseDocuments() {
  const generated = generateDataset({
    courses: 1,
    posts: 0,
    modulesPerCourse: LARGE_COURSE.modules,
    lessonsPerModule: LARGE_COURSE.lessonsPerModule,
    subLessonsPerLesson: LARGE_COURSE.subLessonsPerLesson,
  });
  const rename = (id) => id.replace(/^module-\d+-/, 'bench-large-module-');
  const modules = generated
    .filter((doc) => doc._type === 'courseModule')
    .map((doc) => ({ ...doc, _id: rename(doc._id) }));
  const course = generated.find((doc) => doc._type === 'course');
  return [
    ...modules,
    {
      ...course,
      _id: 'bench-large-course',
      title: LARGE_COURSE.title,
      slug: { current: LARGE_COURSE.slug },
      isFeatured: false,
      modules: course.modules.map((ref) => ({ ...ref, _ref: rename(ref._ref) })),
    },
  ];
}

/** Every document the benchmark's content API serves. */
export function benchDocuments() {
  return [...generateDataset({ courses: CATALOGUE_COURSES, posts: HUB_POSTS }), ...largeCourseDocuments()];
}
