import { ContentText } from '@quantethic/kit/content';
import { formatPercent, useLocale } from '@quantethic/shared';
import { memo } from 'react';
import { type CourseProgress, isModuleComplete, moduleShare } from '../../../lib/progress/engine';
import type { CourseTree, TreeModule } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import { type Selection, sameSelection } from '../selection';
import { useToggledSet } from '../use-toggled-set';
import { ModuleCompletion } from './module-completion';
import { ModuleEntries } from './module-entries';
import styles from './module-panel.module.css';
import { SidebarButton } from './sidebar-button';

export interface ModulePanelProps {
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

/** The lessons of a module the learner has collapsed (all start open); kept while the module is closed. */
function useClosedLessons() {
  const [closed, toggle] = useToggledSet(() => new Set());
  return { closed, toggle };
}

/**
 * One module of the sidebar: a panel that expands and collapses, with its lessons, sub-lessons
 * and quiz, and 'Mark module complete'. Re-rendered only when what it shows changes
 * (`samePanelProps`: a course can have thousands of sub-lessons).
 */
export const ModulePanel = memo(function ModulePanel({
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
  const lessons = useClosedLessons();
  const panelId = `module-panel-${module.id}`;
  const t = useLearnMessages();
  const locale = useLocale();

  return (
    <li className={styles.module}>
      <h3 className={styles.moduleHeading}>
        <SidebarButton
          kind="module"
          done={complete}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(module.id)}
          after={<span className={styles.share}>{formatPercent(share / 100, locale)}</span>}
        >
          <span className={styles.moduleIndex}>{t('curriculum.moduleNumber', { number: index + 1 })}</span>{' '}
          <ContentText of={module}>{module.title}</ContentText>
        </SidebarButton>
      </h3>
      <div id={panelId} hidden={!open} className={styles.modulePanel}>
        {open ? (
          <>
            <ModuleEntries
              module={module}
              progress={progress}
              done={done}
              complete={complete}
              selection={selection}
              closedLessons={lessons.closed}
              onToggleLesson={lessons.toggle}
              onSelect={onSelect}
            />
            <ModuleCompletion module={module} complete={complete} onCompleteModule={onCompleteModule} />
          </>
        ) : null}
      </div>
    </li>
  );
}, samePanelProps);
