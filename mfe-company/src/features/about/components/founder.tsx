import { type LanguageAttributes, text } from '@quantethic/kit/content';
import type { AboutPage } from '@quantethic/shared';
import { languageIfContent } from '../../../lib/content-language';
import { MemberAvatar } from '../../../lib/member-avatar';
import { paragraphs } from '../../../lib/text';
import { useAboutMessages } from '../about-messages';
import styles from './founder.module.css';
import { SectionTitle } from './section-title';

/** The founder: heading, name, bio and portrait. */
export function Founder({
  founder,
  lang = {},
}: {
  founder: AboutPage['founder'];
  lang?: LanguageAttributes;
}) {
  const t = useAboutMessages();
  const name = text(founder?.name);
  const bio = paragraphs(founder?.bio);
  if (!name && bio.length === 0) return null;
  return (
    <section className="qe-section qe-section--alt" aria-labelledby="about-founder">
      <div className="qe-container">
        <div className={`qe-card ${styles.founder}`}>
          <MemberAvatar
            className={styles.founderImage}
            image={founder?.image}
            name={name ?? t('about.founderName')}
            size={200}
          />
          <div>
            <SectionTitle id="about-founder" lang={languageIfContent(text(founder?.heading), lang)}>
              {text(founder?.heading) ?? t('about.founder')}
            </SectionTitle>
            {name ? (
              <p className={styles.founderName} {...lang}>
                {name}
              </p>
            ) : null}
            {bio.map((paragraph) => (
              <p key={paragraph} {...lang}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
