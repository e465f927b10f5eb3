import type { ReactNode } from 'react';
import { Icon, type IconName } from '../lib/icons';
import styles from './form-section.module.css';

/**
 * A home section with a form ('Join Our Community', 'Contact Us'): its h2, intro and perks (each
 * with its icon), then the form's card (`children`), side by side from 48rem.
 */
export function FormSection({
  titleId,
  title,
  intro,
  perks,
  alt = false,
  children,
}: {
  /** The h2's id, which labels the section. */
  titleId: string;
  title: string;
  intro: string;
  perks: { icon: IconName; text: string }[];
  /** The alternate section background. */
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={alt ? 'qe-section qe-section--alt' : 'qe-section'} aria-labelledby={titleId}>
      <div className={`qe-container ${styles.columns}`}>
        <div>
          <h2 id={titleId}>{title}</h2>
          <p className="qe-section__intro">{intro}</p>
          <ul className={styles.perks}>
            {perks.map((perk) => (
              <li key={`${perk.icon} ${perk.text}`}>
                <Icon name={perk.icon} />
                {perk.text}
              </li>
            ))}
          </ul>
        </div>
        {children}
      </div>
    </section>
  );
}
