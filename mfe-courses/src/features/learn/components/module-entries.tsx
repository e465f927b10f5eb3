import { type CourseProgress, subLessonId } from '../../../lib/progress/engine';
import type { TreeModule } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import { type Selection, sameSelection } from '../selection';
import { ItemButton } from './item-button';
import { LessonGroup, lessonDoneMask } from './lesson-group';
import styles from './module-entries.module.css';

export interface ModuleEntriesProps {
  module: TreeModule;
  progress: CourseProgress;
  done: Set<string>;
  /** Whether the module is complete (a legacy module's 'Module content' shows it). */
  complete: boolean;
  selection: Selection | null;
  /** The lessons the learner has collapsed (kept by the panel while the module is closed). */
  closedLessons: Set<string>;
  onToggleLesson: (lessonKey: string) => void;
  onSelect: (selection: Selection) => void;
}

/** What an open module lists: its content (legacy), its lessons and sub-lessons, its quiz. */
export function ModuleEntries({
  module,
  progress,
  done,
  complete,
  selection,
  closedLessons,
  onToggleLesson,
  onSelect,
}: ModuleEntriesProps) {
  const selected = (candidate: Selection) => sameSelection(selection, candidate);
  const t = useLearnMessages();
  return (
    <>
      {module.legacy ? (
        <ItemButton
          selected={selected({ kind: 'module', moduleId: module.id })}
          done={complete}
          onClick={() => onSelect({ kind: 'module', moduleId: module.id })}
        >
          {t('learn.moduleContent')}
        </ItemButton>
      ) : null}
      {module.lessons.length === 0 && !module.legacy ? (
        <p className={styles.empty}>{t('curriculum.noLessons')}</p>
      ) : null}
      {module.lessons.length ? (
        <ol className={styles.lessons}>
          {module.lessons.map((lesson) => {
            if (lesson.subLessons.length === 0) {
              const item: Selection = { kind: 'lesson', moduleId: module.id, lessonKey: lesson.key };
              return (
                <li key={lesson.key}>
                  <ItemButton
                    selected={selected(item)}
                    done={false}
                    onClick={() => onSelect(item)}
                    content={lesson}
                  >
                    {lesson.title}
                  </ItemButton>
                </li>
              );
            }
            return (
              <LessonGroup
                key={lesson.key}
                moduleId={module.id}
                lesson={lesson}
                doneMask={lessonDoneMask(lesson, (subLessonKey) =>
                  done.has(subLessonId({ moduleId: module.id, lessonKey: lesson.key, subLessonKey })),
                )}
                selectedKey={
                  selection?.kind === 'sub-lesson' && selection.lessonKey === lesson.key
                    ? selection.subLessonKey
                    : null
                }
                open={!closedLessons.has(lesson.key)}
                onToggle={onToggleLesson}
                onSelect={onSelect}
              />
            );
          })}
        </ol>
      ) : null}
      {module.quiz ? (
        <ItemButton
          selected={selected({ kind: 'quiz', moduleId: module.id })}
          done={progress.completedModuleQuizzes.includes(module.id)}
          onClick={() => onSelect({ kind: 'quiz', moduleId: module.id })}
        >
          {t('learn.moduleQuizEntry', { count: module.quiz.questions.length })}
        </ItemButton>
      ) : null}
    </>
  );
}
