import { text } from '@quantethic/kit/content';
import { LoadingState } from '@quantethic/shared';
import { useCallback, useMemo } from 'react';
import type { CourseDetail } from '../../lib/api/get-course';
import { CompletionBanner } from '../../lib/completion/completion-banner';
import { ProgressMeter } from '../../lib/components/progress-meter';
import { coursePath, courseTitle } from '../../lib/course-links';
import { completeModule } from '../../lib/progress/engine';
import { progressIdOf } from '../../lib/progress/identity';
import { CourseSidebar } from './components/course-sidebar';
import { LearningHeader } from './components/learning-header';
import { LessonArea } from './components/lesson-area';
import { LessonPager } from './components/lesson-pager';
import { courseTree } from './course-tree';
import { useLearnMessages } from './learn-messages';
import styles from './learning-view.module.css';
import { type Selection, selectionParam } from './selection';
import { useCompletionConfetti } from './use-completion-confetti';
import { useLearningProgress } from './use-learning-progress';
import { useLessonFocus } from './use-lesson-focus';
import { useLessonSelection } from './use-lesson-selection';
import { useRegistrationGate } from './use-registration-gate';

/**
 * The learning view before the learner is known (the sign-in is still being checked): the
 * course's heading, and a loading state where the lesson will be. Progress, the resume point and
 * the sidebar's marks depend on the learner, so they wait. This is also what a learning page
 * prerendered at deploy time paints first.
 */
export function LearningFrame({ course, loadingLabel }: { course: CourseDetail; loadingLabel: string }) {
  return (
    <div className={styles.view}>
      <LearningHeader course={course} />
      <LoadingState label={loadingLabel} />
    </div>
  );
}

/**
 * The learning view (SPEC §2): sidebar of modules, the selected sub-lesson (or lesson, legacy
 * module or module quiz) in the content area with a pager, progress recorded through the engine
 * behind the registration gate, completion with confetti and a certificate. Which lesson shows
 * comes from the URL or the resume point (`useLessonSelection`).
 */
export function LearningView({ course }: { course: CourseDetail }) {
  const t = useLearnMessages();
  const title = courseTitle(course, t);
  const tree = useMemo(() => courseTree(course.modules, t), [course.modules, t]);
  // One record per course, whichever edition (the English original's id).
  const { progress, change } = useLearningProgress(progressIdOf(course) ?? course._id, tree.outline, {
    title,
    level: text(course.level),
  });
  const { guard, modal } = useRegistrationGate(title);
  const { resolved, selection, select } = useLessonSelection(tree, progress);
  const { headingRef, willOpen } = useLessonFocus(selection ? selectionParam(selection) : null);
  const open = useCallback(
    (next: Selection) => {
      willOpen();
      select(next);
    },
    [willOpen, select],
  );
  useCompletionConfetti(progress.percentage);

  return (
    <div className={styles.view}>
      <LearningHeader course={course}>
        <ProgressMeter percentage={progress.percentage} label={t('progress.label', { title })} />
      </LearningHeader>
      {progress.percentage === 100 ? (
        <CompletionBanner
          completedAt={progress.completedAt}
          certificatePath={`${coursePath(course)}/certificate`}
        />
      ) : null}
      <div className={styles.layout}>
        <CourseSidebar
          tree={tree}
          progress={progress}
          selection={selection}
          onSelect={open}
          onCompleteModule={(moduleId) =>
            guard(() => change((current, now) => completeModule(current, tree.outline, moduleId, now)))
          }
        />
        <section className={styles.content} aria-label={t('learn.lesson')}>
          <LessonArea
            resolved={resolved}
            tree={tree}
            progress={progress}
            change={change}
            guard={guard}
            headingRef={headingRef}
          />
          <LessonPager tree={tree} selection={selection} onSelect={open} />
        </section>
      </div>
      {modal}
    </div>
  );
}
