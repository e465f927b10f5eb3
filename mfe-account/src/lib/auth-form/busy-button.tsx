import styles from './busy-button.module.css';

/** A form's full-width submit button: disabled and saying `busyLabel` while `busy`. */
export function BusyButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`qe-btn qe-btn--primary ${styles.submit}`} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
