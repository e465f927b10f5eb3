import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { Locale, TeamMember } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { TEAM_MEMBER_PROJECTION } from './team-member-projection';

/**
 * SPEC §7: all team members (in the team's own order, then by name), each once, in `$language`
 * (English for a member not translated yet).
 */
export const TEAM_MEMBERS_QUERY = /* groq */ `*[_type == "teamMember" && ${IN_LANGUAGE}] | order(coalesce(metadata.order, 999) asc, name asc) ${TEAM_MEMBER_PROJECTION}`;

export function getTeamMembers(
  client: SanityClient,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<TeamMember[]>> {
  return queryContent<TeamMember[]>(client, TEAM_MEMBERS_QUERY, languageParams(language), {
    signal,
    label: 'team members',
  });
}
