import type { ReactNode } from 'react';
import styles from './auth-links.module.css';

/** The links under an auth form (to the other auth pages), spread across one line. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <p className={styles.links}>{children}</p>;
}
