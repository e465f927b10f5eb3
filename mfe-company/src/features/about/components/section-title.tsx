import type { LanguageAttributes } from '@quantethic/kit/content';
import type { ReactNode } from 'react';
import styles from './section-title.module.css';

/**
 * The h2 of an about page section (why us, who we are, founder, team); `lang` when its text is
 * the content's, in another language than the page's.
 */
export function SectionTitle({
  id,
  children,
  lang = {},
}: {
  id: string;
  children: ReactNode;
  lang?: LanguageAttributes;
}) {
  return (
    <h2 id={id} className={styles.sectionTitle} {...lang}>
      {children}
    </h2>
  );
}
