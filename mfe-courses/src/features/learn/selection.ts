import { text } from '@quantethic/kit/content';
import { type CourseProgress, completedSubLessonSet, subLessonId } from '../../lib/progress/engine';
import type { CourseTree, TreeLesson, TreeModule, TreeSubLesson } from './course-tree';

/** What the content area shows. */
export type Selection =
  | { kind: 'sub-lesson'; moduleId: string; lessonKey: string; subLessonKey: string }
  /** A lesson without sub-lessons (two-level courses): its description. */
  | { kind: 'lesson'; moduleId: string; lessonKey: string }
  /** A legacy module's single page of content. */
  | { kind: 'module'; moduleId: string }
  | { kind: 'quiz'; moduleId: string };

export type Resolved =
  | { kind: 'sub-lesson'; module: TreeModule; lesson: TreeLesson; subLesson: TreeSubLesson }
  | { kind: 'lesson'; module: TreeModule; lesson: TreeLesson }
  | { kind: 'module'; module: TreeModule }
  | { kind: 'quiz'; module: TreeModule };

/** The URL form (?lesson=…): `q:<module>`, `<module>`, `<module>/<lesson>`, `<module>/<lesson>/<sub>`. */
export function selectionParam(selection: Selection): string {
  switch (selection.kind) {
    case 'sub-lesson':
      return `${selection.moduleId}/${selection.lessonKey}/${selection.subLessonKey}`;
    case 'lesson':
      return `${selection.moduleId}/${selection.lessonKey}`;
    case 'module':
      return selection.moduleId;
    case 'quiz':
      return `quiz:${selection.moduleId}`;
  }
}

/** Reads ?lesson=…; null when it does not name something in this course. */
export function parseSelection(param: string | null, tree: CourseTree): Resolved | null {
  if (!param) return null;
  if (param.startsWith('quiz:')) return resolve({ kind: 'quiz', moduleId: param.slice(5) }, tree);
  const [moduleId = '', lessonKey, subLessonKey, ...rest] = param.split('/');
  if (rest.length) return null;
  if (subLessonKey !== undefined && lessonKey !== undefined)
    return resolve({ kind: 'sub-lesson', moduleId, lessonKey, subLessonKey }, tree);
  if (lessonKey !== undefined) return resolve({ kind: 'lesson', moduleId, lessonKey }, tree);
  return resolve({ kind: 'module', moduleId }, tree);
}

export function resolve(selection: Selection, tree: CourseTree): Resolved | null {
  // A module is named by its progress identity (the same in every edition, so a link keeps its
  // lesson in the other language); a link written with the module's own _id still finds it.
  const module =
    tree.modules.find((candidate) => candidate.id === selection.moduleId) ??
    tree.modules.find((candidate) => text(candidate.content._id) === selection.moduleId);
  if (!module) return null;
  switch (selection.kind) {
    case 'quiz':
      return module.quiz ? { kind: 'quiz', module } : null;
    case 'module':
      return module.legacy ? { kind: 'module', module } : null;
    case 'lesson': {
      const lesson = module.lessons.find((candidate) => candidate.key === selection.lessonKey);
      return lesson && lesson.subLessons.length === 0 ? { kind: 'lesson', module, lesson } : null;
    }
    case 'sub-lesson': {
      const lesson = module.lessons.find((candidate) => candidate.key === selection.lessonKey);
      const subLesson = lesson?.subLessons.find((candidate) => candidate.key === selection.subLessonKey);
      return lesson && subLesson ? { kind: 'sub-lesson', module, lesson, subLesson } : null;
    }
  }
}

export function toSelection(resolved: Resolved): Selection {
  switch (resolved.kind) {
    case 'sub-lesson':
      return {
        kind: 'sub-lesson',
        moduleId: resolved.module.id,
        lessonKey: resolved.lesson.key,
        subLessonKey: resolved.subLesson.key,
      };
    case 'lesson':
      return { kind: 'lesson', moduleId: resolved.module.id, lessonKey: resolved.lesson.key };
    case 'module':
    case 'quiz':
      return { kind: resolved.kind, moduleId: resolved.module.id };
  }
}

/** Everything that can be opened, in course order (for Previous / Next). */
export function sequence(tree: CourseTree): Selection[] {
  return tree.modules.flatMap((module): Selection[] => {
    const items: Selection[] = module.legacy ? [{ kind: 'module', moduleId: module.id }] : [];
    for (const lesson of module.lessons) {
      if (lesson.subLessons.length === 0)
        items.push({ kind: 'lesson', moduleId: module.id, lessonKey: lesson.key });
      for (const subLesson of lesson.subLessons)
        items.push({
          kind: 'sub-lesson',
          moduleId: module.id,
          lessonKey: lesson.key,
          subLessonKey: subLesson.key,
        });
    }
    if (module.quiz) items.push({ kind: 'quiz', moduleId: module.id });
    return items;
  });
}

export function sameSelection(a: Selection | null, b: Selection | null): boolean {
  return a !== null && b !== null && selectionParam(a) === selectionParam(b);
}

/**
 * Where a learner resumes (issue: the first incomplete sub-lesson). Legacy courses resume at the
 * first module not completed. With every sub-lesson done, the first module quiz not yet passed.
 * Null when everything is done — the view then invites the learner to pick a lesson.
 */
export function resumePoint(tree: CourseTree, progress: CourseProgress): Selection | null {
  if (tree.outline.formula === 'modules') {
    const module = tree.modules.find(
      (candidate) => candidate.legacy && !progress.completedModules.includes(candidate.id),
    );
    return module ? { kind: 'module', moduleId: module.id } : null;
  }
  const done = completedSubLessonSet(progress);
  for (const module of tree.modules) {
    for (const lesson of module.lessons) {
      for (const subLesson of lesson.subLessons) {
        const ref = { moduleId: module.id, lessonKey: lesson.key, subLessonKey: subLesson.key };
        if (!done.has(subLessonId(ref))) return { kind: 'sub-lesson', ...ref };
      }
    }
  }
  const quiz = tree.modules.find(
    (module) => module.quiz && !progress.completedModuleQuizzes.includes(module.id),
  );
  return quiz ? { kind: 'quiz', moduleId: quiz.id } : null;
}
