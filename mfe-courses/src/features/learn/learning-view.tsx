import { LoadingState } from '@quantethic/shared';
import { Link, useSearchParams } from '@quantethic/shared/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CourseDetail } from '../../lib/api/get-course';
import { CompletionBanner } from '../../lib/completion/completion-banner';
import { CONFETTI_PIECES, celebrate } from '../../lib/completion/confetti';
import { ProgressMeter } from '../../lib/components/progress-meter';
import { text } from '../../lib/content';
import { coursePath, courseTitle } from '../../lib/course-links';
import {
  completedSubLessonSet,
  completeModule,
  completeModuleQuiz,
  completeSubLessonQuiz,
  markSubLesson,
  subLessonId,
  uncompleteModule,
} from '../../lib/progress/engine';
import { CourseSidebar } from './components/course-sidebar';
import {
  LegacyModuleContent,
  LessonOverview,
  ModuleQuizContent,
  SubLessonContent,
} from './components/lesson-content';
import { courseTree } from './course-tree';
import styles from './learning-view.module.css';
import {
  parseSelection,
  type Resolved,
  resolve,
  resumePoint,
  type Selection,
  sameSelection,
  selectionParam,
  sequence,
  toSelection,
} from './selection';
import { useLearningProgress } from './use-learning-progress';
import { useRegistrationGate } from './use-registration-gate';

function LearningHeader({
  course,
  headingLevel,
  children,
}: {
  course: CourseDetail;
  headingLevel: 1 | 2;
  children?: React.ReactNode;
}) {
  const title = courseTitle(course);
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        <p className={styles.eyebrow}>Learning</p>
        <Heading className={styles.title}>{title}</Heading>
        {children}
      </div>
      <Link to={coursePath(course)} className={`qe-btn qe-btn--outline ${styles.close}`}>
        <span aria-hidden="true">✕</span> Close
        <span className="qe-visually-hidden"> the learning view</span>
      </Link>
    </header>
  );
}

/**
 * The learning view before the learner is known (the sign-in is still being checked): the
 * course's heading, and a loading state where the lesson will be. Progress, the resume point and
 * the sidebar's marks depend on the learner, so they wait. This is also what a learning page
 * prerendered at deploy time paints first.
 */
export function LearningFrame({ course, loadingLabel }: { course: CourseDetail; loadingLabel: string }) {
  return (
    <div className={styles.view}>
      <LearningHeader course={course} headingLevel={1} />
      <LoadingState label={loadingLabel} />
    </div>
  );
}

export interface LearningViewProps {
  course: CourseDetail;
  /** Heading level of the view's title (1 on the learn route, 2 inside the course page). */
  headingLevel?: 1 | 2;
}

function labelOf(resolved: Resolved): string {
  switch (resolved.kind) {
    case 'sub-lesson':
      return resolved.subLesson.title;
    case 'lesson':
      return resolved.lesson.title;
    case 'module':
      return resolved.module.title;
    case 'quiz':
      return resolved.module.quiz?.title ?? 'Module quiz';
  }
}

/**
 * The learning view (SPEC §2): sidebar of modules, the selected sub-lesson (or legacy module, or
 * module quiz) in the content area, progress recorded through the engine, completion with
 * confetti and a certificate. The selection lives in the URL (?lesson=…) so reloading or sharing
 * keeps the place; without one the learner resumes at the first incomplete sub-lesson.
 */
