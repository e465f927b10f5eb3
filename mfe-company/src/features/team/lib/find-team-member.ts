import type { ContentResult } from '@quantethic/kit/content';
import type { Locale, TeamMember } from '@quantethic/shared';
import { normalizeSlug } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import {
  getTeamMemberByName,
  getTeamMemberByNamePrefix,
  getTeamMemberBySlug,
  getTeamMemberBySlugOrId,
} from '../api/get-team-member';

type Lookup = (
  client: SanityClient,
  value: string,
  signal?: AbortSignal,
  language?: Locale,
) => Promise<ContentResult<TeamMember>>;

export interface TeamMemberLookups {
  bySlug: Lookup;
  byName: Lookup;
  bySlugOrId: Lookup;
  byNamePrefix: Lookup;
}

const LOOKUPS: TeamMemberLookups = {
  bySlug: getTeamMemberBySlug,
  byName: getTeamMemberByName,
  bySlugOrId: getTeamMemberBySlugOrId,
  byNamePrefix: getTeamMemberByNamePrefix,
};

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * SPEC §2/§7: finds the team member a /team/{slug} URL means, trying in order: the slug, the name
 * (the slug with dashes as spaces), the slug or document id, and a name prefix. The first hit
 * wins; an error stops the search (the member may exist), so the page can offer a retry. The
 * member is in `language` (the page's), English when not translated yet.
 */
export async function findTeamMember(
  client: SanityClient,
  rawSlug: string,
  signal?: AbortSignal,
  language?: Locale,
  lookups: TeamMemberLookups = LOOKUPS,
): Promise<ContentResult<TeamMember>> {
  const decoded = decode(rawSlug);
  const slug = normalizeSlug(decoded);
  const name = slug.replace(/-/g, ' ');
  const steps: (() => Promise<ContentResult<TeamMember>>)[] = [
    () => lookups.bySlug(client, slug, signal, language),
    () => lookups.byName(client, name, signal, language),
    () => lookups.bySlugOrId(client, decoded || slug, signal, language),
    () => lookups.byNamePrefix(client, name, signal, language),
  ];
  for (const step of steps) {
    const result = await step();
    if (result.status !== 'empty') return result;
  }
  return { status: 'empty' };
}
