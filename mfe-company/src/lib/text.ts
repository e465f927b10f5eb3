/** Helpers for untrusted content text: any field may be missing or of the wrong type. */

/** The trimmed string, or null when the value is not a non-empty string. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Only the non-empty strings of a value that should be a string array. */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((item): item is string => item !== null);
}

/** SPEC §9: the team meta description is cut at 160 characters. */
export const META_DESCRIPTION_MAX = 160;

/**
 * Shortens text to at most `max` characters, whitespace collapsed. Longer text is cut at a word
 * boundary when one is near the end, and ends with an ellipsis (counted in `max`).
 */
export function truncate(value: string, max = META_DESCRIPTION_MAX): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** The first letter of a name, for an avatar without an image ('?' when there is none). */
export function initialOf(name: unknown): string {
  const clean = text(name)?.replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, '');
  const letter = clean?.match(/\p{L}|\p{N}/u)?.[0];
  return letter ? letter.toLocaleUpperCase() : '?';
}

/** Splits plain text with blank lines into paragraphs. */
export function paragraphs(value: unknown): string[] {
  return (text(value) ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A page title from content without a trailing '| QuantEthic' (the site adds its own). */
export function withoutSiteName(title: string | null, siteName = 'QuantEthic'): string | null {
  if (!title) return null;
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stripped = title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`, 'i'), '').trim();
  return stripped || title;
}
