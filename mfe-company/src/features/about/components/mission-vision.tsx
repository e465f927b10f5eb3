import { type LanguageAttributes, text } from '@quantethic/kit/content';
import type { AboutPage } from '@quantethic/shared';
import { Icon } from '../../../lib/icons';
import { useAboutMessages } from '../about-messages';
import styles from './mission-vision.module.css';

/** 'Our Mission' and 'Our Vision', side by side (either may be missing). */
export function MissionVision({
  missionVision,
  lang = {},
}: {
  missionVision: AboutPage['missionVision'];
  lang?: LanguageAttributes;
}) {
  const t = useAboutMessages();
  const items = [
    {
      key: 'mission',
      title: t('about.mission'),
      body: text(missionVision?.mission),
      icon: 'target' as const,
    },
    { key: 'vision', title: t('about.vision'), body: text(missionVision?.vision), icon: 'globe' as const },
  ].filter((item) => item.body);
  if (items.length === 0) return null;
  return (
    <section className="qe-section" aria-label={t('about.missionVision')}>
      <div className={`qe-container ${styles.twoUp}`}>
        {items.map((item) => (
          <article key={item.key} className={`qe-card ${styles.statement}`}>
            <span className={styles.statementIcon}>
              <Icon name={item.icon} size={24} />
            </span>
            <h2 className={styles.statementTitle}>{item.title}</h2>
            <p className={styles.statementBody} {...lang}>
              {item.body}
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
