import {
  type ContentResult,
  IN_LANGUAGE,
  languageParams,
  queryContent,
  SAME_DOCUMENT_AS_ID,
} from '@quantethic/kit/content';
import type { Locale, TeamMember } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { VERSION_IN_LANGUAGE } from '../../../lib/api/language';
import { TEAM_MEMBER_PROJECTION } from '../../../lib/api/team-member-projection';

// SPEC §7: a team member by slug; by name (the slug with dashes as spaces); by slug or id; by
// name prefix. The team page tries them in that order. Each gives the member in `$language`
// (English when not translated yet): the versions of a member share its slug; an id or a name
// may be any version's (a name differs by language).
export const TEAM_MEMBER_BY_SLUG_QUERY = /* groq */ `*[_type == "teamMember" && slug.current == $slug && ${IN_LANGUAGE}][0] ${TEAM_MEMBER_PROJECTION}`;
export const TEAM_MEMBER_BY_NAME_QUERY = /* groq */ `*[_type == "teamMember" && lower(name) == lower($name)][0]{
  "member": ${VERSION_IN_LANGUAGE}
}.member ${TEAM_MEMBER_PROJECTION}`;
export const TEAM_MEMBER_BY_SLUG_OR_ID_QUERY = /* groq */ `*[_type == "teamMember" && (slug.current == $slug || ${SAME_DOCUMENT_AS_ID}) && ${IN_LANGUAGE}][0] ${TEAM_MEMBER_PROJECTION}`;
export const TEAM_MEMBER_BY_NAME_PREFIX_QUERY = /* groq */ `*[_type == "teamMember" && name match ($name + "*")] | order(name asc)[0]{
  "member": ${VERSION_IN_LANGUAGE}
}.member ${TEAM_MEMBER_PROJECTION}`;

const run = (
  client: SanityClient,
  query: string,
  params: Record<string, string>,
  label: string,
  signal?: AbortSignal,
  language?: Locale,
) => queryContent<TeamMember>(client, query, { ...params, ...languageParams(language) }, { signal, label });

export const getTeamMemberBySlug = (
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_SLUG_QUERY, { slug }, `team member "${slug}"`, signal, language);

export const getTeamMemberByName = (
  client: SanityClient,
  name: string,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_NAME_QUERY, { name }, `team member named "${name}"`, signal, language);

export const getTeamMemberBySlugOrId = (
  client: SanityClient,
  slug: string,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<TeamMember>> =>
  run(
    client,
    TEAM_MEMBER_BY_SLUG_OR_ID_QUERY,
    { slug, id: slug },
    `team member "${slug}" (slug or id)`,
    signal,
    language,
  );

export const getTeamMemberByNamePrefix = (
  client: SanityClient,
  name: string,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<TeamMember>> =>
  run(client, TEAM_MEMBER_BY_NAME_PREFIX_QUERY, { name }, `team member named "${name}…"`, signal, language);
