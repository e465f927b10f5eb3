import { positiveNumber } from '@quantethic/kit/content';
import { DEFAULT_LOCALE, formatDate, type Locale } from '@quantethic/shared';
import { type CoursesT, englishT } from './messages';

/** Minutes as '45 min' or '1 h 30 min' (in `t`'s locale); null when not a positive number. */
export function formatMinutes(value: unknown, t: CoursesT = englishT): string | null {
  const minutes = positiveNumber(value);
  if (minutes === null) return null;
  const rounded = Math.max(1, Math.round(minutes));
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return t('duration.minutes', { minutes: rest });
  return rest === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes: rest });
}

// A calendar date without a time: it names a day, not an instant, so it is shown as written.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * '22 November 2026' ('22 نوفمبر 2026' in Arabic; English by default). A full timestamp is shown in
 * the learner's time zone (`timeZone` is for tests); a plain date is shown as that day everywhere
 * (it would otherwise parse as UTC midnight and show the day before west of Greenwich).
 */
export function formatCompletionDate(
  iso: string,
  locale: Locale = DEFAULT_LOCALE,
  timeZone?: string,
): string {
  const zone = DATE_ONLY.test(iso) ? 'UTC' : timeZone;
  return formatDate(iso, locale, { dateStyle: 'long', ...(zone ? { timeZone: zone } : {}) }) ?? iso;
}
