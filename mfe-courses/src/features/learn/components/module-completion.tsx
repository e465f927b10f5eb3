import type { TreeModule } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import styles from './module-completion.module.css';

/**
 * The end of a module's panel: 'Module complete', or 'Mark module complete' while it is not —
 * for a module with something to track (sub-lessons or a quiz), never a legacy one.
 */
export function ModuleCompletion({
  module,
  complete,
  onCompleteModule,
}: {
  module: TreeModule;
  complete: boolean;
  onCompleteModule: (moduleId: string) => void;
}) {
  const t = useLearnMessages();
  const trackable = module.lessons.some((lesson) => lesson.subLessons.length > 0) || module.quiz !== null;
  if (!trackable || module.legacy) return null;
  if (complete) return <p className={styles.moduleDone}>{t('module.complete')}</p>;
  return (
    <button
      type="button"
      className={`qe-btn qe-btn--ghost qe-btn--small ${styles.completeModule}`}
      onClick={() => onCompleteModule(module.id)}
    >
      {t('module.markComplete')}
      <span className="qe-visually-hidden">{t('module.markCompleteHidden', { title: module.title })}</span>
    </button>
  );
}
