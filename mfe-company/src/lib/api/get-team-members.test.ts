// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { LAYLA, NOOR, TRANSLATED_CONTENT } from '../../testing/translated-content';
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

  it('lists each member once in English, the English documents', async () => {
    const result = await getTeamMembers(api.client(), undefined, 'en');
    if (result.status !== 'ok') throw new Error(result.status);
    const english = api.documents('teamMember');
    expect(result.data.map((member) => member._id).sort()).toEqual(english.map((doc) => doc._id).sort());
    expect(result.data.every((member) => (member as { language?: string }).language === 'en')).toBe(true);
  });

  it('lists each member once in Arabic, in Arabic, in the same order as in English', async () => {
    const arabic = await getTeamMembers(api.client(), undefined, 'ar');
    const english = await getTeamMembers(api.client(), undefined, 'en');
    if (arabic.status !== 'ok' || english.status !== 'ok') throw new Error('no team');
    expect(arabic.data.map((member) => member._id)).toEqual(
      english.data.map((member) => `${member._id}__i18n_ar`),
    );
    expect(arabic.data.map((member) => member._id).sort()).toEqual(
      api
        .documents('teamMember', 'ar')
        .map((doc) => doc._id)
        .sort(),
    );
    for (const member of arabic.data) {
      expect((member as { language?: string }).language).toBe('ar');
      expect(member.name).toMatch(/[\u0600-\u06FF]/);
      expect(member.slug?.current).toEqual(
        english.data.find((en) => `${en._id}__i18n_ar` === member._id)?.slug?.current,
      );
    }
  });
});

describe('team list in Arabic with an untranslated member', () => {
  const own = setupContentApi({ documents: TRANSLATED_CONTENT });

  it('gives the translation of a translated member and the English document of the others', async () => {
    const result = await getTeamMembers(own.client(), undefined, 'ar');
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.data.map((member) => [member.name, (member as { language?: string }).language])).toEqual([
      [LAYLA.ar, 'ar'],
      [NOOR.en, 'en'],
    ]);
  });
});
