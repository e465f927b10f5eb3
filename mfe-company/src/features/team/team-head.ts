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

/** SPEC §9: the meta description of a team page, at most 160 characters. */
export function teamMetaDescription(member: TeamMember): string {
  const name = text(member.name) ?? 'A QuantEthic team member';
  const role = text(member.role);
  return truncate(text(member.bio) ?? (role ? `${name}, ${role} at QuantEthic.` : `${name} at QuantEthic.`));
}

/**
 * A team member's head at /team/{slug}: name, description, canonical path, the portrait as a
 * 1200×630 link preview (the default social image without one), og:type profile, and JSON-LD
 * Person (name, URL, job title, portrait, profiles) + BreadcrumbList (Home › About › person).
 */
export function teamHead(member: TeamMember, name: string, slug: string, config: SiteConfig): PageHead {
  const siteUrl = siteUrlOf(config);
  const path = `/team/${slug}`;
  const description = teamMetaDescription(member);
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
          { name: 'Home', path: '/' },
          { name: 'About', path: '/about' },
          { name, path },
        ],
        siteUrl,
      ),
    ],
  };
}
