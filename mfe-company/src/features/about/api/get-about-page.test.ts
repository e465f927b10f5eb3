// @vitest-environment node
import { startTestContentApi } from '@quantethic/emulators/testing';
import { getContentClient } from '@quantethic/kit/content';
import { type DatasetDocument, setupContentApi } from '@quantethic/kit/testing/content-api';
import type { AboutPage } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { ABOUT, LAYLA, NOOR, TRANSLATED_CONTENT } from '../../../testing/translated-content';
import { getAboutPage } from './get-about-page';

const api = setupContentApi();

const languageOf = (doc: unknown) => (doc as { language?: string } | null)?.language;
const newest = (docs: DatasetDocument[]) =>
  docs.toSorted((a, b) => String(b._updatedAt).localeCompare(String(a._updatedAt)))[0];

describe('getAboutPage (SPEC §7: latest about page)', () => {
  it('returns the most recently updated published about page with every section', async () => {
    const result = await getAboutPage(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const latest = newest(api.documents('aboutPage'));
    expect(result.data._id).toBe(latest?._id);
    expect(result.data.hero?.heading).toEqual(expect.any(String));
    expect(result.data.hero?.heading).not.toMatch(/draft/i);
    expect(result.data.missionVision?.mission).toEqual(expect.any(String));
    expect(result.data.whyQuantEthic?.content?.length).toBeGreaterThan(0);
    expect(result.data.whoWeAre?.imagePosition).toMatch(/left|right/);
    expect(result.data.founder?.name).toEqual(expect.any(String));
    expect(result.data.cta?.buttonText).toEqual(expect.any(String));
    expect(result.data.team?.length).toBeGreaterThan(0);
    expect(result.data.team?.[0]).toMatchObject({
      name: expect.any(String),
      slug: { current: expect.any(String) },
    });
  });

  it('in English: the latest English edition with its English team', async () => {
    const result = await getAboutPage(api.client(), undefined, 'en');
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.data._id).toBe(newest(api.documents('aboutPage'))?._id);
    expect(languageOf(result.data)).toBe('en');
    expect(result.data.team?.length).toBeGreaterThan(0);
    expect(result.data.team?.every((member) => languageOf(member) === 'en')).toBe(true);
  });

  it("in Arabic: the latest edition's Arabic translation with its Arabic team", async () => {
    const result = await getAboutPage(api.client(), undefined, 'ar');
    if (result.status !== 'ok') throw new Error(result.status);
    const latest = newest(api.documents('aboutPage', 'ar'));
    expect(result.data._id).toBe(latest?._id);
    expect(result.data._id).toBe(`${newest(api.documents('aboutPage'))?._id}__i18n_ar`);
    expect(languageOf(result.data)).toBe('ar');
    expect(result.data.hero?.heading).toMatch(/[\u0600-\u06FF]/);
    const team = result.data.team ?? [];
    expect(team.length).toBe(api.documents('teamMember', 'ar').length);
    for (const member of team) {
      expect(languageOf(member)).toBe('ar');
      expect(member.name).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('getAboutPage with untranslated documents', () => {
  const own = setupContentApi({ documents: TRANSLATED_CONTENT });

  it('in Arabic: the Arabic page; a member it names in English is shown in English', async () => {
    const result = await getAboutPage(own.client(), undefined, 'ar');
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.data.hero?.heading).toBe(ABOUT.ar);
    expect(result.data.team?.map((member) => [member.name, languageOf(member)])).toEqual([
      [LAYLA.ar, 'ar'],
      [NOOR.en, 'en'],
    ]);
  });

  it('in Arabic, an English page still shows the Arabic version of each member it names', async () => {
    const untranslated = TRANSLATED_CONTENT.filter(
      (doc) =>
        !['aboutPage__i18n_ar', 'translation.metadata.aboutPage'].includes((doc as { _id: string })._id),
    );
    const english = await startTestContentApi({ documents: untranslated });
    try {
      const result = await getAboutPage(getContentClient(english.contentConfig), undefined, 'ar');
      if (result.status !== 'ok') throw new Error(result.status);
      const page = result.data as AboutPage;
      expect([page.hero?.heading, languageOf(page)]).toEqual([ABOUT.en, 'en']);
      expect(page.team?.map((member) => [member.name, languageOf(member)])).toEqual([
        [LAYLA.ar, 'ar'],
        [NOOR.en, 'en'],
      ]);
    } finally {
      await english.close();
    }
  });
});
