// @vitest-environment node

import { setupContentApi } from '@quantethic/kit/testing/content-api';
import type { ConsultingService } from '@quantethic/shared';
import { describe, expect, it } from 'vitest';
import { AUDIT, CONSULTING_TITLE, SCREENING, TRANSLATED_CONTENT } from '../../../testing/translated-content';
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

const languageOf = (doc: unknown) => (doc as { language?: string } | null)?.language;

describe('the consulting page in a language', () => {
  it('in English: the English page with its English services', async () => {
    const result = await getConsultingPage(api.client(), undefined, 'en');
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.data._id).toBe(api.documents('consultingPage')[0]?._id);
    expect(languageOf(result.data)).toBe('en');
    const services = result.data.services ?? [];
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((service) => languageOf(service) === 'en')).toBe(true);
  });

  it('in Arabic: the Arabic page with the Arabic services, the same ones in the same order', async () => {
    const arabic = await getConsultingPage(api.client(), undefined, 'ar');
    const english = await getConsultingPage(api.client(), undefined, 'en');
    if (arabic.status !== 'ok' || english.status !== 'ok') throw new Error('no page');
    expect(arabic.data._id).toBe(api.documents('consultingPage', 'ar')[0]?._id);
    expect(languageOf(arabic.data)).toBe('ar');
    expect(arabic.data.heroTitle).toMatch(/[\u0600-\u06FF]/);
    const services = arabic.data.services ?? [];
    expect(services.map((service) => service._id)).toEqual(
      (english.data.services ?? []).map((service) => `${service._id}__i18n_ar`),
    );
    for (const service of services) {
      expect(languageOf(service)).toBe('ar');
      expect(service.title ?? service.shortDescription).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('the consulting page in Arabic with untranslated documents', () => {
  const own = setupContentApi({ documents: TRANSLATED_CONTENT });

  it("an English page shows each service's Arabic translation, and English where it has none", async () => {
    const result = await getConsultingPage(own.client(), undefined, 'ar');
    if (result.status !== 'ok') throw new Error(result.status);
    expect([result.data.heroTitle, languageOf(result.data)]).toEqual([CONSULTING_TITLE, 'en']);
    expect(result.data.services?.map((service) => [service.title, languageOf(service)])).toEqual([
      [SCREENING.ar, 'ar'],
      [AUDIT.en, 'en'],
    ]);
  });
});
