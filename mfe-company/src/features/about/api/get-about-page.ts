import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { AboutPage, Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { versionsInLanguage } from '../../../lib/api/language';
import { TEAM_MEMBER_PROJECTION } from '../../../lib/api/team-member-projection';

/**
 * The about page's team, in the order the page names them: each member in `$language` (the
 * page names the members in its own language; an English page shown on an Arabic page still
 * gets the members' Arabic translations), English for a member not translated yet.
 */
export const ABOUT_TEAM = versionsInLanguage('team[]');

/**
 * SPEC §7: the latest about page in `$language` (an edition not translated yet in English),
 * with its team expanded.
 */
export const ABOUT_PAGE_QUERY = /* groq */ `*[_type == "aboutPage" && ${IN_LANGUAGE}] | order(_updatedAt desc)[0]{
  _id, language, seo, hero{heading, subheading, image{asset, alt}}, missionVision,
  whyQuantEthic{heading, content[]{_key, title, text, image{asset, alt}}},
  whoWeAre{heading, content, image{asset, alt}, imagePosition},
  founder{name, heading, bio, image{asset, alt}},
  "team": ${ABOUT_TEAM}${TEAM_MEMBER_PROJECTION},
  cta, metadata
}`;

export function getAboutPage(
  client: SanityClient,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<AboutPage>> {
  return queryContent<AboutPage>(client, ABOUT_PAGE_QUERY, languageParams(language), {
    signal,
    label: 'about page',
  });
}
