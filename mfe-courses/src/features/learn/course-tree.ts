import { contentLanguage, isRecord, recordList, text } from '@quantethic/kit/content';
import type { CourseModule, Lesson, Locale, SubLesson } from '@quantethic/shared';
import { progressIdOf } from '../../lib/progress/identity';
import { type CourseOutline, courseOutline } from '../../lib/progress/outline';
import { hasLegacyContent, sortByOrder } from '../../lib/structure';
import { englishLearnT, type LearnT } from './learn-messages';
import { passMark, type Question, readQuestions, timeLimit } from './quiz/scoring';

/**
 * The course as the learning view shows it: modules, lessons and sub-lessons in display order
 * (SPEC §5), each with an identity progress can track, titles with fallbacks, and quizzes read
 * into questions that can be scored. Built from untrusted content; the same rules as the progress
 * outline decide what is trackable, so what is shown and what is counted always agree.
 */
export interface TreeSubLesson {
  key: string;
  title: string;
  content: SubLesson;
  /** Questions of the sub-lesson's quizzes (the quiz popup), all together. */
  questions: Question[];
}

export interface TreeLesson {
  key: string;
  /** Its module's language (a lesson is part of its module's document). */
  language: Locale;
  title: string;
  description: string | null;
  subLessons: TreeSubLesson[];
}

export interface TreeQuiz {
  title: string;
  description: string | null;
  questions: Question[];
  passMark: number;
  /** Minutes, or null. */
  timeLimit: number | null;
}

export interface LegacyQuizItem {
  key: string;
  /** Its module's language. */
  language: Locale;
  title: string;
  /** The title is the quiz's own (not 'Quiz 2', a text of the page). */
  ownTitle: boolean;
  description: string | null;
  questions: Question[];
}

export interface TreeModule {
  /**
   * The module's progress identity, as in the outline (its English original's id in every
   * edition): progress, the lesson in the URL and legacy quiz scores follow it.
   */
  id: string;
  /**
   * The language of the module's document: the page's, or English for a module not translated
   * yet (its texts are marked with it: `fallbackLanguage(module, locale)`).
   */
  language: Locale;
  title: string;
  description: string | null;
  content: CourseModule;
  lessons: TreeLesson[];
  /** The module quiz, when it has questions. */
  quiz: TreeQuiz | null;
  /** Single-level (legacy) module content is shown as one page. */
  legacy: boolean;
  /** Legacy module quizzes (scored and stored under quiz-{moduleId}). */
  legacyQuizzes: LegacyQuizItem[];
}

export interface CourseTree {
  modules: TreeModule[];
  outline: CourseOutline;
}

function subLessonsOf(lesson: Lesson, language: Locale, t: LearnT): TreeSubLesson[] {
  const seen = new Set<string>();
  return sortByOrder<SubLesson>(lesson.subLessons).flatMap((subLesson, index): TreeSubLesson[] => {
    const key = text(subLesson._key);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [
      {
        key,
        title: text(subLesson.title) ?? t('curriculum.partNumber', { number: index + 1 }),
        content: subLesson,
        questions: recordList<Record<string, unknown>>(subLesson.quizzes).flatMap((quiz) =>
          readQuestions(quiz.questions, language),
        ),
      },
    ];
  });
}

function lessonsOf(module: CourseModule, language: Locale, t: LearnT): TreeLesson[] {
  const seen = new Set<string>();
  return sortByOrder<Lesson>(module.lessons).flatMap((lesson, index): TreeLesson[] => {
    const key = text(lesson._key);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [
      {
        key,
        language,
        title: text(lesson.title) ?? t('curriculum.lessonNumber', { number: index + 1 }),
        description: text(lesson.description),
        subLessons: subLessonsOf(lesson, language, t),
      },
    ];
  });
}

function quizOf(module: CourseModule, language: Locale, t: LearnT): TreeQuiz | null {
  const quiz = module.moduleQuiz;
  if (!isRecord(quiz)) return null;
  const questions = readQuestions(quiz.questions, language);
  if (questions.length === 0) return null;
  return {
    title: text(quiz.title) ?? t('quiz.moduleQuiz'),
    description: text(quiz.description),
    questions,
    passMark: passMark(quiz),
    timeLimit: timeLimit(quiz),
  };
}

function legacyQuizzesOf(module: CourseModule, language: Locale, t: LearnT): LegacyQuizItem[] {
  return recordList<Record<string, unknown>>(module.quizzes).map((quiz, index) => ({
    key: text(quiz._key) ?? `quiz-${index}`,
    language,
    title: text(quiz.title) ?? t('quiz.number', { number: index + 1 }),
    ownTitle: text(quiz.title) !== null,
    description: text(quiz.description),
    questions: readQuestions(quiz.questions, language),
  }));
}

/** `t` gives the fallback titles ('Lesson 2', 'Module quiz') in the page's language. */
export function courseTree(modules: unknown, t: LearnT = englishLearnT): CourseTree {
  const outline = courseOutline(modules);
  const seen = new Set<string>();
  const tree = sortByOrder<CourseModule>(modules).flatMap((module, index): TreeModule[] => {
    const id = progressIdOf(module);
    if (!id || seen.has(id)) return [];
    seen.add(id);
    const language = contentLanguage(module);
    const lessons = lessonsOf(module, language, t);
    return [
      {
        id,
        language,
        title: text(module.title) ?? t('curriculum.moduleNumber', { number: index + 1 }),
        description: text(module.description),
        content: module,
        lessons,
        quiz: quizOf(module, language, t),
        legacy: lessons.length === 0 && hasLegacyContent(module),
        legacyQuizzes: legacyQuizzesOf(module, language, t),
      },
    ];
  });
  return { modules: tree, outline };
}
