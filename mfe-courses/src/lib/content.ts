import { type ImageSource, isRecord, text } from '@quantethic/kit/content';

/**
 * Courses' own helpers for untrusted content. Fields are read through the readers of
 * `@quantethic/kit/content` (`text`, `isRecord`, `recordList`, `textList`, `count`,
 * `positiveNumber`); these build on them.
 */

/** Cuts text at a word boundary so it fits `max` characters, with an ellipsis. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An image field made safe for <ContentImage>: only a record asset and string url/alt survive. */
export function image(value: unknown): ImageSource | null {
  if (!isRecord(value)) return null;
  const asset = isRecord(value.asset) ? (value.asset as ImageSource['asset']) : null;
  return { asset, url: text(value.url), alt: text(value.alt) };
}
