import { type SocialLinks as SocialLinksData, safeHttpUrl } from '@quantethic/shared';
import { Icon, type IconName } from './icons';
import { type CompanyT, useCompanyMessages } from './messages';
import styles from './social-links.module.css';

const NETWORKS: { key: keyof SocialLinksData; label: string; icon: IconName }[] = [
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'twitter', label: 'Twitter', icon: 'twitter' },
  { key: 'github', label: 'GitHub', icon: 'github' },
  { key: 'website', label: 'Website', icon: 'globe' },
];

/** The safe (http/https) social links of a team member, in a fixed order. */
export function socialLinksOf(
  links: unknown,
): { key: string; label: string; icon: IconName; href: string }[] {
  if (!links || typeof links !== 'object') return [];
  const record = links as Record<string, unknown>;
  return NETWORKS.flatMap((network) => {
    const href = safeHttpUrl(record[network.key]);
    return href ? [{ ...network, href }] : [];
  });
}

/** A network's name: the brand, or 'Website' in the page's locale. */
const networkName = (item: { key: string; label: string }, t: CompanyT) =>
  item.key === 'website' ? t('social.website') : item.label;

/**
 * A member's LinkedIn, Twitter, GitHub and website links. Each opens in a new tab and is named
 * for screen readers with the person ("Dr. Amina Hassan on LinkedIn").
 */
export function SocialLinks({
  links,
  name,
  showLabels = false,
}: {
  links: unknown;
  name: string;
  showLabels?: boolean;
}) {
  const items = socialLinksOf(links);
  const t = useCompanyMessages();
  if (items.length === 0) return null;
  return (
    <ul className={showLabels ? `${styles.social} ${styles.socialLabelled}` : styles.social}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            className={styles.socialLink}
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { name, network: networkName(item, t) })}
          >
            <Icon name={item.icon} size={18} />
            {showLabels ? <span aria-hidden="true">{networkName(item, t)}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
