import { ContentText } from '@quantethic/kit/content';
import { memo } from 'react';
import { formatMinutes } from '../../../lib/format';
import type { TreeLesson } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import type { Selection } from '../selection';
import { ItemButton } from './item-button';
import styles from './lesson-group.module.css';
import { SidebarButton } from './sidebar-button';

export interface LessonGroupProps {
  moduleId: string;
  lesson: TreeLesson;
  /** Per sub-lesson, in order, '1' when it is done and '0' when not (`lessonDoneMask`). */
  doneMask: string;
  /** The key of the selected sub-lesson when it is one of this lesson's, else null. */
  selectedKey: string | null;
  open: boolean;
  onToggle: (lessonKey: string) => void;
  onSelect: (selection: Selection) => void;
}

/** Which of a lesson's sub-lessons are done, as LessonGroup's `doneMask`. */
export function lessonDoneMask(lesson: TreeLesson, isDone: (subLessonKey: string) => boolean): string {
  return lesson.subLessons.map((subLesson) => (isDone(subLesson.key) ? '1' : '0')).join('');
}

/**
 * A lesson with sub-lessons: a button that expands and collapses the list of its sub-lessons.
 * Its props are plain values, so it re-renders only when what it shows changes: marking one
 * sub-lesson complete re-renders its own lesson, not the module's others.
 */
export const LessonGroup = memo(function LessonGroup({
  moduleId,
  lesson,
  doneMask,
  selectedKey,
  open,
  onToggle,
  onSelect,
}: LessonGroupProps) {
  const lessonDone = doneMask.length > 0 && !doneMask.includes('0');
  const panelId = `lesson-panel-${moduleId}-${lesson.key}`;
  const t = useLearnMessages();
  return (
    <li>
      <SidebarButton
        kind="lesson"
        done={lessonDone}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(lesson.key)}
      >
        <ContentText of={lesson}>{lesson.title}</ContentText>
      </SidebarButton>
      <ol id={panelId} hidden={!open} className={styles.subLessons}>
        {open
          ? lesson.subLessons.map((subLesson, index) => {
              const item: Selection = {
                kind: 'sub-lesson',
                moduleId,
                lessonKey: lesson.key,
                subLessonKey: subLesson.key,
              };
              return (
                <li key={subLesson.key}>
                  <ItemButton
                    selected={selectedKey === subLesson.key}
                    done={doneMask[index] === '1'}
                    onClick={() => onSelect(item)}
                    duration={formatMinutes(subLesson.content.duration, t)}
                    content={lesson}
                  >
                    {subLesson.title}
                  </ItemButton>
                </li>
              );
            })
          : null}
      </ol>
    </li>
  );
});
