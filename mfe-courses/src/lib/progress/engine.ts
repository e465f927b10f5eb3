import type { CourseOutline, ModuleOutline } from './outline';
import {
  type CourseProgress,
  completedSubLessonSet,
  isLessonComplete,
  isSubLessonDone,
  legacyPercentage,
  type SubLessonRef,
  subLessonId,
  tally,
} from './percentage';

/**
 * The progress engine (SPEC §4): pure functions from a progress record and a course outline to a
 * new record. Nothing here reads storage, the clock or the page; callers pass `now`. The record and
 * its reading (percentage, complete lessons and modules) are ./percentage.ts, re-exported here.
 */
export {
  type CourseProgress,
  completedSubLessonSet,
  coursePercentage,
  emptyProgress,
  isLessonComplete,
  isModuleComplete,
  type LessonRef,
  type PreviousModuleProgress,
  type SubLessonRef,
  subLessonId,
} from './percentage';

/**
 * SPEC §4 module progress share: complete lessons (plus the quiz) over lessons (plus one if
 * there is a quiz), as a whole percentage. Legacy modules are 0 or 100.
 */
export function moduleShare(
  progress: CourseProgress,
  outline: CourseOutline,
  module: ModuleOutline,
  done: Set<string> = completedSubLessonSet(progress),
): number {
  if (outline.formula === 'modules') return progress.completedModules.includes(module.id) ? 100 : 0;
  const total = module.lessons.length + (module.hasQuiz ? 1 : 0);
  if (total === 0) return 0;
  const complete =
    module.lessons.filter((lesson) => isLessonComplete(done, module.id, lesson)).length +
    (module.hasQuiz && progress.completedModuleQuizzes.includes(module.id) ? 1 : 0);
  return Math.round((100 * complete) / total);
}

/**
 * Brings the derived fields up to date: percentage, complete lessons, complete modules (for
 * sub-lesson courses), completedAt (set once on reaching 100; cleared only when `clearUnder100`,
 * i.e. after an unmark) and lastUpdated.
 */
function settle(
  progress: CourseProgress,
  outline: CourseOutline,
  now: Date,
  clearUnder100: boolean,
): CourseProgress {
  const derived =
    outline.formula === 'modules'
      ? {
          percentage: legacyPercentage(progress, outline),
          lessons: [],
          completedModules: progress.completedModules,
        }
      : tally(progress, outline, completedSubLessonSet(progress));
  let completedAt = progress.completedAt;
  if (derived.percentage >= 100 && !completedAt) completedAt = now.toISOString();
  if (derived.percentage < 100 && clearUnder100) completedAt = null;
  return { ...progress, ...derived, completedAt, lastUpdated: now.toISOString() };
}

function findModule(outline: CourseOutline, moduleId: string): ModuleOutline | undefined {
  return outline.modules.find((module) => module.id === moduleId);
}

function subLessonExists(outline: CourseOutline, ref: SubLessonRef): boolean {
  return Boolean(
    findModule(outline, ref.moduleId)
      ?.lessons.find((lesson) => lesson.key === ref.lessonKey)
      ?.subLessonKeys.includes(ref.subLessonKey),
  );
}

/** Marks a sub-lesson done (added once) or not done (removed; completedAt cleared under 100). */
export function markSubLesson(
  progress: CourseProgress,
  outline: CourseOutline,
  ref: SubLessonRef,
  done: boolean,
  now: Date,
): CourseProgress {
  if (!subLessonExists(outline, ref)) return progress;
  const id = subLessonId(ref);
  const present = progress.completedSubLessons.some((entry) => subLessonId(entry) === id);
  if (done === present) return progress;
  const completedSubLessons = done
    ? [
        ...progress.completedSubLessons,
        { moduleId: ref.moduleId, lessonKey: ref.lessonKey, subLessonKey: ref.subLessonKey },
      ]
    : progress.completedSubLessons.filter((entry) => subLessonId(entry) !== id);
  return settle({ ...progress, completedSubLessons }, outline, now, !done);
}

/** Records a passed module quiz (only quizzes with questions count). */
export function completeModuleQuiz(
  progress: CourseProgress,
  outline: CourseOutline,
  moduleId: string,
  now: Date,
): CourseProgress {
  const module = findModule(outline, moduleId);
  if (!module?.hasQuiz || progress.completedModuleQuizzes.includes(moduleId)) return progress;
  return settle(
    { ...progress, completedModuleQuizzes: [...progress.completedModuleQuizzes, moduleId] },
    outline,
    now,
    false,
  );
}

/**
 * SPEC §4 module completion: marks all its sub-lessons done and its quiz (if it has questions).
 * In a legacy course it marks the module itself.
 */
export function completeModule(
  progress: CourseProgress,
  outline: CourseOutline,
  moduleId: string,
  now: Date,
): CourseProgress {
  const module = findModule(outline, moduleId);
  if (!module) return progress;
  if (outline.formula === 'modules') {
    if (progress.completedModules.includes(moduleId)) return progress;
    return settle(
      { ...progress, completedModules: [...progress.completedModules, moduleId] },
      outline,
      now,
      false,
    );
  }
  const done = completedSubLessonSet(progress);
  const added: SubLessonRef[] = [];
  for (const lesson of module.lessons) {
    for (const subLessonKey of lesson.subLessonKeys) {
      if (!isSubLessonDone(done, module.id, lesson.key, subLessonKey))
        added.push({ moduleId: module.id, lessonKey: lesson.key, subLessonKey });
    }
  }
  const quizDone = !module.hasQuiz || progress.completedModuleQuizzes.includes(moduleId);
  if (added.length === 0 && quizDone) return progress;
  return settle(
    {
      ...progress,
      completedSubLessons: [...progress.completedSubLessons, ...added],
      completedModuleQuizzes: quizDone
        ? progress.completedModuleQuizzes
        : [...progress.completedModuleQuizzes, moduleId],
    },
    outline,
    now,
    false,
  );
}

/** Legacy courses: un-marks a completed module (completedAt cleared under 100). */
export function uncompleteModule(
  progress: CourseProgress,
  outline: CourseOutline,
  moduleId: string,
  now: Date,
): CourseProgress {
  if (outline.formula !== 'modules' || !progress.completedModules.includes(moduleId)) return progress;
  return settle(
    { ...progress, completedModules: progress.completedModules.filter((id) => id !== moduleId) },
    outline,
    now,
    true,
  );
}

/** Records a passed sub-lesson quiz (the quiz popup). Does not change the percentage. */
export function completeSubLessonQuiz(progress: CourseProgress, quizId: string, now: Date): CourseProgress {
  if (progress.completedSubLessonQuizzes.includes(quizId)) return progress;
  return {
    ...progress,
    completedSubLessonQuizzes: [...progress.completedSubLessonQuizzes, quizId],
    lastUpdated: now.toISOString(),
  };
}

/**
 * The first sub-lesson not yet done, in course order (the outline follows the display order);
 * null when every sub-lesson is done or the course has none.
 */
export function firstIncompleteSubLesson(
  progress: CourseProgress,
  outline: CourseOutline,
): SubLessonRef | null {
  const done = completedSubLessonSet(progress);
  for (const module of outline.modules) {
    for (const lesson of module.lessons) {
      for (const subLessonKey of lesson.subLessonKeys) {
        if (!isSubLessonDone(done, module.id, lesson.key, subLessonKey))
          return { moduleId: module.id, lessonKey: lesson.key, subLessonKey };
      }
    }
  }
  return null;
}
