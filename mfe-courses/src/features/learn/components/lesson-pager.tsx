import { useMemo } from 'react';
import type { CourseTree } from '../course-tree';
import { type LearnT, useLearnMessages } from '../learn-messages';
import { type Resolved, resolve, type Selection, sameSelection, sequence } from '../selection';
import styles from './lesson-pager.module.css';

function labelOf(resolved: Resolved, t: LearnT): string {
  switch (resolved.kind) {
    case 'sub-lesson':
      return resolved.subLesson.title;
    case 'lesson':
      return resolved.lesson.title;
    case 'module':
      return resolved.module.title;
    case 'quiz':
      return resolved.module.quiz?.title ?? t('quiz.moduleQuiz');
  }
}

/** '← Previous: …' and 'Next: … →' in course order, around the selection (nothing at either end alone). */
export function LessonPager({
  tree,
  selection,
  onSelect,
}: {
  tree: CourseTree;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
}) {
  const t = useLearnMessages();
  const order = useMemo(() => sequence(tree), [tree]);
  const position = selection ? order.findIndex((item) => sameSelection(item, selection)) : -1;
  const previousItem = position > 0 ? order[position - 1] : undefined;
  const nextItem = position >= 0 && position < order.length - 1 ? order[position + 1] : undefined;
  const previousResolved = previousItem ? resolve(previousItem, tree) : null;
  const nextResolved = nextItem ? resolve(nextItem, tree) : null;
  if (!previousResolved && !nextResolved) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {previousResolved && previousItem ? (
        <button type="button" className="qe-btn qe-btn--ghost" onClick={() => onSelect(previousItem)}>
          {t('pager.previous', { title: labelOf(previousResolved, t) })}
        </button>
      ) : (
        <span />
      )}
      {nextResolved && nextItem ? (
        <button type="button" className="qe-btn qe-btn--ghost" onClick={() => onSelect(nextItem)}>
          {t('pager.next', { title: labelOf(nextResolved, t) })}
        </button>
      ) : null}
    </nav>
  );
}
