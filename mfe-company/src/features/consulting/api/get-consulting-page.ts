import type { ConsultingPage } from '@quantethic/shared';
import { type ContentResult, queryContent } from '@quantethic/shared/content';
import type { SanityClient } from '@sanity/client';

const FILE_ASSET = /* groq */ `"asset": asset->{url, originalFilename, size}`;

/**
 * SPEC §7: the consulting page with its active services, ordered by order (missing last), then
 * newest. The page still filters (id, title) and sorts (featured, title) what it shows.
 */
export const CONSULTING_PAGE_QUERY = /* groq */ `*[_type == "consultingPage"] | order(_updatedAt desc)[0]{
  _id, heroTitle, heroDescription, servicesTitle, servicesDescription,
  formSectionTitle, formSectionDescription, formFields,
  ctaTitle, ctaDescription, ctaButtonText, ctaButtonUrl, seo,
  "services": *[_type == "consultingService" && _id in ^.services[]._ref && active != false]
    | order(coalesce(order, 999) asc, publishedAt desc){
      _id, title, slug{current}, shortDescription, keyFeatures, prerequisites, deliverables,
      image{asset, alt}, iconName, serviceLink, category, tags, featured, active, order, publishedAt,
      seo, pricing, duration,
      detailedDescription[]{..., _type == "file" => {${FILE_ASSET}}},
      methodology[]{..., _type == "file" => {${FILE_ASSET}}}
    }
}`;

export function getConsultingPage(
  client: SanityClient,
  signal?: AbortSignal,
): Promise<ContentResult<ConsultingPage>> {
  return queryContent<ConsultingPage>(
    client,
    CONSULTING_PAGE_QUERY,
    {},
    { signal, label: 'consulting page' },
  );
}
