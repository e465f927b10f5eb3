import styles from './item-button.module.css';
import { SidebarButton } from './sidebar-button';

export interface ItemButtonProps {
  selected: boolean;
  done: boolean;
  onClick: () => void;
  /** Shown after the title, e.g. a sub-lesson's '12 min'. */
  duration?: string | null;
  children: React.ReactNode;
}

/** One entry of the course contents (module content, lesson, sub-lesson or quiz), with its completion mark. */
export function ItemButton({ selected, done, onClick, duration, children }: ItemButtonProps) {
  return (
    <SidebarButton kind="item" done={done} aria-current={selected ? 'step' : undefined} onClick={onClick}>
      {children}
      {duration ? <span className={styles.duration}> · {duration}</span> : null}
    </SidebarButton>
  );
}
