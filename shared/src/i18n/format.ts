// Dates, numbers, percentages and prices in the page's locale, through Intl
// (docs/decisions/0015-formats.md). Pure and deterministic: the same value, locale and options give
// the same text on the server that prerenders a page and in the browser that hydrates it, so a
// value that must not depend on where it is rendered is given an explicit time zone.
import type { Locale } from './locale';

/**
 * The BCP 47 tag each locale is formatted with. English is the site's British English ('12 February
 * 2024'); Arabic names the Gregorian calendar and Western digits: a bare 'ar' leaves both to the
 * engine's locale data, which differs between engines and versions (older ones give Arabic-Indic
 * digits, 'ar-SA' has given the Islamic calendar), and the server's and the browser's must agree.
 */
const TAGS: Record<Locale, string> = {
  en: 'en-GB',
  ar: 'ar-u-ca-gregory-nu-latn',
};

/** English prices are written as en-US writes them, as they always were: '$12,500' (en-GB: 'US$12,500'). */
const CURRENCY_TAGS: Record<Locale, string> = { ...TAGS, en: 'en-US' };

/** The Intl locale tag for `locale`: 'en-GB', 'ar-u-ca-gregory-nu-latn'. */
export function intlLocale(locale: Locale): string {
  return TAGS[locale];
}

// A formatter is costly to make and cheap to use: one per tag and options.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: 'date' | 'number',
  tag: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day in UTC: '12 February 2024', '12 فبراير 2024'. */
const DAY_IN_UTC: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/**
 * A date in `locale`: by default the day in UTC, '12 February 2024' / '12 فبراير 2024' (the same
 * on the server and in the browser). `options` replace that default, as Intl.DateTimeFormat takes
 * them: give a `timeZone` unless the text is only ever rendered in the browser and should be in
 * the visitor's zone. A string is parsed as Date.parse does; null when the value is not a date.
 */
export function formatDate(
  value: Date | number | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = DAY_IN_UTC,
): string | null {
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) return null;
  const tag = TAGS[locale];
  return cached('date', tag, options, () => new Intl.DateTimeFormat(tag, options)).format(time);
}

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', tag, options, () => new Intl.NumberFormat(tag, options));
}

/** A number in `locale`: '1,234.5' (Intl's defaults: grouped, up to three decimals). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(TAGS[locale], options).format(value);
}

/** A fraction as a percentage in `locale`: 0.5 → '50%' (whole percents unless `options` say otherwise). */
export function formatPercent(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(TAGS[locale], { ...options, style: 'percent' }).format(value);
}

/**
 * An amount of `currency` (an ISO 4217 code) in `locale`: '$12,500.00' in English, '‏12,500.00 US$' in
 * Arabic; `options` set the decimals. A code Intl does not take throws a RangeError, as Intl does.
 */
export function formatCurrency(
  amount: number,
  currency: string,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(CURRENCY_TAGS[locale], { ...options, style: 'currency', currency }).format(amount);
}
