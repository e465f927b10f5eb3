import type { ReactNode } from 'react';
import styles from './section-title.module.css';

/** The h2 of an about page section (why us, who we are, founder, team). */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {children}
    </h2>
  );
}
