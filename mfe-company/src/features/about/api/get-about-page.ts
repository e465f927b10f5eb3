import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { AboutPage } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { TEAM_MEMBER_PROJECTION } from '../../../lib/api/team-member-projection';

/** SPEC §7: the latest about page, with its team expanded. */
export const ABOUT_PAGE_QUERY = /* groq */ `*[_type == "aboutPage"] | order(_updatedAt desc)[0]{
  _id, seo, hero{heading, subheading, image{asset, alt}}, missionVision,
  whyQuantEthic{heading, content[]{_key, title, text, image{asset, alt}}},
  whoWeAre{heading, content, image{asset, alt}, imagePosition},
  founder{name, heading, bio, image{asset, alt}},
  "team": team[]->${TEAM_MEMBER_PROJECTION},
  cta, metadata
}`;

export function getAboutPage(client: SanityClient, signal?: AbortSignal): Promise<ContentResult<AboutPage>> {
  return queryContent<AboutPage>(client, ABOUT_PAGE_QUERY, {}, { signal, label: 'about page' });
}
