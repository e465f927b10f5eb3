// The visitor's choice of edition (issue 19): saved by the language switcher and the offer of the
// Arabic edition; the home page opens in the edition chosen last (shared/build/page-plugins.ts,
// localeInitScript), and a visitor who has chosen is not offered the other edition again.
import { isLocale, LOCALE_STORAGE_KEY, type Locale, safeGetItem, safeSetItem } from '@quantethic/shared';

/** The edition the visitor chose last, or null (never chose, or storage holds something else). */
export function readLocaleChoice(): Locale | null {
  const stored = safeGetItem(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : null;
}

export function saveLocaleChoice(locale: Locale): void {
  safeSetItem(LOCALE_STORAGE_KEY, locale);
}
