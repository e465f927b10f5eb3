/** Display helpers shared by the hub, the article and the home widget. */
import {
  DEFAULT_LOCALE,
  formatDate as formatLocaleDate,
  formatNumber,
  type Locale,
} from '@quantethic/shared';
import { englishT, type KnowledgeT } from './messages';

/** SPEC §2: 'Unknown Date' (the English catalogue's `post.unknownDate`). */
export const UNKNOWN_DATE = englishT('post.unknownDate');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '12 February 2024' (what Intl.DateTimeFormat writes for en-GB, day month year, in UTC), or
 * `unknown` ('Unknown Date', SPEC §2) when the date is missing or invalid. English is written out
 * rather than through Intl: the first Intl formatter a page makes loads the browser's locale data,
 * ~60–100 ms of a slow phone's main thread, and every knowledge page shows a date while it
 * hydrates. Another locale goes through Intl ('12 فبراير 2024', decision 0015).
 */
export function formatDate(
  date: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  unknown: string = UNKNOWN_DATE,
): string {
  if (!date) return unknown;
  const time = Date.parse(date);
  if (Number.isNaN(time)) return unknown;
  if (locale !== 'en') return formatLocaleDate(time, locale) ?? unknown;
  const day = new Date(time);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** '5 min read' ('5 دقائق للقراءة' with the Arabic texts; English by default). */
export function formatReadingTime(minutes: number, t: KnowledgeT = englishT): string {
  return t('post.readingTime', { minutes });
}

/** A size in KB is written whole and ungrouped ('10240 KB'), in every locale. */
const KB_NUMBER: Intl.NumberFormatOptions = { useGrouping: false };

/**
 * SPEC §9: a document size in KB is size / 1024, rounded: '2 KB' ('2 كيلوبايت' with the Arabic texts;
 * English by default). The unit is `t`'s (`downloads.size`); the number is `locale`'s (decision
 * 0015). English writes its number itself, as Intl would ('10240'): no Intl formatter on an English
 * page while it hydrates (see formatDate).
 */
export function formatKb(
  size: number | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  t: KnowledgeT = englishT,
): string | null {
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return null;
  const kb = Math.round(size / 1024);
  return t('downloads.size', { size: locale === 'en' ? String(kb) : formatNumber(kb, locale, KB_NUMBER) });
}

/** SPEC §9: summaries are cut at 140 characters with an ellipsis. */
export const SUMMARY_LIMIT = 140;

/** The first `limit` characters (never splitting an emoji or accent pair) and an ellipsis. */
export function truncate(value: string, limit = SUMMARY_LIMIT): string {
  const characters = Array.from(value);
  if (characters.length <= limit) return value;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}
