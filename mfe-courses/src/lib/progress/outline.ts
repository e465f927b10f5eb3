import { isRecord, recordList, text } from '@quantethic/kit/content';
import { sortByOrder } from '../structure';
import { progressIdOf } from './identity';

/**
 * The part of a course that progress depends on, read defensively from untrusted content:
 * modules with an id, their lessons with a key and their sub-lessons with a key. Entries without
 * an identifier cannot be tracked and are left out; a repeated identifier counts once. Modules,
 * lessons and sub-lessons are in display order (by `order`, SPEC §5).
 */
export interface ModuleOutline {
  /**
   * The module's progress identity (`progressIdOf`): its English original's id, the same in every
   * edition (lesson and sub-lesson keys are too), else its `_id`.
   */
  id: string;
  /** The module quiz has at least one question (only then does it count). */
  hasQuiz: boolean;
  lessons: LessonOutline[];
}

export interface LessonOutline {
  key: string;
  subLessonKeys: string[];
}

export interface CourseOutline {
  modules: ModuleOutline[];
  totalSubLessons: number;
  /** Modules whose quiz has questions. */
  quizModules: number;
  /**
   * Which percentage formula applies (SPEC §4): 'sub-lessons' counts done sub-lessons and module
   * quizzes; 'modules' (legacy courses, with nothing of either) counts completed modules.
   */
  formula: 'sub-lessons' | 'modules';
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function hasQuizQuestions(moduleQuiz: unknown): boolean {
  return isRecord(moduleQuiz) && recordList(moduleQuiz.questions).length > 0;
}

export function courseOutline(modules: unknown): CourseOutline {
  const outlined = sortByOrder<Record<string, unknown>>(modules).flatMap((module): ModuleOutline[] => {
    const id = progressIdOf(module);
    if (!id) return [];
    const lessons = sortByOrder<Record<string, unknown>>(module.lessons).flatMap(
      (lesson): LessonOutline[] => {
        const key = text(lesson._key);
        if (!key) return [];
        const subLessonKeys = [
          ...new Set(
            sortByOrder<Record<string, unknown>>(lesson.subLessons)
              .map((subLesson) => text(subLesson._key))
              .filter((subKey): subKey is string => subKey !== null),
          ),
        ];
        return [{ key, subLessonKeys }];
      },
    );
    return [{ id, hasQuiz: hasQuizQuestions(module.moduleQuiz), lessons: uniqueBy(lessons, (l) => l.key) }];
  });
  const unique = uniqueBy(outlined, (module) => module.id);
  const totalSubLessons = unique.reduce(
    (sum, module) => sum + module.lessons.reduce((n, lesson) => n + lesson.subLessonKeys.length, 0),
    0,
  );
  const quizModules = unique.filter((module) => module.hasQuiz).length;
  return {
    modules: unique,
    totalSubLessons,
    quizModules,
    formula: totalSubLessons + quizModules > 0 ? 'sub-lessons' : 'modules',
  };
}
