import type { Ref } from 'react';
import {
  type CourseProgress,
  completedSubLessonSet,
  completeModule,
  completeModuleQuiz,
  completeSubLessonQuiz,
  markSubLesson,
  subLessonId,
  uncompleteModule,
} from '../../../lib/progress/engine';
import type { CourseTree } from '../course-tree';
import type { Resolved } from '../selection';
import type { ProgressChange } from '../use-learning-progress';
import type { Guard } from '../use-registration-gate';
import {
  LegacyModuleContent,
  LessonOverview,
  LessonPrompt,
  ModuleQuizContent,
  SubLessonContent,
} from './lesson-content';

export interface LessonAreaProps {
  resolved: Resolved | null;
  tree: CourseTree;
  progress: CourseProgress;
  /** Records a change of progress (`useLearningProgress`). */
  change: (apply: ProgressChange) => void;
  /** The registration gate: progress is recorded for a registered visitor only. */
  guard: Guard;
  /** The shown lesson's heading, for the focus when a lesson opens. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The content area's lesson (SPEC §2): a sub-lesson, a lesson without sub-lessons, a legacy
 * module or a module quiz — or, with nothing selected, where to start — with what marking it
 * complete or passing its quiz records.
 */
export function LessonArea({ resolved, tree, progress, change, guard, headingRef }: LessonAreaProps) {
  switch (resolved?.kind) {
    case 'sub-lesson': {
      const ref = {
        moduleId: resolved.module.id,
        lessonKey: resolved.lesson.key,
        subLessonKey: resolved.subLesson.key,
      };
      const quizId = subLessonId(ref);
      const isDone = completedSubLessonSet(progress).has(quizId);
      return (
        <SubLessonContent
          key={quizId}
          ref={headingRef}
          module={resolved.module}
          lesson={resolved.lesson}
          subLesson={resolved.subLesson}
          done={isDone}
          quizDone={progress.completedSubLessonQuizzes.includes(quizId)}
          guard={guard}
          onToggle={() =>
            guard(() => change((current, now) => markSubLesson(current, tree.outline, ref, !isDone, now)))
          }
          onQuizPass={() => change((current, now) => completeSubLessonQuiz(current, quizId, now))}
        />
      );
    }
    case 'lesson':
      return (
        <LessonOverview
          key={resolved.lesson.key}
          ref={headingRef}
          module={resolved.module}
          lesson={resolved.lesson}
        />
      );
    case 'module': {
      const moduleId = resolved.module.id;
      const isDone = progress.completedModules.includes(moduleId);
      return (
        <LegacyModuleContent
          key={moduleId}
          ref={headingRef}
          module={resolved.module}
          done={isDone}
          guard={guard}
          onToggle={() =>
            guard(() =>
              change((current, now) =>
                isDone
                  ? uncompleteModule(current, tree.outline, moduleId, now)
                  : completeModule(current, tree.outline, moduleId, now),
              ),
            )
          }
        />
      );
    }
    case 'quiz': {
      const moduleId = resolved.module.id;
      return (
        <ModuleQuizContent
          key={moduleId}
          ref={headingRef}
          module={resolved.module}
          completed={progress.completedModuleQuizzes.includes(moduleId)}
          guard={guard}
          onPass={() => change((current, now) => completeModuleQuiz(current, tree.outline, moduleId, now))}
        />
      );
    }
    default:
      return <LessonPrompt ref={headingRef} />;
  }
}
