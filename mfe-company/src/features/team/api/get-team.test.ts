// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import {
  getTeamMemberByName,
  getTeamMemberByNamePrefix,
  getTeamMemberBySlug,
  getTeamMemberBySlugOrId,
} from './get-team-member';

const api = setupContentApi();

describe('team queries (SPEC §7)', () => {
  it('finds a member by slug, by name, by slug or id, and by name prefix', async () => {
    const bySlug = await getTeamMemberBySlug(api.client(), 'amina-hassan');
    expect(bySlug.status === 'ok' && bySlug.data.name).toBe('Dr. Amina Hassan');
    const byName = await getTeamMemberByName(api.client(), 'daniel okafor');
    expect(byName.status === 'ok' && byName.data.slug?.current).toBe('daniel-okafor');
    const byId = await getTeamMemberBySlugOrId(api.client(), 'team-mei-chen');
    expect(byId.status === 'ok' && byId.data.name).toBe('Mei Chen');
    const byPrefix = await getTeamMemberByNamePrefix(api.client(), 'Sara');
    expect(byPrefix.status === 'ok' && byPrefix.data.slug?.current).toBe('sara-lindqvist');
  });

  it('is empty for nobody', async () => {
    expect((await getTeamMemberBySlug(api.client(), 'nobody-here')).status).toBe('empty');
  });
});
