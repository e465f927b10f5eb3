import type { CourseOutline, ModuleOutline } from './outline';

/**
 * The progress record (SPEC §3) and what reading one needs (SPEC §4): its shape, the done
 * sub-lessons, complete lessons and modules, and the course percentage. Pure functions; the
 * changes to a record are the engine's (./engine.ts), which the learning view alone loads: the
 * catalogue and the course page read stored progress with this part only.
 */

/** A sub-lesson is identified by its module id, lesson key and sub-lesson key. */
export interface SubLessonRef {
  moduleId: string;
  lessonKey: string;
  subLessonKey: string;
}

export interface LessonRef {
  moduleId: string;
  lessonKey: string;
}

/** What module-based progress looked like before it was migrated (kept for reference). */
export interface PreviousModuleProgress {
  completedModules: string[];
  percentage: number;
}

/** The per-course progress record of SPEC §3, as stored. */
export interface CourseProgress {
  courseId: string;
  completedSubLessons: SubLessonRef[];
  /** Module ids whose module quiz is done. */
  completedModuleQuizzes: string[];
  /** Module ids: derived for sub-lesson courses, the record itself for legacy courses. */
  completedModules: string[];
  /** Complete lessons (derived). */
  lessons: LessonRef[];
  /** Sub-lesson quizzes passed: `${moduleId}/${lessonKey}/${subLessonKey}/${quizKey}`. */
  completedSubLessonQuizzes: string[];
  percentage: number;
  completedAt: string | null;
  lastUpdated: string | null;
  migrated: boolean;
  previousModuleProgress: PreviousModuleProgress | null;
}

export function emptyProgress(courseId: string): CourseProgress {
  return {
    courseId,
    completedSubLessons: [],
    completedModuleQuizzes: [],
    completedModules: [],
    lessons: [],
    completedSubLessonQuizzes: [],
    percentage: 0,
    completedAt: null,
    lastUpdated: null,
    migrated: false,
    previousModuleProgress: null,
  };
}

export const subLessonId = (ref: SubLessonRef): string =>
  `${ref.moduleId}/${ref.lessonKey}/${ref.subLessonKey}`;

/** Fast membership test over the completed sub-lessons. */
export function completedSubLessonSet(progress: CourseProgress): Set<string> {
  return new Set(progress.completedSubLessons.map(subLessonId));
}

export function isSubLessonDone(
  done: Set<string>,
  moduleId: string,
  lessonKey: string,
  subLessonKey: string,
) {
  return done.has(subLessonId({ moduleId, lessonKey, subLessonKey }));
}

type LessonKeys = { key: string; subLessonKeys: string[] };

/** Each outline lesson's sub-lesson ids, built once per lesson (a course can have thousands). */
const lessonIds = new WeakMap<LessonKeys, { moduleId: string; key: string; ids: string[] }>();

function subLessonIdsOf(moduleId: string, lesson: LessonKeys): string[] {
  const cached = lessonIds.get(lesson);
  if (cached && cached.moduleId === moduleId && cached.key === lesson.key) return cached.ids;
  const ids = lesson.subLessonKeys.map((subLessonKey) =>
    subLessonId({ moduleId, lessonKey: lesson.key, subLessonKey }),
  );
  lessonIds.set(lesson, { moduleId, key: lesson.key, ids });
  return ids;
}

/** How many of a lesson's sub-lessons are done. */
function doneInLesson(done: Set<string>, moduleId: string, lesson: LessonKeys): number {
  let count = 0;
  for (const id of subLessonIdsOf(moduleId, lesson)) if (done.has(id)) count++;
  return count;
}

/** SPEC §4: complete when all its sub-lessons are done and it has at least one. */
export function isLessonComplete(done: Set<string>, moduleId: string, lesson: LessonKeys): boolean {
  return (
    lesson.subLessonKeys.length > 0 && doneInLesson(done, moduleId, lesson) === lesson.subLessonKeys.length
  );
}

/**
 * SPEC §4: complete when all lessons are complete and its quiz, if it has questions, is done.
 * In a legacy course (the 'modules' formula) a module is complete when it is marked so.
 */
export function isModuleComplete(
  progress: CourseProgress,
  outline: CourseOutline,
  module: ModuleOutline,
  done: Set<string> = completedSubLessonSet(progress),
): boolean {
  if (outline.formula === 'modules') return progress.completedModules.includes(module.id);
  if (module.lessons.length === 0 && !module.hasQuiz) return false;
  return (
    module.lessons.every((lesson) => isLessonComplete(done, module.id, lesson)) &&
    (!module.hasQuiz || progress.completedModuleQuizzes.includes(module.id))
  );
}

/**
 * One pass over a sub-lesson course's outline: the done items the percentage counts (sub-lessons
 * and module quizzes that exist in the course), the complete lessons and the complete modules.
 */
export function tally(progress: CourseProgress, outline: CourseOutline, done: Set<string>) {
  let doneItems = 0;
  const lessons: LessonRef[] = [];
  const completedModules: string[] = [];
  for (const module of outline.modules) {
    let lessonsComplete = true;
    for (const lesson of module.lessons) {
      const count = doneInLesson(done, module.id, lesson);
      doneItems += count;
      if (count > 0 && count === lesson.subLessonKeys.length)
        lessons.push({ moduleId: module.id, lessonKey: lesson.key });
      else lessonsComplete = false;
    }
    const quizDone = module.hasQuiz && progress.completedModuleQuizzes.includes(module.id);
    if (quizDone) doneItems++;
    const hasItems = module.lessons.length > 0 || module.hasQuiz;
    if (hasItems && lessonsComplete && (!module.hasQuiz || quizDone)) completedModules.push(module.id);
  }
  const percentage = Math.round((100 * doneItems) / (outline.totalSubLessons + outline.quizModules));
  return { percentage, lessons, completedModules };
}

/** SPEC §4 legacy percentage: completed modules over modules. */
export function legacyPercentage(progress: CourseProgress, outline: CourseOutline): number {
  if (outline.modules.length === 0) return 0;
  const completed = outline.modules.filter((module) => progress.completedModules.includes(module.id)).length;
  return Math.round((100 * completed) / outline.modules.length);
}

/**
 * SPEC §4 percentage: round(100 × (done sub-lessons + done module quizzes) / (sub-lessons +
 * modules with quiz questions)); for legacy courses completed modules over modules. Only items
 * that exist in the course count, so stale entries never push it past 100.
 */
export function coursePercentage(progress: CourseProgress, outline: CourseOutline): number {
  if (outline.formula === 'modules') return legacyPercentage(progress, outline);
  return tally(progress, outline, completedSubLessonSet(progress)).percentage;
}
