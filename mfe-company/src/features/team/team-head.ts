import { imageUrl, siteUrlOf, socialImageOf, text } from '@quantethic/kit/content';
import {
  breadcrumbJsonLd,
  type PageHead,
  personJsonLd,
  type SiteConfig,
  type TeamMember,
} from '@quantethic/shared';
import { socialLinksOf } from '../../lib/social-links';
import { truncate } from '../../lib/text';
import { type TeamT, teamT } from './team-messages';

/**
 * SPEC §9: the meta description of a team page, at most 160 characters: the bio, else one made of
 * the name and role in `t`'s locale (the page's; English by default).
 */
export function teamMetaDescription(member: TeamMember, t: TeamT = teamT('en')): string {
  const name = text(member.name) ?? t('member.unnamed');
  const role = text(member.role);
  return truncate(
    text(member.bio) ??
      (role ? t('member.descriptionWithRole', { name, role }) : t('member.description', { name })),
  );
}

/**
 * A team member's head at /team/{slug}: name, description, canonical path, the portrait as a
 * 1200×630 link preview (the default social image without one), og:type profile, and JSON-LD
 * Person (name, URL, job title, portrait, profiles) + BreadcrumbList (Home › About › person).
 */
export function teamHead(
  member: TeamMember,
  name: string,
  slug: string,
  config: SiteConfig,
  t: TeamT = teamT('en'),
): PageHead {
  const siteUrl = siteUrlOf(config);
  const path = `/team/${slug}`;
  const description = teamMetaDescription(member, t);
  const image = socialImageOf(member.image, config.content, { alt: name, focus: 'top' });
  return {
    title: name,
    description,
    path,
    ...(image ? { image } : {}),
    type: 'profile',
    jsonLd: [
      personJsonLd(
        {
          name,
          path,
          jobTitle: text(member.role),
          description,
          image: imageUrl(member.image, config.content, 800),
          sameAs: socialLinksOf(member.socialLinks).map((link) => link.href),
        },
        siteUrl,
        config.siteName,
      ),
      breadcrumbJsonLd(
        [
          { name: t('member.breadcrumbHome'), path: '/' },
          { name: t('member.breadcrumbAbout'), path: '/about' },
          { name, path },
        ],
        siteUrl,
      ),
    ],
  };
}
