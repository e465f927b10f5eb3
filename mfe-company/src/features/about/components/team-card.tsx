import { text } from '@quantethic/kit/content';
import { resolveSlug } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useId } from 'react';
import { MemberAvatar } from '../../../lib/member-avatar';
import { useCompanyMessages } from '../../../lib/messages';
import { SocialLinks } from '../../../lib/social-links';
import type { ShownMember } from '../lib/team-filter';
import styles from './team-card.module.css';

/** A team card: portrait or initial, name (to their page), role, bio, experience, expertise, links. */
export function TeamCard({ member }: { member: ShownMember }) {
  const id = useId();
  const t = useCompanyMessages();
  const role = text(member.role);
  const bio = text(member.bio);
  const experience = text(member.experience);
  return (
    <article className={`qe-card ${styles.member}`} aria-labelledby={`${id}-name`}>
      <div className={styles.memberHead}>
        <MemberAvatar image={member.image} name={member.name} size={88} />
        <div>
          <h3 id={`${id}-name`} className={styles.memberName}>
            <Link to={`/team/${resolveSlug(member)}`} className={styles.memberLink}>
              {member.name}
            </Link>
          </h3>
          {role ? <p className={styles.memberRole}>{role}</p> : null}
          {experience ? (
            <p className={styles.memberExperience}>{t('team.experience', { experience })}</p>
          ) : null}
        </div>
      </div>
      {bio ? <p className={styles.memberBio}>{bio}</p> : null}
      {member.expertise.length ? (
        <ul className={styles.tags} aria-label={t('team.expertiseOf', { name: member.name })}>
          {member.expertise.map((item) => (
            <li key={item} className="qe-tag">
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
