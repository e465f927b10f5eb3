import { useConsultingMessages } from '../consulting-messages';
import styles from './featured-badge.module.css';

/** The 'Featured' badge of a service: over the card's image, or inline in the details dialog. */
export function FeaturedBadge({ inline = false }: { inline?: boolean }) {
  const t = useConsultingMessages();
  return <span className={inline ? styles.featuredInline : styles.featured}>{t('service.featured')}</span>;
}
