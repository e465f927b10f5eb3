import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The page around every auth form: a narrow card with the page's one heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="qe-container qe-page">
      <div className={`qe-card ${styles.card}`}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
