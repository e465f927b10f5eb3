import { type ContentResult, IN_LANGUAGE, languageParams, queryContent } from '@quantethic/kit/content';
import type { ConsultingPage, Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';
import { versionsInLanguage } from '../../../lib/api/language';

/**
 * What a service card shows. The rich detailed description, methodology, prerequisites,
 * deliverables and timeline load with the details dialog (get-service-details.ts); `hasDetails`
 * says whether there are any, so the page stays a small download.
 */
export const SERVICE_CARD_PROJECTION = /* groq */ `{
  _id, language, title, slug{current}, shortDescription, keyFeatures[]{_key, title, description, highlights},
  image{asset, alt}, iconName, serviceLink, category, tags, featured, active, order, publishedAt,
  seo, pricing, "duration": duration{estimate},
  "hasDetails": coalesce(count(detailedDescription), 0) > 0 || coalesce(count(methodology), 0) > 0 || coalesce(count(duration.timeline), 0) > 0
    || coalesce(count(prerequisites), 0) > 0 || coalesce(count(deliverables), 0) > 0
}`;

/**
 * The consulting page's services, as a filter inside its projection: the services it names, each
 * in `$language` (English when not translated yet; an English page shown on an Arabic page gets
 * the Arabic translations of its services), each once.
 */
export const PAGE_SERVICES = /* groq */ `_type == "consultingService" && _id in ^.${versionsInLanguage('services[]')}._id`;

/**
 * SPEC §7: the consulting page in `$language` (English when not translated yet) with its active
 * services, ordered by order (missing last), then newest. The page still filters (id, title) and
 * sorts (featured, title) what it shows.
 */
export const CONSULTING_PAGE_QUERY = /* groq */ `*[_type == "consultingPage" && ${IN_LANGUAGE}] | order(_updatedAt desc)[0]{
  _id, language, heroTitle, heroDescription, servicesTitle, servicesDescription,
  formSectionTitle, formSectionDescription, formFields,
  ctaTitle, ctaDescription, ctaButtonText, ctaButtonUrl, seo,
  "services": *[${PAGE_SERVICES} && active != false]
    | order(coalesce(order, 999) asc, publishedAt desc) ${SERVICE_CARD_PROJECTION}
}`;

export function getConsultingPage(
  client: SanityClient,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<ConsultingPage>> {
  return queryContent<ConsultingPage>(client, CONSULTING_PAGE_QUERY, languageParams(language), {
    signal,
    label: 'consulting page',
  });
}
