import { text, textList, useContent } from '@quantethic/kit/content';
import {
  PageLoading,
  PageStatus,
  resolveSlug,
  type TeamMember,
  useDocumentMeta,
  useRemoteProps,
} from '@quantethic/shared';
import { Link, Navigate, useParams } from '@quantethic/shared/router';
import { Icon } from '../../lib/icons';
import { MemberAvatar } from '../../lib/member-avatar';
import { SocialLinks, socialLinksOf } from '../../lib/social-links';
import { paragraphs } from '../../lib/text';
import { findTeamMember } from './lib/find-team-member';
import styles from './team.module.css';
import { teamHead } from './team-head';

function BackToTeam({ className = 'qe-btn qe-btn--secondary' }: { className?: string }) {
  return (
    <Link to="/about" className={className}>
      <Icon name="arrow-left" />
      Back to Team
    </Link>
  );
}

function Profile({ member, name }: { member: TeamMember; name: string }) {
  const role = text(member.role);
  const experience = text(member.experience);
  const expertise = textList(member.expertise, { distinct: true });
  const bio = paragraphs(member.bio);
  const hasLinks = socialLinksOf(member.socialLinks).length > 0;
  return (
    <article className={`qe-container qe-page ${styles.page}`} aria-labelledby="team-member-name">
      <BackToTeam className={styles.back} />
      <div className={styles.profile}>
        <div className={styles.portrait}>
          <MemberAvatar image={member.image} name={name} size={240} loading="eager" />
        </div>
        <div className={styles.details}>
          <p className={styles.eyebrow}>QuantEthic team</p>
          <h1 id="team-member-name" className={styles.name}>
            {name}
          </h1>
          {role ? <p className={styles.role}>{role}</p> : null}
          {experience ? (
            <p className={styles.experience}>
              <Icon name="briefcase" />
              <span>
                <span className="qe-visually-hidden">Experience: </span>
                {experience} experience
              </span>
            </p>
          ) : null}
          {bio.length ? (
            <section aria-labelledby="team-member-bio" className={styles.block}>
              <h2 id="team-member-bio" className={styles.blockTitle}>
                About
              </h2>
              {bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ) : null}
          {expertise.length ? (
            <section aria-labelledby="team-member-expertise" className={styles.block}>
              <h2 id="team-member-expertise" className={styles.blockTitle}>
                Expertise
              </h2>
              <ul className={styles.tags}>
                {expertise.map((item) => (
                  <li key={item} className="qe-tag">
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {hasLinks ? (
            <section aria-labelledby="team-member-links" className={styles.block}>
              <h2 id="team-member-links" className={styles.blockTitle}>
                Links
              </h2>
              <SocialLinks links={member.socialLinks} name={name} showLabels />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function TeamMemberView({ slug }: { slug: string }) {
  const { config } = useRemoteProps();
  const result = useContent(
    (client, signal) => findTeamMember(client, slug, signal),
    [slug],
    `team-member:${slug}`,
  );
  const member = result.status === 'ok' ? result.data : null;
  const name = text(member?.name);
  const found = member && name ? member : null;

  useDocumentMeta(
    found && name
      ? teamHead(found, name, resolveSlug(found), config)
      : result.status === 'loading'
        ? { title: 'Team' }
        : {
            title: result.status === 'error' ? 'Failed to load team member' : 'Team member not found',
            noIndex: true,
          },
  );

  if (result.status === 'loading') {
    return <PageLoading label="Loading team member..." />;
  }
  if (result.status === 'error') {
    return (
      <PageStatus
        role="alert"
        title="Failed to load team member"
        message="The content service is not answering right now. Please try again in a moment."
        onRetry={result.reload}
      >
        <BackToTeam />
      </PageStatus>
    );
  }
  if (!found || !name) {
    return (
      <PageStatus title="Team member not found." message="There is no one on our team at this address.">
        <BackToTeam className="qe-btn qe-btn--primary" />
      </PageStatus>
    );
  }
  const canonical = resolveSlug(found);
  if (canonical !== slug) return <Navigate to={`/team/${canonical}`} replace />;
  return <Profile member={found} name={name} />;
}

/** /team/:slug — a team member's page (SPEC §2). */
export function TeamMemberPage() {
  const { slug } = useParams();
  if (!slug?.trim()) {
    return (
      <PageStatus
        role="alert"
        title="Missing slug parameter"
        message="This address does not name a team member."
      >
        <BackToTeam className="qe-btn qe-btn--primary" />
      </PageStatus>
    );
  }
  return <TeamMemberView key={slug} slug={slug} />;
}
