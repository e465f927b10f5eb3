import { text, useFallbackLanguage } from '@quantethic/kit/content';
import { resolveSlug } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useId } from 'react';
import { MemberAvatar } from '../../../lib/member-avatar';
import { SocialLinks } from '../../../lib/social-links';
import { useAboutMessages } from '../about-messages';
import type { ShownMember } from '../lib/team-filter';
import styles from './team-card.module.css';

/**
 * A team card: portrait or initial, name (to their page), role, bio, experience, expertise, links.
 * A member not translated yet (English on an Arabic page) has their texts marked as English.
 */
export function TeamCard({ member }: { member: ShownMember }) {
  const id = useId();
  const t = useAboutMessages();
  const lang = useFallbackLanguage(member);
  const role = text(member.role);
  const bio = text(member.bio);
  const experience = text(member.experience);
  return (
    <article className={`qe-card ${styles.member}`} aria-labelledby={`${id}-name`}>
      <div className={styles.memberHead}>
        <MemberAvatar image={member.image} name={member.name} size={88} />
        <div>
          <h3 id={`${id}-name`} className={styles.memberName} {...lang}>
            <Link to={`/team/${resolveSlug(member)}`} className={styles.memberLink}>
              {member.name}
            </Link>
          </h3>
          {role ? (
            <p className={styles.memberRole} {...lang}>
              {role}
            </p>
          ) : null}
          {experience ? (
            <p className={styles.memberExperience}>{t('team.experience', { experience })}</p>
          ) : null}
        </div>
      </div>
      {bio ? (
        <p className={styles.memberBio} {...lang}>
          {bio}
        </p>
      ) : null}
      {member.expertise.length ? (
        <ul className={styles.tags} aria-label={t('team.expertiseOf', { name: member.name })}>
          {member.expertise.map((item) => (
            <li key={item} className="qe-tag" {...lang}>
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.memberFoot}>
        <SocialLinks links={member.socialLinks} name={member.name} />
      </div>
    </article>
  );
}
