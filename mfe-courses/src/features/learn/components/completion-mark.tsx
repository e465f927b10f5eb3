import { useLearnMessages } from '../learn-messages';
import styles from './completion-mark.module.css';

/** A completion circle: filled with a tick when done, with the state in words for screen readers. */
export function CompletionMark({ done, label }: { done: boolean; label?: string }) {
  const t = useLearnMessages();
  return (
    <span className={styles.mark} data-done={done || undefined}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" className={styles.circle} />
        {done ? <path d="M4.5 8.5 7 11l4.5-5.5" className={styles.tick} /> : null}
      </svg>
      <span className="qe-visually-hidden">
        {label ?? (done ? t('mark.completed') : t('mark.notCompleted'))}
      </span>
    </span>
  );
}
