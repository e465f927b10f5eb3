import { useCoursesMessages } from '../messages';
import { percentageOf } from '../progress/record';
import styles from './progress-meter.module.css';

export interface ProgressMeterProps {
  /** 0–100. */
  percentage: number;
  /** Accessible name of the bar, e.g. 'Progress in Islamic Finance Foundations'. */
  label: string;
}

/** A progress bar with its percentage written out (never colour alone). */
export function ProgressMeter({ percentage, label }: ProgressMeterProps) {
  const value = percentageOf(percentage);
  const t = useCoursesMessages();
  const complete = t('progress.complete', { value });
  return (
    <div className={styles.meter}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={complete}
      >
        <div className={styles.bar} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.value}>{complete}</span>
    </div>
  );
}
