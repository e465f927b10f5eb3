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
    for (const language of ['en', 'ar'] as const) {
      expect((await getTeamMemberByName(api.client(), 'nobody here', undefined, language)).status).toBe(
        'empty',
      );
      expect((await getTeamMemberBySlugOrId(api.client(), 'nobody', undefined, language)).status).toBe(
        'empty',
      );
      expect((await getTeamMemberByNamePrefix(api.client(), 'Nobody', undefined, language)).status).toBe(
        'empty',
      );
    }
  });
});

describe('team queries in Arabic (the same slugs, the Arabic members)', () => {
  const languageOf = (doc: unknown) => (doc as { language?: string } | null)?.language;
  const found = (result: Awaited<ReturnType<typeof getTeamMemberBySlug>>) =>
    result.status === 'ok' ? [result.data._id, languageOf(result.data)] : result.status;

  it('finds the Arabic member by the slug both versions share', async () => {
    const result = await getTeamMemberBySlug(api.client(), 'amina-hassan', undefined, 'ar');
    expect(found(result)).toEqual(['team-amina-hassan__i18n_ar', 'ar']);
    expect(result.status === 'ok' && result.data.name).toBe('د. أمينة حسن');
    expect(found(await getTeamMemberBySlug(api.client(), 'amina-hassan', undefined, 'en'))).toEqual([
      'team-amina-hassan',
      'en',
    ]);
  });

  it('finds the Arabic member by the English id, and the English one by the Arabic id', async () => {
    expect(found(await getTeamMemberBySlugOrId(api.client(), 'team-mei-chen', undefined, 'ar'))).toEqual([
      'team-mei-chen__i18n_ar',
      'ar',
    ]);
    expect(
      found(await getTeamMemberBySlugOrId(api.client(), 'team-mei-chen__i18n_ar', undefined, 'en')),
    ).toEqual(['team-mei-chen', 'en']);
  });

  it('finds a member by a name in either language and gives the version in the page language', async () => {
    expect(found(await getTeamMemberByName(api.client(), 'daniel okafor', undefined, 'ar'))).toEqual([
      'team-daniel-okafor__i18n_ar',
      'ar',
    ]);
    expect(found(await getTeamMemberByName(api.client(), 'دانيال أوكافور', undefined, 'en'))).toEqual([
      'team-daniel-okafor',
      'en',
    ]);
    expect(found(await getTeamMemberByNamePrefix(api.client(), 'Sara', undefined, 'ar'))).toEqual([
      'team-sara-lindqvist__i18n_ar',
      'ar',
    ]);
  });
});
