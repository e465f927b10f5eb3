// @vitest-environment node
import type { ContentResult } from '@quantethic/kit/content';
import type { TeamMember } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { describe, expect, it, vi } from 'vitest';
import { findTeamMember, type TeamMemberLookups } from './find-team-member';

const client = {} as SanityClient;
const member: TeamMember = { _id: 'team-mei-chen', name: 'Mei Chen', slug: { current: 'mei-chen' } };
const empty = async (): Promise<ContentResult<TeamMember>> => ({ status: 'empty' });
const found = async (): Promise<ContentResult<TeamMember>> => ({ status: 'ok', data: member });

function lookups(overrides: Partial<TeamMemberLookups> = {}): TeamMemberLookups {
  return {
    bySlug: vi.fn(empty),
    byName: vi.fn(empty),
    bySlugOrId: vi.fn(empty),
    byNamePrefix: vi.fn(empty),
    ...overrides,
  };
}

describe('findTeamMember (SPEC §7: by slug, by name, by slug or id, by name prefix)', () => {
  it('finds a member by slug first', async () => {
    const l = lookups({ bySlug: vi.fn(found) });
    expect(await findTeamMember(client, 'mei-chen', undefined, 'en', l)).toEqual({
      status: 'ok',
      data: member,
    });
    expect(l.byName).not.toHaveBeenCalled();
  });

  it('then by name: the normalised slug with dashes as spaces', async () => {
    const l = lookups({ byName: vi.fn(found) });
    await findTeamMember(client, 'Mei%20Chen', undefined, 'en', l);
    expect(l.bySlug).toHaveBeenCalledWith(client, 'mei-chen', undefined, 'en');
    expect(l.byName).toHaveBeenCalledWith(client, 'mei chen', undefined, 'en');
    expect(l.bySlugOrId).not.toHaveBeenCalled();
  });

  it('then by slug or id (the id as written in the URL), then by name prefix', async () => {
    const l = lookups({ byNamePrefix: vi.fn(found) });
    const result = await findTeamMember(client, 'Team-Mei', undefined, 'en', l);
    expect(result.status).toBe('ok');
    expect(l.bySlugOrId).toHaveBeenCalledWith(client, 'Team-Mei', undefined, 'en');
    expect(l.byNamePrefix).toHaveBeenCalledWith(client, 'team mei', undefined, 'en');
  });

  it('is empty when no lookup finds anyone', async () => {
    expect(await findTeamMember(client, 'nobody', undefined, 'en', lookups())).toEqual({ status: 'empty' });
  });

  it('stops at the first error so the page can offer a retry', async () => {
    const error = new Error('down');
    const l = lookups({ byName: vi.fn(async () => ({ status: 'error' as const, error })) });
    expect(await findTeamMember(client, 'x', undefined, 'en', l)).toEqual({ status: 'error', error });
    expect(l.bySlugOrId).not.toHaveBeenCalled();
  });

  it("asks every lookup in the page's language", async () => {
    const l = lookups({ byNamePrefix: vi.fn(found) });
    await findTeamMember(client, 'mei-chen', undefined, 'ar', l);
    for (const lookup of [l.bySlug, l.byName, l.bySlugOrId, l.byNamePrefix]) {
      expect(lookup).toHaveBeenCalledWith(client, expect.any(String), undefined, 'ar');
    }
  });

  it('passes the abort signal on', async () => {
    const signal = new AbortController().signal;
    const l = lookups({ bySlug: vi.fn(found) });
    await findTeamMember(client, 'mei-chen', signal, 'en', l);
    expect(l.bySlug).toHaveBeenCalledWith(client, 'mei-chen', signal, 'en');
  });
});
