import { type Locale, localeOr } from '@quantethic/shared';
/**
 * Readers for untrusted content: any field may be missing, null or of the wrong type (an editor's
 * slip, an old document, a hostile value), so views read content through these instead of
 * trusting the declared types. None of them throws, whatever it is given.
 */

/** A non-blank string, trimmed; null for anything else (blank strings, numbers, objects…). */
export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** A plain object (not null, not an array), whose fields can then be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface TextListOptions {
  /** Keep only the first of equal strings (compared after trimming). */
  distinct?: boolean;
  /** At most this many strings (counted after dropping blanks and, with `distinct`, repeats). */
  max?: number;
}

/**
 * The non-blank strings of a value that should be a string array, trimmed, in order; anything
 * else in the array is dropped, and a value that is not an array gives [].
 */
export function textList(
  value: unknown,
  { distinct = false, max = Infinity }: TextListOptions = {},
): string[] {
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (list.length >= max) break;
    const clean = text(item);
    if (clean === null || (distinct && seen.has(clean))) continue;
    seen.add(clean);
    list.push(clean);
  }
  return list;
}

/**
 * The object entries of a value that should be an array of objects (anything else in it is
 * dropped; a value that is not an array gives []). Their fields are still unchecked: `T` only
 * names what the caller reads next, through these readers.
 */
export function recordList<T extends object = Record<string, unknown>>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isRecord) as T[]) : [];
}

/** A finite, non-negative whole number (rounded down), or 0. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A finite number greater than 0, or null. */
export function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The language a content document is written in: its `language` field (Sanity's document
 * internationalization), English for a document without one or with an unknown one.
 */
export function contentLanguage(document: unknown): Locale {
  return localeOr(isRecord(document) ? document.language : undefined);
}
