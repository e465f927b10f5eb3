/**
 * Document-level translations (@sanity/document-internationalization, configured in
 * sanity.config.ts): each translation is a document of its own with a hidden `language` field,
 * and a `translation.metadata` document links the versions of one document
 * (`translations: [{_key: 'en', value: ref}, {_key: 'ar', value: ref}]`). The site reads the
 * version in the page's language and falls back to English (kit/src/content/language.ts);
 * documents without a `language` are English (they predate translation).
 */
import {
  type CustomValidator,
  DEFAULT_STUDIO_CLIENT_OPTIONS,
  defineField,
  getPublishedId,
  type SlugIsUniqueValidator,
} from 'sanity';

/** The site's editions (shared/src/i18n/locale.ts `LOCALES`), as the plugin's language menu shows them. */
export const SUPPORTED_LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'ar', title: 'العربية' },
];

/** The language of documents that have none (every document written before translation). */
export const BASE_LANGUAGE = 'en';

/** The document types an editor can translate: the plugin's `schemaTypes`, each with `languageField`. */
export const TRANSLATABLE_TYPES = [
  'course',
  'courseModule',
  'knowledgePost',
  'teamMember',
  'aboutPage',
  'consultingPage',
  'consultingService',
];

/** Error: a language the site has no edition for (set through the API: the field is hidden). */
const languageIsSupported: CustomValidator<string | undefined> = (value) =>
  value === undefined || SUPPORTED_LANGUAGES.some((language) => language.id === value)
    ? true
    : `"${value}" is not one of the site's languages (${SUPPORTED_LANGUAGES.map((l) => l.id).join(', ')}).`;

/**
 * The `language` field of a translatable document, as the plugin's documentation prescribes it:
 * a string the plugin sets when it creates a document or a translation, read-only and hidden.
 */
export const languageField = defineField({
  name: 'language',
  type: 'string',
  readOnly: true,
  hidden: true,
  validation: (rule) => rule.custom(languageIsSupported),
});

/**
 * Slug uniqueness per language: no other document of the same type in the same language has
 * the slug (its own draft, published and release versions aside, as in Sanity's own check). A
 * translation keeps the slug of its English document (the site's URLs are the same in every
 * edition, /ar/courses/{slug}), so an English and an Arabic document may share one; two English
 * documents, or two Arabic ones, may not. A document without `language` is English.
 */
export const isUniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient, path } = context;
  if (!document) throw new Error('`document` was not provided in validation context.');
  if (!path?.every((segment) => typeof segment === 'string'))
    throw new Error('A slug unique per language must be a field of the document or of its objects.');
  const language = typeof document.language === 'string' ? document.language : BASE_LANGUAGE;
  const query = `!defined(*[${[
    '_type == $docType',
    '!sanity::versionOf($published)',
    `${[...path, 'current'].join('.')} == $slug`,
    'coalesce(language, $baseLanguage) == $language',
  ].join(' && ')}][0]._id)`;
  return getClient(DEFAULT_STUDIO_CLIENT_OPTIONS)
    .withConfig({ perspective: 'raw' })
    .fetch(
      query,
      {
        docType: document._type,
        published: getPublishedId(document._id),
        slug,
        language,
        baseLanguage: BASE_LANGUAGE,
      },
      { tag: 'validation.slug-is-unique-in-language' },
    );
};
