import type { ImageSource } from '@quantethic/kit/content';

/**
 * Readers for untrusted content: any field may be missing, null or of the wrong type, so views
 * read it through these instead of trusting the declared types.
 */

/** A non-blank string, trimmed, or null. */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** A finite, non-negative whole number, or 0. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A positive finite number, or null. */
export function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object entries of an array (anything else, or a non-array, is dropped). */
export function records<T extends object>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isRecord) as T[]) : [];
}

/** The non-blank strings of an array. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];
}

/** Cuts text at a word boundary so it fits `max` characters, with an ellipsis. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** (3, 'module') → '3 modules'; (2, 'quiz', 'quizzes') → '2 quizzes'. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** An image field made safe for <ContentImage>: only a record asset and string url/alt survive. */
export function image(value: unknown): ImageSource | null {
  if (!isRecord(value)) return null;
  const asset = isRecord(value.asset) ? (value.asset as ImageSource['asset']) : null;
  return { asset, url: text(value.url), alt: text(value.alt) };
}
