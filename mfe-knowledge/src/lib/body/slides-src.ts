import { safeHttpUrl } from '@quantethic/shared';

/** An https URL, or null (slides are embedded from https only). */
export function httpsUrl(value: unknown): string | null {
  const url = safeHttpUrl(value);
  return url?.startsWith('https:') ? url : null;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
  '#x27': "'",
};

function decodeEntities(value: string): string {
  return value.replace(
    /&(amp|quot|apos|lt|gt|#39|#x27);/gi,
    (_, name: string) => ENTITIES[name.toLowerCase()] ?? '',
  );
}

/**
 * Where slides may be embedded from: the https `slidesUrl`, else the https `src` of the iframe in
 * `embedCode` (its HTML is never injected), else null.
 */
export function slidesEmbedSrc(slidesUrl: unknown, embedCode: unknown): string | null {
  const direct = httpsUrl(slidesUrl);
  if (direct) return direct;
  if (typeof embedCode !== 'string') return null;
  const code = embedCode.trim().slice(0, 10_000);
  const bare = httpsUrl(code);
  if (bare) return bare;
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i.exec(code);
  if (!match) return null;
  return httpsUrl(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
}
