import { ContentText } from '@quantethic/kit/content';
import styles from './item-button.module.css';
import { SidebarButton } from './sidebar-button';

export interface ItemButtonProps {
  selected: boolean;
  done: boolean;
  onClick: () => void;
  /** Shown after the title, e.g. a sub-lesson's '12 min'. */
  duration?: string | null;
  /** The content its title is from (a lesson), marked with its language when not the page's. */
  content?: { language: unknown };
  children: React.ReactNode;
}

/** One entry of the course contents (module content, lesson, sub-lesson or quiz), with its completion mark. */
export function ItemButton({ selected, done, onClick, duration, content, children }: ItemButtonProps) {
  return (
    <SidebarButton kind="item" done={done} aria-current={selected ? 'step' : undefined} onClick={onClick}>
      {content ? <ContentText of={content}>{children}</ContentText> : children}
      {duration ? <span className={styles.duration}> · {duration}</span> : null}
    </SidebarButton>
  );
}
