import type { CourseOutline, ModuleOutline } from './outline';

/**
 * The progress engine (SPEC §4): pure functions from a progress record and a course outline to a
 * new record. Nothing here reads storage, the clock or the page; callers pass `now`.
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

function isSubLessonDone(done: Set<string>, moduleId: string, lessonKey: string, subLessonKey: string) {
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
function tally(progress: CourseProgress, outline: CourseOutline, done: Set<string>) {
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
function legacyPercentage(progress: CourseProgress, outline: CourseOutline): number {
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
