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
