import { type ContentResult, queryContent } from '@quantethic/kit/content';
import type { ConsultingService } from '@quantethic/shared';
import type { SanityClient } from '@sanity/client';

const FILE_ASSET = /* groq */ `"asset": asset->{url, originalFilename, size}`;

/** A service in full, for the details dialog (published, active services only). */
export const SERVICE_DETAILS_QUERY = /* groq */ `*[_type == "consultingService" && _id == $id && active != false][0]{
  _id, title, shortDescription, keyFeatures[]{_key, title, description, highlights},
  prerequisites, deliverables, pricing, duration,
  detailedDescription[]{..., _type == "file" => {${FILE_ASSET}}},
  methodology[]{..., _type == "file" => {${FILE_ASSET}}}
}`;

export function getServiceDetails(
  client: SanityClient,
  id: string,
  signal?: AbortSignal,
): Promise<ContentResult<ConsultingService>> {
  return queryContent<ConsultingService>(
    client,
    SERVICE_DETAILS_QUERY,
    { id },
    { signal, label: `service "${id}"` },
  );
}
