import { contentLanguage, text, textList, useContent, useFallbackLanguage } from '@quantethic/kit/content';
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
import { useTeamMessages } from './team-messages';

function BackToTeam({ className = 'qe-btn qe-btn--secondary' }: { className?: string }) {
  const t = useTeamMessages();
  return (
    <Link to="/about" className={className}>
      <Icon name="arrow-left" />
      {t('member.back')}
    </Link>
  );
}

function Profile({ member, name }: { member: TeamMember; name: string }) {
  const role = text(member.role);
  const experience = text(member.experience);
  const expertise = textList(member.expertise, { distinct: true });
  const bio = paragraphs(member.bio);
  const hasLinks = socialLinksOf(member.socialLinks).length > 0;
  const t = useTeamMessages();
  // A member not translated yet (English on an Arabic page): their texts are marked English.
  const lang = useFallbackLanguage(member);
  return (
    <article className={`qe-container qe-page ${styles.page}`} aria-labelledby="team-member-name">
      <BackToTeam className={styles.back} />
      <div className={styles.profile}>
        <div className={styles.portrait}>
          <MemberAvatar image={member.image} name={name} size={240} loading="eager" />
        </div>
        <div className={styles.details}>
          <p className={styles.eyebrow}>{t('member.eyebrow')}</p>
          <h1 id="team-member-name" className={styles.name} {...lang}>
            {name}
          </h1>
          {role ? (
            <p className={styles.role} {...lang}>
              {role}
            </p>
          ) : null}
          {experience ? (
            <p className={styles.experience}>
              <Icon name="briefcase" />
              <span>
                <span className="qe-visually-hidden">{t('member.experience')}</span>
                {t('team.experience', { experience })}
              </span>
            </p>
          ) : null}
          {bio.length ? (
            <section aria-labelledby="team-member-bio" className={styles.block}>
              <h2 id="team-member-bio" className={styles.blockTitle}>
                {t('member.about')}
              </h2>
              {bio.map((paragraph) => (
                <p key={paragraph} {...lang}>
                  {paragraph}
                </p>
              ))}
            </section>
          ) : null}
          {expertise.length ? (
            <section aria-labelledby="team-member-expertise" className={styles.block}>
              <h2 id="team-member-expertise" className={styles.blockTitle}>
                {t('member.expertise')}
              </h2>
              <ul className={styles.tags}>
                {expertise.map((item) => (
                  <li key={item} className="qe-tag" {...lang}>
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {hasLinks ? (
            <section aria-labelledby="team-member-links" className={styles.block}>
              <h2 id="team-member-links" className={styles.blockTitle}>
                {t('member.links')}
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
  const t = useTeamMessages();
  const result = useContent(
    (client, signal, language) => findTeamMember(client, slug, signal, language),
    [slug],
    `team-member:${slug}`,
  );
  const member = result.status === 'ok' ? result.data : null;
  const name = text(member?.name);
  const found = member && name ? member : null;

  useDocumentMeta(
    found && name
      ? { ...teamHead(found, name, resolveSlug(found), config, t), language: contentLanguage(found) }
      : result.status === 'loading'
        ? { title: t('member.headTitle') }
        : {
            title: result.status === 'error' ? t('member.loadFailed') : t('member.notFoundHeadTitle'),
            noIndex: true,
          },
  );

  if (result.status === 'loading') {
    return <PageLoading label={t('member.loading')} />;
  }
  if (result.status === 'error') {
    return (
      <PageStatus
        role="alert"
        title={t('member.loadFailed')}
        message={t('common.contentDown')}
        onRetry={result.reload}
        retryLabel={t('common.tryAgain')}
      >
        <BackToTeam />
      </PageStatus>
    );
  }
  if (!found || !name) {
    return (
      <PageStatus title={t('member.notFound')} message={t('member.notFoundMessage')}>
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
  const t = useTeamMessages();
  if (!slug?.trim()) {
    return (
      <PageStatus role="alert" title={t('member.missingSlug')} message={t('member.missingSlugMessage')}>
        <BackToTeam className="qe-btn qe-btn--primary" />
      </PageStatus>
    );
  }
  return <TeamMemberView key={slug} slug={slug} />;
}

/** The page's texts, awaited before it renders in another locale (withTexts, src/app.tsx). */
export { teamTexts } from './team-messages';
