import styles from './featured-badge.module.css';

/** The 'Featured' badge of a service: over the card's image, or inline in the details dialog. */
export function FeaturedBadge({ inline = false }: { inline?: boolean }) {
  return <span className={inline ? styles.featuredInline : styles.featured}>Featured</span>;
}
