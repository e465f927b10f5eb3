// @vitest-environment node
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { describe, expect, it } from 'vitest';
import { getServiceDetails } from './get-service-details';

const api = setupContentApi();

describe('getServiceDetails (the details dialog)', () => {
  it('returns a service with its rich text, lists and timeline', async () => {
    const result = await getServiceDetails(api.client(), 'service-shariah-compliance-review');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data.detailedDescription?.length).toBeGreaterThan(0);
    expect(result.data.methodology?.length).toBeGreaterThan(0);
    expect(result.data.duration?.timeline?.[0]).toMatchObject({ phase: expect.any(String) });
    expect(result.data.prerequisites?.length).toBeGreaterThan(0);
    expect(result.data.keyFeatures?.[0]?.highlights?.length).toBeGreaterThan(0);
  });

  it('is empty for an inactive or unknown service', async () => {
    expect((await getServiceDetails(api.client(), 'service-zakat-calculation-methodology')).status).toBe(
      'empty',
    );
    expect((await getServiceDetails(api.client(), 'no-such-service')).status).toBe('empty');
  });
});

describe('service details in a language', () => {
  const id = 'service-shariah-compliance-review';
  const languageOf = (doc: unknown) => (doc as { language?: string } | null)?.language;

  it('by the English id on an Arabic page: the Arabic service', async () => {
    const result = await getServiceDetails(api.client(), id, undefined, 'ar');
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.data._id).toBe(`${id}__i18n_ar`);
    expect(languageOf(result.data)).toBe('ar');
    expect(result.data.title).toMatch(/[\u0600-\u06FF]/);
    expect(result.data.detailedDescription?.length).toBeGreaterThan(0);
  });

  it('by either id on an English page: the English service', async () => {
    for (const asked of [id, `${id}__i18n_ar`]) {
      const result = await getServiceDetails(api.client(), asked, undefined, 'en');
      if (result.status !== 'ok') throw new Error(result.status);
      expect([result.data._id, languageOf(result.data)]).toEqual([id, 'en']);
    }
  });

  it('an inactive service stays hidden in Arabic too', async () => {
    const inactive = 'service-zakat-calculation-methodology';
    expect((await getServiceDetails(api.client(), inactive, undefined, 'ar')).status).toBe('empty');
    expect((await getServiceDetails(api.client(), `${inactive}__i18n_ar`, undefined, 'ar')).status).toBe(
      'empty',
    );
  });
});
