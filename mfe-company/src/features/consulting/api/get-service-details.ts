import {
  type ContentResult,
  IN_LANGUAGE,
  languageParams,
  queryContent,
  SAME_DOCUMENT_AS_ID,
} from '@quantethic/kit/content';
import type { ConsultingService, Locale } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

const FILE_ASSET = /* groq */ `"asset": asset->{url, originalFilename, size}`;

/**
 * A service in full, for the details dialog (published, active services only), in `$language`
 * (English when not translated yet), whichever version's id the card has.
 */
export const SERVICE_DETAILS_QUERY = /* groq */ `*[_type == "consultingService" && ${SAME_DOCUMENT_AS_ID} && ${IN_LANGUAGE} && active != false][0]{
  _id, language, title, shortDescription, keyFeatures[]{_key, title, description, highlights},
  prerequisites, deliverables, pricing, duration,
  detailedDescription[]{..., _type == "file" => {${FILE_ASSET}}},
  methodology[]{..., _type == "file" => {${FILE_ASSET}}}
}`;

export function getServiceDetails(
  client: SanityClient,
  id: string,
  signal?: AbortSignal,
  language?: Locale,
): Promise<ContentResult<ConsultingService>> {
  return queryContent<ConsultingService>(
    client,
    SERVICE_DETAILS_QUERY,
    { id, ...languageParams(language) },
    { signal, label: `service "${id}"` },
  );
}
