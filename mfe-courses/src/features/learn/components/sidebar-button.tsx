import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CompletionMark } from './completion-mark';
import styles from './sidebar-button.module.css';

export interface SidebarButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> {
  /** A module or a lesson opens its entries (a disclosure, with its ▸ marker); an item is selected. */
  kind: 'module' | 'lesson' | 'item';
  /** Its completion mark. */
  done: boolean;
  /** Its label. */
  children: ReactNode;
  /** After the label, e.g. a module's share of the course. */
  after?: ReactNode;
}

/** One row of the course contents: a module, a lesson or an entry, with its completion mark. */
export function SidebarButton({ kind, done, children, after, ...button }: SidebarButtonProps) {
  return (
    <button type="button" className={`${styles.button} ${styles[kind]}`} {...button}>
      <CompletionMark done={done} />
      <span className={styles.text}>{children}</span>
      {after}
    </button>
  );
}
