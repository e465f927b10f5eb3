import { isRecord, text, textList } from '@quantethic/kit/content';
import type { ConsultingService } from '@quantethic/shared';

/** SPEC §9: a service without an order sorts as 999. */
export const MISSING_ORDER = 999;

/** SPEC §2: up to three key features on a service card. */
export const CARD_FEATURE_LIMIT = 3;

/** SPEC §2: the category shown when a service has none (its text on screen: 'service.defaultCategory'). */
export const DEFAULT_CATEGORY = "Shari'ah-Aligned";

/** A service as the page query sends it: `hasDetails` tells whether the details dialog has more. */
export type ServiceCardData = ConsultingService & { hasDetails?: boolean | null };

/** A service the grid can show: it has an id and a title. */
export type ShownService = ServiceCardData & { _id: string; title: string };

const orderOf = (service: ConsultingService) =>
  typeof service.order === 'number' && Number.isFinite(service.order) ? service.order : MISSING_ORDER;

/**
 * SPEC §2 service grid: only services with an id and a title and not active=false, sorted by
 * order (missing counts as 999), then featured first, then title alphabetically.
 */
export function visibleServices(services: unknown): ShownService[] {
  if (!Array.isArray(services)) return [];
  return services
    .filter(
      (service): service is ShownService =>
        isRecord(service) &&
        text(service._id) !== null &&
        text(service.title) !== null &&
        service.active !== false,
    )
    .map((service) => ({ ...service, title: service.title.trim() }))
    .sort(
      (a, b) =>
        orderOf(a) - orderOf(b) ||
        Number(b.featured === true) - Number(a.featured === true) ||
        a.title.localeCompare(b.title),
    );
}

/**
 * The category label of a service card; `fallback` when it has none (the page's locale's text on
 * screen; DEFAULT_CATEGORY, in English, in the structured data).
 */
export function categoryOf(service: ConsultingService, fallback: string = DEFAULT_CATEGORY): string {
  return text(service.category) ?? fallback;
}

export interface KeyFeature {
  key: string;
  title: string;
  description: string | null;
  highlights: string[];
}

/** The key features with a title (content may hold broken entries). */
export function keyFeaturesOf(service: ConsultingService): KeyFeature[] {
  if (!Array.isArray(service.keyFeatures)) return [];
  return service.keyFeatures.flatMap((feature, index) => {
    const title = isRecord(feature) ? text(feature.title) : null;
    if (!isRecord(feature) || !title) return [];
    return [
      {
        key: typeof feature._key === 'string' ? feature._key : `feature-${index}`,
        title,
        description: text(feature.description),
        highlights: Array.isArray(feature.highlights)
          ? feature.highlights.filter((h): h is string => typeof h === 'string' && h.trim() !== '')
          : [],
      },
    ];
  });
}

export interface TimelinePhase {
  key: string;
  phase: string;
  duration: string | null;
  deliverable: string | null;
}

export function timelineOf(service: ConsultingService): TimelinePhase[] {
  const timeline = service.duration?.timeline;
  if (!Array.isArray(timeline)) return [];
  return timeline.flatMap((item, index) => {
    if (!isRecord(item)) return [];
    const phase = text(item.phase);
    if (!phase) return [];
    return [
      {
        key: typeof item._key === 'string' ? item._key : `phase-${index}`,
        phase,
        duration: text(item.duration),
        deliverable: text(item.deliverable),
      },
    ];
  });
}

const hasBlocks = (value: unknown) => Array.isArray(value) && value.some(isRecord);
const hasStrings = (value: unknown) => textList(value).length > 0;

/** SPEC §2: a card offers 'View Details' when the service has detailed content. */
export function hasDetailedContent(service: ServiceCardData): boolean {
  if (typeof service.hasDetails === 'boolean') return service.hasDetails;
  return (
    hasBlocks(service.detailedDescription) ||
    hasBlocks(service.methodology) ||
    timelineOf(service).length > 0 ||
    hasStrings(service.prerequisites) ||
    hasStrings(service.deliverables)
  );
}
