import type { ReactNode } from 'react';
import styles from './lesson-block.module.css';

/** The language of content shown on a page in another (`fallbackLanguage` from kit's content). */
export type LanguageMarks = { lang?: string; dir?: 'ltr' | 'rtl' };

export interface LessonBlockProps {
  /** The block's heading (a text, or a control such as a disclosure button). */
  title: ReactNode;
  /** The section's accessible name, when the heading is not it (a plain-text title is). */
  label?: string;
  /** Names the section by its heading (gives the heading this id), when the title is not plain text. */
  titleId?: string;
  headingLevel?: 3 | 4;
  children: ReactNode;
}

/** A titled block of a lesson (topics, code example, materials, further reading, the module quiz). */
export function LessonBlock({ title, label, titleId, headingLevel = 3, children }: LessonBlockProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.block} aria-label={titleId ? undefined : label} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A block's list (topics, materials, readings); `lang`, `dir` when its items are all content in another language. */
export function BlockList({ children, ...language }: { children: ReactNode } & LanguageMarks) {
  return (
    <ul className={styles.list} {...language}>
      {children}
    </ul>
  );
}