export function LearningView({ course, headingLevel = 1 }: LearningViewProps) {
  const title = courseTitle(course);
  const path = coursePath(course);
  const tree = useMemo(() => courseTree(course.modules), [course.modules]);
  const { progress, change } = useLearningProgress(course._id, tree.outline, {
    title,
    level: text(course.level),
  });
  const { guard, modal } = useRegistrationGate(title);
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useRef(false);

  // The resume point is decided once, when the view opens.
  const resume = useRef<Selection | null | undefined>(undefined);
  if (resume.current === undefined) resume.current = resumePoint(tree, progress);
  const fromUrl = parseSelection(params.get('lesson'), tree);
  const resolved = fromUrl ?? (resume.current ? resolve(resume.current, tree) : null);
  const selection = resolved ? toSelection(resolved) : null;

  const select = useCallback(
    (next: Selection) => {
      focusOnOpen.current = true;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('lesson', selectionParam(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // Focus moves to the lesson heading when the learner opens a lesson.
  const selectionKey = selection ? selectionParam(selection) : null;
  useEffect(() => {
    if (!focusOnOpen.current || selectionKey === null) return;
    focusOnOpen.current = false;
    headingRef.current?.focus();
  }, [selectionKey]);

  // Confetti when the course becomes complete in this visit (not on every later visit).
  const previous = useRef(progress.percentage);
  useEffect(() => {
    if (previous.current < 100 && progress.percentage === 100) void celebrate(CONFETTI_PIECES);
    previous.current = progress.percentage;
  }, [progress.percentage]);

  const order = useMemo(() => sequence(tree), [tree]);
  const position = selection ? order.findIndex((item) => sameSelection(item, selection)) : -1;
  const previousItem = position > 0 ? order[position - 1] : undefined;
  const nextItem = position >= 0 && position < order.length - 1 ? order[position + 1] : undefined;
  const previousResolved = previousItem ? resolve(previousItem, tree) : null;
  const nextResolved = nextItem ? resolve(nextItem, tree) : null;

  const done = completedSubLessonSet(progress);
  // The sidebar opens the first module and the one being shown; it keeps its own state afterwards.
  const [initiallyOpen] = useState(() => {
    const ids = tree.modules[0] ? [tree.modules[0].id] : [];
    if (selection) ids.push(selection.moduleId);
    return ids;
  });

  let content: React.ReactNode = (
    <div className={styles.placeholder}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.lessonTitle}>
        Select a lesson to get started
      </h2>
      <p className={styles.muted}>Choose a lesson from the course contents.</p>
    </div>
  );
  if (resolved?.kind === 'sub-lesson') {
    const ref = {
      moduleId: resolved.module.id,
      lessonKey: resolved.lesson.key,
      subLessonKey: resolved.subLesson.key,
    };
    const isDone = done.has(subLessonId(ref));
    const quizId = subLessonId(ref);
    content = (
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
  } else if (resolved?.kind === 'lesson') {
    content = (
      <LessonOverview
        key={resolved.lesson.key}
        ref={headingRef}
        module={resolved.module}
        lesson={resolved.lesson}
      />
    );
  } else if (resolved?.kind === 'module') {
    const moduleId = resolved.module.id;
    const isDone = progress.completedModules.includes(moduleId);
    content = (
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
  } else if (resolved?.kind === 'quiz') {
    const moduleId = resolved.module.id;
    content = (
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

  return (
    <div className={styles.view}>
      <LearningHeader course={course} headingLevel={headingLevel}>
        <ProgressMeter percentage={progress.percentage} label={`Progress in ${title}`} />
      </LearningHeader>
      {progress.percentage === 100 ? (
        <CompletionBanner completedAt={progress.completedAt} certificatePath={`${path}/certificate`} />
      ) : null}
      <div className={styles.layout}>
        <CourseSidebar
          tree={tree}
          progress={progress}
          selection={selection}
          onSelect={select}
          onCompleteModule={(moduleId) =>
            guard(() => change((current, now) => completeModule(current, tree.outline, moduleId, now)))
          }
          initiallyOpen={initiallyOpen}
        />
        <section className={styles.content} aria-label="Lesson">
          {content}
          {previousResolved || nextResolved ? (
            <nav className={styles.pager} aria-label="Lessons">
              {previousResolved && previousItem ? (
                <button type="button" className="qe-btn qe-btn--ghost" onClick={() => select(previousItem)}>
                  ← Previous: {labelOf(previousResolved)}
                </button>
              ) : (
                <span />
              )}
              {nextResolved && nextItem ? (
                <button type="button" className="qe-btn qe-btn--ghost" onClick={() => select(nextItem)}>
                  Next: {labelOf(nextResolved)} →
                </button>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
      {modal}
    </div>
  );
}
