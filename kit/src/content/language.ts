import { DEFAULT_LOCALE, type Locale, textDirection } from '@quantethic/shared';
import { contentLanguage } from './read';

// Content in the page's language, in Sanity's document-level internationalization convention
// (@sanity/document-internationalization): each translation is a document of its own with a
// `language` field, and a `translation.metadata` document lists the versions of one document
// (`translations: [{_key: 'en', value: ref}, {_key: 'ar', value: ref}]`). Documents without a
// `language` field are English (they predate translation). Queries take a `$language` parameter
// (`languageParams`) and use these filters; a view marks content whose language is not the
// page's (`fallbackLanguage`). A query that needs a document's other versions looks them up in its
// metadata with `translationMetadataOf` and `translationOf`.

/** GROQ filter: a `translation.metadata` document (one per translated document, listing its versions). */
export const TRANSLATION_METADATA = /* groq */ `_type == "translation.metadata"`;

/**
 * GROQ: the `translation.metadata` documents that list the document `id` among its versions (one,
 * in a consistent dataset; none for a document never translated). `id` is a GROQ expression:
 * `$id`, or `^._id` in the projection of the document itself — the lookup then runs once per
 * projected document, so never put it in a filter over every document. Their `translations` are
 * the versions: `[{_key: language, value: reference}]`.
 */
export const translationMetadataOf = (id: string): string =>
  /* groq */ `*[${TRANSLATION_METADATA} && ${id} in translations[].value._ref]`;

/**
 * GROQ: the reference to the version in `language` (a GROQ expression: `$language`, `"en"`) of
 * the document `id` (as `translationMetadataOf`), or null when its metadata names none (or it has
 * no metadata). `->` follows it to the document; `._ref` is its id.
 */
export const translationOf = (id: string, language: string): string =>
  /* groq */ `${translationMetadataOf(id)}[0].translations[_key == ${language}][0].value`;

/**
 * GROQ filter: the document is in `$language`, or it is the English document and has no
 * published `$language` translation (the English fallback). For English it is just "English".
 * A translation the metadata lists but that is not published yet (the plugin links a draft as
 * soon as an editor starts it; the published perspective cannot read it) leaves the English one.
 */
export const IN_LANGUAGE = /* groq */ `select(
  $language == "en" => coalesce(language, "en") == "en",
  language == $language || (coalesce(language, "en") == "en" && !(_id in *[${TRANSLATION_METADATA} && $language in translations[defined(value->_id)]._key].translations[_key == "en"].value._ref))
)`;

/**
 * GROQ filter: the document is `$id` or one of its translations (so an id from a link or an
 * older page still finds the version in `$language`, with `IN_LANGUAGE`).
 */
export const SAME_DOCUMENT_AS_ID = /* groq */ `(_id == $id || _id in ${translationMetadataOf('$id')}.translations[].value._ref)`;

/** The `$language` parameter of a query that uses `IN_LANGUAGE`. */
export function languageParams(language: Locale | undefined): { language: Locale } {
  return { language: language ?? DEFAULT_LOCALE };
}

/** `lang` and `dir` for an element showing a document's text, or nothing (`fallbackLanguage`). */
export type LanguageAttributes = { lang: Locale; dir: 'ltr' | 'rtl' } | Record<string, never>;

/**
 * The attributes for an element that shows `document` on a `locale` page: `lang` and `dir` of
 * the document's language when it is not the page's (an English fallback on an Arabic page), so
 * screen readers pronounce it and it reads left to right; nothing otherwise. In a component,
 * `useFallbackLanguage(document)` gives them for the page's locale, and `ContentText` wraps a
 * document's text that shares its element with the page's own texts.
 */
export function fallbackLanguage(document: unknown, locale: Locale): LanguageAttributes {
  const language = contentLanguage(document);
  return language === locale ? {} : { lang: language, dir: textDirection(language) };
}
