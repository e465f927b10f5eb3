// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getTeamMembers } from './get-team-members';

const api = setupContentApi();

describe('team list query (SPEC §7)', () => {
  it('lists all team members with what a card shows', async () => {
    const result = await getTeamMembers(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data).toHaveLength(api.documents('teamMember').length);
    expect(result.data[0]).toMatchObject({
      name: expect.any(String),
      role: expect.any(String),
      slug: { current: expect.any(String) },
      expertise: expect.any(Array),
      image: { asset: { _ref: expect.stringMatching(/^image-/) } },
    });
  });
});
