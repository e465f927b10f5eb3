/** Display helpers shared by the hub, the article and the home widget. */

export const UNKNOWN_DATE = 'Unknown Date';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 February 2024', or 'Unknown Date' (SPEC §2) when the date is missing or invalid. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return UNKNOWN_DATE;
  const time = Date.parse(date);
  return Number.isNaN(time) ? UNKNOWN_DATE : DATE_FORMAT.format(time);
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** SPEC §9: a document size in KB is size / 1024, rounded. */
export function formatKb(size: number | null | undefined): string | null {
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return null;
  return `${Math.round(size / 1024)} KB`;
}

/** SPEC §9: summaries are cut at 140 characters with an ellipsis. */
export const SUMMARY_LIMIT = 140;

/** The first `limit` characters (never splitting an emoji or accent pair) and an ellipsis. */
export function truncate(value: string, limit = SUMMARY_LIMIT): string {
  const characters = Array.from(value);
  if (characters.length <= limit) return value;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}
