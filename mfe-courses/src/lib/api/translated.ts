/**
 * The language of a translatable document (Sanity's document-level internationalization: each
 * translation is a document of its own). Every projection of a course, a module or a team member
 * asks for it, so a view can mark an English fallback on an Arabic page (`fallbackLanguage` from
 * `@quantethic/kit/content`). Missing on documents that predate translation: English.
 */
export interface Translated {
  language?: string | null;
}
