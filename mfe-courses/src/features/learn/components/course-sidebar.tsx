import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { type CourseProgress, completedSubLessonSet, subLessonId } from '../../../lib/progress/engine';
import type { CourseTree } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import type { Selection } from '../selection';
import { useToggledSet } from '../use-toggled-set';
import styles from './course-sidebar.module.css';
import { ModulePanel } from './module-panel';

export interface CourseSidebarProps {
  tree: CourseTree;
  progress: CourseProgress;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  onCompleteModule: (moduleId: string) => void;
}

/**
 * Per module, a key of everything in `progress` its panel shows: its done sub-lessons, its quiz
 * and its completion. A click re-renders only the panel whose key changed (a course can have
 * thousands of sub-lessons; the panels' props `progress` and `done` are new on every change).
 */
export function moduleSignatures(progress: CourseProgress): Map<string, string> {
  const subLessons = new Map<string, string[]>();
  for (const ref of progress.completedSubLessons) {
    const list = subLessons.get(ref.moduleId) ?? [];
    list.push(subLessonId(ref));
    subLessons.set(ref.moduleId, list);
  }
  const ids = new Set([
    ...subLessons.keys(),
    ...progress.completedModuleQuizzes,
    ...progress.completedModules,
  ]);
  const signatures = new Map<string, string>();
  for (const id of ids) {
    signatures.set(
      id,
      [
        (subLessons.get(id) ?? []).sort().join('|'),
        progress.completedModuleQuizzes.includes(id) ? 'quiz' : '',
        progress.completedModules.includes(id) ? 'module' : '',
      ].join('#'),
    );
  }
  return signatures;
}

/** A stable function that always calls the latest `fn` (for memoised children). */
function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/**
 * The modules open in the sidebar: at first the first module and the one being shown; afterwards
 * only the learner opens and closes them.
 */
function useOpenModules(tree: CourseTree, selection: Selection | null) {
  const [open, toggle] = useToggledSet(() => {
    const ids = tree.modules[0] ? [tree.modules[0].id] : [];
    if (selection) ids.push(selection.moduleId);
    return new Set(ids);
  });
  return { open, toggle };
}

/** SPEC §2: the sidebar of modules (the first open by default) with completion circles. */
export function CourseSidebar({ tree, progress, selection, onSelect, onCompleteModule }: CourseSidebarProps) {
  const modules = useOpenModules(tree, selection);
  const done = useMemo(() => completedSubLessonSet(progress), [progress]);
  const signatures = useMemo(() => moduleSignatures(progress), [progress]);
  const select = useLatest(onSelect);
  const completeModule = useLatest(onCompleteModule);
  const t = useLearnMessages();
  return (
    <nav className={styles.sidebar} aria-label={t('card.contents')}>
      <h2 className={styles.sidebarTitle}>{t('card.contents')}</h2>
      {tree.modules.length === 0 ? <p className={styles.empty}>{t('learn.noModules')}</p> : null}
      <ol className={styles.modules}>
        {tree.modules.map((module, index) => (
          <ModulePanel
            key={module.id}
            module={module}
            index={index}
            tree={tree}
            progress={progress}
            done={done}
            signature={signatures.get(module.id) ?? ''}
            selection={selection?.moduleId === module.id ? selection : null}
            open={modules.open.has(module.id)}
            onToggle={modules.toggle}
            onSelect={select}
            onCompleteModule={completeModule}
          />
        ))}
      </ol>
    </nav>
  );
}
