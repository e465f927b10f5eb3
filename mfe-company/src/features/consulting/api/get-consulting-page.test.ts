// @vitest-environment node

import { setupContentApi } from '@quantethic/kit/testing/content-api';
import type { ConsultingService } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { getConsultingPage } from './get-consulting-page';

const api = setupContentApi();

describe('getConsultingPage (SPEC §7: consulting page with active services by order, then newest)', () => {
  it('returns the page and only its active services, ordered by order (missing last)', async () => {
    const result = await getConsultingPage(api.client());
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const page = result.data;
    expect(page.heroTitle).toEqual(expect.any(String));
    const services = page.services ?? [];
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((service) => service.active !== false)).toBe(true);
    const inactive = api.documents('consultingService').filter((doc) => doc.active === false);
    expect(inactive.length).toBeGreaterThan(0);
    for (const doc of inactive) expect(services.map((s) => s._id)).not.toContain(doc._id);
    const orders = services.map((service) => service.order ?? 999);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(services.find((service) => service.pricing?.type)).toMatchObject({
      pricing: { type: expect.any(String) },
    });
  });
});

describe('service cards (details load with the dialog)', () => {
  it('says which services have details without sending them', async () => {
    const result = await getConsultingPage(api.client());
    if (result.status !== 'ok') throw new Error('no page');
    const services = (result.data.services ?? []) as (ConsultingService & { hasDetails?: boolean })[];
    const byId = new Map(services.map((service) => [service._id, service]));
    expect(byId.get('service-sukuk-structuring-advisory')?.hasDetails).toBe(true);
    expect(byId.get('service-impact-measurement-framework')?.hasDetails).toBe(false);
    for (const service of services) {
      expect(service).not.toHaveProperty('detailedDescription');
      expect(service).not.toHaveProperty('methodology');
    }
  });
});
