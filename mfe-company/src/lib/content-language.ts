import { fallbackLanguage } from '@quantethic/kit/content';
import { textDirection, useLocale } from '@quantethic/shared';

/** `lang` and `dir` for an element showing a document's text, or nothing (`fallbackLanguage`). */
export type LanguageAttributes = ReturnType<typeof fallbackLanguage>;

/**
 * The attributes for the elements that show `document`'s text on this page: its language and
 * direction when it is not the page's (an English document not translated yet, on an Arabic
 * page), nothing otherwise. Spread them on each element whose text is the document's, never
 * around the page's own texts (the messages), which are in the page's language.
 */
export function useFallbackLanguage(document: unknown): LanguageAttributes {
  return fallbackLanguage(document, useLocale());
}

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
