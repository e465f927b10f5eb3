import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { TeamMember } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { TEAM_MEMBER_PROJECTION } from '../../../lib/api/team-member-projection';

// SPEC §7: a team member by slug; by name (the slug with dashes as spaces); by slug or id; by
// name prefix. The team page tries them in that order.
export const TEAM_MEMBER_BY_SLUG_QUERY = /* groq */ `*[_type == "teamMember" && slug.current == $slug][0] ${TEAM_MEMBER_PROJECTION}`;
export const TEAM_MEMBER_BY_NAME_QUERY = /* groq */ `*[_type == "teamMember" && lower(name) == lower($name)][0] ${TEAM_MEMBER_PROJECTION}`;
export const TEAM_MEMBER_BY_SLUG_OR_ID_QUERY = /* groq */ `*[_type == "teamMember" && (slug.current == $slug || _id == $slug)][0] ${TEAM_MEMBER_PROJECTION}`;
export const TEAM_MEMBER_BY_NAME_PREFIX_QUERY = /* groq */ `*[_type == "teamMember" && name match ($name + "*")] | order(name asc)[0] ${TEAM_MEMBER_PROJECTION}`;

const run = (
  client: SanityClient,
  query: string,
  params: Record<string, string>,
  label: string,
  signal?: AbortSignal,
) => queryContent<TeamMember>(client, query, params, { signal, label });

export const getTeamMemberBySlug = (
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_SLUG_QUERY, { slug }, `team member "${slug}"`, signal);

export const getTeamMemberByName = (
  client: SanityClient,
  name: string,
  signal?: AbortSignal,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_NAME_QUERY, { name }, `team member named "${name}"`, signal);

export const getTeamMemberBySlugOrId = (
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_SLUG_OR_ID_QUERY, { slug }, `team member "${slug}" (slug or id)`, signal);

export const getTeamMemberByNamePrefix = (
  client: SanityClient,
  name: string,
  signal?: AbortSignal,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_NAME_PREFIX_QUERY, { name }, `team member named "${name}…"`, signal);
