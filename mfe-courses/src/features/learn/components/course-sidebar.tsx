import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatMinutes } from '../../../lib/format';
import {
  type CourseProgress,
  completedSubLessonSet,
  isLessonComplete,
  isModuleComplete,
  moduleShare,
  subLessonId,
} from '../../../lib/progress/engine';
import type { CourseTree, TreeModule } from '../course-tree';
import styles from '../learning-view.module.css';
import { type Selection, sameSelection } from '../selection';
import { CompletionMark } from './completion-mark';

export interface CourseSidebarProps {
  tree: CourseTree;
  progress: CourseProgress;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  onCompleteModule: (moduleId: string) => void;
  /** Modules open at first (the first one, and the one being resumed). */
  initiallyOpen: string[];
}

interface ModulePanelProps {
  module: TreeModule;
  index: number;
  tree: CourseTree;
  progress: CourseProgress;
  done: Set<string>;
  /** What this module's rendering depends on in `progress` (see moduleSignatures). */
  signature: string;
  /** The selection when it is in this module, else null. */
  selection: Selection | null;
  open: boolean;
  onToggle: (moduleId: string) => void;
  onSelect: (selection: Selection) => void;
  onCompleteModule: (moduleId: string) => void;
}

function ItemButton({
  selected,
  done,
  onClick,
  children,
}: {
  selected: boolean;
  done: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.item}
      aria-current={selected ? 'step' : undefined}
      onClick={onClick}
    >
      <CompletionMark done={done} />
      <span className={styles.itemText}>{children}</span>
    </button>
  );
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

const samePanelProps = (a: ModulePanelProps, b: ModulePanelProps) =>
  a.signature === b.signature &&
  (a.selection === b.selection || sameSelection(a.selection, b.selection)) &&
  a.open === b.open &&
  a.module === b.module &&
  a.index === b.index &&
  a.tree === b.tree &&
  a.onToggle === b.onToggle &&
  a.onSelect === b.onSelect &&
  a.onCompleteModule === b.onCompleteModule;

/** A stable function that always calls the latest `fn` (for memoised children). */
function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** One module: a panel that expands and collapses, with its lessons, sub-lessons and quiz. */
const ModulePanel = memo(function ModulePanel({
  module,
  index,
  tree,
  progress,
  done,
  selection,
  open,
  onToggle,
  onSelect,
  onCompleteModule,
}: ModulePanelProps) {
  const outlineModule = tree.outline.modules.find((candidate) => candidate.id === module.id);
  const complete = outlineModule ? isModuleComplete(progress, tree.outline, outlineModule, done) : false;
  const share = outlineModule ? moduleShare(progress, tree.outline, outlineModule, done) : 0;
  const [closedLessons, setClosedLessons] = useState<Set<string>>(() => new Set());
  const panelId = `module-panel-${module.id}`;
  const toggleLesson = (key: string) =>
    setClosedLessons((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const selected = (candidate: Selection) => sameSelection(selection, candidate);
  const trackable = module.lessons.some((lesson) => lesson.subLessons.length > 0) || module.quiz !== null;

  return (
    <li className={styles.module}>
      <h3 className={styles.moduleHeading}>
        <button
          type="button"
          className={styles.moduleButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(module.id)}
        >
          <CompletionMark done={complete} />
          <span className={styles.itemText}>
            <span className={styles.moduleIndex}>Module {index + 1}</span> {module.title}
          </span>
          <span className={styles.share}>{share}%</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className={styles.modulePanel}>
        {open ? (
          <>
            {module.legacy ? (
              <ItemButton
                selected={selected({ kind: 'module', moduleId: module.id })}
                done={complete}
                onClick={() => onSelect({ kind: 'module', moduleId: module.id })}
              >
                Module content
              </ItemButton>
            ) : null}
            {module.lessons.length === 0 && !module.legacy ? (
              <p className={styles.empty}>No lessons added to this module yet.</p>
            ) : null}
            {module.lessons.length ? (
              <ol className={styles.lessons}>
                {module.lessons.map((lesson) => {
                  const lessonOpen = !closedLessons.has(lesson.key);
                  const lessonDone = isLessonComplete(done, module.id, {
                    key: lesson.key,
                    subLessonKeys: lesson.subLessons.map((sub) => sub.key),
                  });
                  if (lesson.subLessons.length === 0) {
                    const item: Selection = { kind: 'lesson', moduleId: module.id, lessonKey: lesson.key };
                    return (
                      <li key={lesson.key}>
                        <ItemButton selected={selected(item)} done={false} onClick={() => onSelect(item)}>
                          {lesson.title}
                        </ItemButton>
                      </li>
                    );
                  }
                  const lessonPanel = `lesson-panel-${module.id}-${lesson.key}`;
                  return (
                    <li key={lesson.key} className={styles.lessonGroup}>
                      <button
                        type="button"
                        className={styles.lessonButton}
                        aria-expanded={lessonOpen}
                        aria-controls={lessonPanel}
                        onClick={() => toggleLesson(lesson.key)}
                      >
                        <CompletionMark done={lessonDone} />
                        <span className={styles.itemText}>{lesson.title}</span>
                      </button>
                      <ol id={lessonPanel} hidden={!lessonOpen} className={styles.subLessons}>
                        {lessonOpen
                          ? lesson.subLessons.map((subLesson) => {
                              const item: Selection = {
                                kind: 'sub-lesson',
                                moduleId: module.id,
                                lessonKey: lesson.key,
                                subLessonKey: subLesson.key,
                              };
                              const duration = formatMinutes(subLesson.content.duration);
                              return (
                                <li key={subLesson.key}>
                                  <ItemButton
                                    selected={selected(item)}
                                    done={done.has(subLessonId(item))}
                                    onClick={() => onSelect(item)}
                                  >
                                    {subLesson.title}
                                    {duration ? <span className={styles.duration}> · {duration}</span> : null}
                                  </ItemButton>
                                </li>
                              );
                            })
                          : null}
                      </ol>
                    </li>
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
                Module quiz ({module.quiz.questions.length} questions)
              </ItemButton>
            ) : null}
            {trackable && !module.legacy ? (
              complete ? (
                <p className={styles.moduleDone}>Module complete</p>
              ) : (
                <button
                  type="button"
                  className={`qe-btn qe-btn--ghost qe-btn--small ${styles.completeModule}`}
                  onClick={() => onCompleteModule(module.id)}
                >
                  Mark module complete<span className="qe-visually-hidden">: {module.title}</span>
                </button>
              )
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}, samePanelProps);

/** SPEC §2: the sidebar of modules (the first open by default) with completion circles. */
export function CourseSidebar({
  tree,
  progress,
  selection,
  onSelect,
  onCompleteModule,
  initiallyOpen,
}: CourseSidebarProps) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(initiallyOpen));
  const done = useMemo(() => completedSubLessonSet(progress), [progress]);
  const signatures = useMemo(() => moduleSignatures(progress), [progress]);
  const select = useLatest(onSelect);
  const completeModule = useLatest(onCompleteModule);
  const toggle = useCallback(
    (moduleId: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(moduleId)) next.delete(moduleId);
        else next.add(moduleId);
        return next;
      }),
    [],
  );
  return (
    <nav className={styles.sidebar} aria-label="Course contents">
      <h2 className={styles.sidebarTitle}>Course contents</h2>
      {tree.modules.length === 0 ? <p className={styles.empty}>This course has no modules yet.</p> : null}
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
            open={open.has(module.id)}
            onToggle={toggle}
            onSelect={select}
            onCompleteModule={completeModule}
          />
        ))}
      </ol>
    </nav>
  );
}
