// The site's locales (issue 19): English is the default, at today's URLs; Arabic is written
// right to left. A value that is not one of them is English.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by `value`, or English for anything else (a missing or unknown locale). */
export function localeOr(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The direction a locale's text is written in: `<html dir>` and `dir` on mixed content. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The URL prefix of each locale's edition: English at today's URLs, Arabic under /ar. */
const PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** The locale a URL path is in, and the path inside that edition ('/ar/courses' → ar, '/courses'). */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path (with any query and hash) in `locale`'s edition: '/courses' → '/ar/courses'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The router's basename in `locale`'s edition (none for English). */
export function localeBasename(locale: Locale): string | undefined {
  return PREFIX[locale] || undefined;
}

/**
 * The first of a browser's languages (navigator.languages, most preferred first) that the site is
 * written in, by primary language ('ar-SA' → 'ar'); null when it names none of them.
 */
export function preferredLocale(languages: readonly string[] | undefined): Locale | null {
  for (const language of languages ?? []) {
    const primary = language.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** Where the visitor's choice of edition is remembered (the language switcher saves it). */
export const LOCALE_STORAGE_KEY = 'quantethic-locale';

/**
 * Marks what a page template holds for one edition only (`data-qe-locale="ar"`): the preloads of
 * its font and of its texts. Each edition's pages keep their own (shared/build/page-plugins.ts).
 */
export const LOCALE_PRELOAD_ATTRIBUTE = 'data-qe-locale';
