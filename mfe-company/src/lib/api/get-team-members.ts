import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { TeamMember } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { TEAM_MEMBER_PROJECTION } from './team-member-projection';

/** SPEC §7: all team members (in the team's own order, then by name). */
export const TEAM_MEMBERS_QUERY = /* groq */ `*[_type == "teamMember"] | order(coalesce(metadata.order, 999) asc, name asc) ${TEAM_MEMBER_PROJECTION}`;

export function getTeamMembers(
  client: SanityClient,
  signal?: AbortSignal,
): Promise<ContentResult<TeamMember[]>> {
  return queryContent<TeamMember[]>(client, TEAM_MEMBERS_QUERY, {}, { signal, label: 'team members' });
}
