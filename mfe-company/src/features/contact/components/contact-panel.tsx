import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../lib/icons';
import styles from './contact-panel.module.css';

/** One of the two panels under the /contact hero: an icon, the panel's h2, then its content. */
export function ContactPanel({
  id,
  icon,
  title,
  children,
}: {
  /** The h2's id, which labels the panel. */
  id: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={`qe-card ${styles.panel}`} aria-labelledby={id}>
      <span className={styles.panelIcon}>
        <Icon name={icon} size={24} />
      </span>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
