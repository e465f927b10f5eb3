/**
 * Text shaping for the company pages (meta descriptions, initials, paragraphs, titles). Reading
 * untrusted fields (text, textList, isRecord) is @quantethic/kit/content's job.
 */
import { text } from '@quantethic/kit/content';

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
