// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getAboutPage } from './get-about-page';

const api = setupContentApi();

describe('getAboutPage (SPEC §7: latest about page)', () => {
  it('returns the most recently updated published about page with every section', async () => {
    const result = await getAboutPage(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const latest = api
      .documents('aboutPage')
      .sort((a, b) => String(b._updatedAt).localeCompare(String(a._updatedAt)))[0];
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
});
