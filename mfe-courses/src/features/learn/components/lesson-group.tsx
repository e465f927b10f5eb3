import { formatMinutes } from '../../../lib/format';
import { subLessonId } from '../../../lib/progress/engine';
import type { TreeLesson } from '../course-tree';
import { type Selection, sameSelection } from '../selection';
import { ItemButton } from './item-button';
import styles from './lesson-group.module.css';
import { SidebarButton } from './sidebar-button';

export interface LessonGroupProps {
  moduleId: string;
  lesson: TreeLesson;
  /** Done sub-lessons (`subLessonId`s). */
  done: Set<string>;
  lessonDone: boolean;
  /** The selection when it is in this module, else null. */
  selection: Selection | null;
  open: boolean;
  onToggle: (lessonKey: string) => void;
  onSelect: (selection: Selection) => void;
}

/** A lesson with sub-lessons: a button that expands and collapses the list of its sub-lessons. */
export function LessonGroup({
  moduleId,
  lesson,
  done,
  lessonDone,
  selection,
  open,
  onToggle,
  onSelect,
}: LessonGroupProps) {
  const panelId = `lesson-panel-${moduleId}-${lesson.key}`;
  return (
    <li>
      <SidebarButton
        kind="lesson"
        done={lessonDone}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(lesson.key)}
      >
        {lesson.title}
      </SidebarButton>
      <ol id={panelId} hidden={!open} className={styles.subLessons}>
        {open
          ? lesson.subLessons.map((subLesson) => {
              const item: Selection = {
                kind: 'sub-lesson',
                moduleId,
                lessonKey: lesson.key,
                subLessonKey: subLesson.key,
              };
              return (
                <li key={subLesson.key}>
                  <ItemButton
                    selected={sameSelection(selection, item)}
                    done={done.has(subLessonId(item))}
                    onClick={() => onSelect(item)}
                    duration={formatMinutes(subLesson.content.duration)}
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
}
