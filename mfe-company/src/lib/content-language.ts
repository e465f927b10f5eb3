import type { LanguageAttributes } from '@quantethic/kit/content';
import { textDirection, useLocale } from '@quantethic/shared';

// The marks of a document's text (kit's `useFallbackLanguage`) where the page's editors may
// leave a field empty and the page shows its own text instead.

/** `lang` for a text that is the document's when there is one (`value`), else the page's own text. */
export const languageIfContent = (value: unknown, lang: LanguageAttributes): LanguageAttributes =>
  value ? lang : {};

/**
 * For one of the page's own texts inside an element marked with `lang` (content in another
 * language): the page's language and direction back; nothing when `lang` marks nothing.
 */
export function usePageLanguageWithin(lang: LanguageAttributes): LanguageAttributes {
  const locale = useLocale();
  return 'lang' in lang ? { lang: locale, dir: textDirection(locale) } : {};
}
