// The demo dataset's translations, in Sanity's document-level internationalization convention
// (what @sanity/document-internationalization writes):
//   - every translatable document has a `language` field ('en' for the English originals);
//   - a translation is a document of its own, here `<English id>__i18n_<language>` (drafts keep
//     their `drafts.` prefix), with the same slug, keys, numbers and assets;
//   - one `translation.metadata` document per translated document links the versions:
//     `translations: [{_key: 'en', value: ref(English)}, {_key: 'ar', value: ref(Arabic)}]`.
// References inside a translation point at the translation of their target when there is one
// (an Arabic course lists its Arabic modules and instructor), and at the English document
// otherwise. The site's queries ask for a language and fall back to English
// (@quantethic/kit/content `IN_LANGUAGE`).
import * as aboutAr from './ar/company/about.mjs';
import * as consultingPageAr from './ar/company/consulting-page.mjs';
import * as servicesAr from './ar/company/services.mjs';
import * as foundationsAr from './ar/courses/islamic-finance-foundations.mjs';
import * as takafulAr from './ar/courses/takaful-fundamentals.mjs';
import * as zakatAr from './ar/courses/zakat-and-purification-calculations.mjs';
import * as screeningAr from './ar/knowledge/negative-vs-positive-screening.mjs';
import * as ribaAr from './ar/knowledge/riba-gharar-maysir-explained.mjs';
import * as sukukAr from './ar/knowledge/sukuk-vs-conventional-bonds.mjs';
import * as takafulPostAr from './ar/knowledge/takaful-vs-conventional-insurance.mjs';
import * as murabahaAr from './ar/knowledge/what-is-murabaha.mjs';
import * as peopleAr from './ar/people.mjs';

/** The language of the documents the translations are made from. */
export const BASE_LANGUAGE = 'en';

/** Document types an editor can translate (the Studio's `language` field is on each). */
export const TRANSLATABLE_TYPES = new Set([
  'course',
  'courseModule',
  'knowledgePost',
  'teamMember',
  'aboutPage',
  'consultingPage',
  'consultingService',
]);

/** The translations of the demo content, by language, each with its English document's `_id`. */
export const TRANSLATIONS = {
  ar: [
    ...peopleAr.documents,
    ...foundationsAr.documents,
    ...zakatAr.documents,
    ...takafulAr.documents,
    ...murabahaAr.documents,
    ...ribaAr.documents,
    ...sukukAr.documents,
    ...takafulPostAr.documents,
    ...screeningAr.documents,
    ...aboutAr.documents,
    ...consultingPageAr.documents,
    ...servicesAr.documents,
  ],
};

const DRAFT = 'drafts.';
const publishedId = (id) => (id.startsWith(DRAFT) ? id.slice(DRAFT.length) : id);

/** The `_id` of the `language` version of the document `id` ('course-x' → 'course-x__i18n_ar'). */
export function translationId(id, language) {
  return id.startsWith(DRAFT)
    ? `${DRAFT}${translationId(publishedId(id), language)}`
    : `${id}__i18n_${language}`;
}

/** `value` with every reference to a translated document pointing at its translation. */
function withTranslatedRefs(value, translated, language) {
  if (Array.isArray(value)) return value.map((item) => withTranslatedRefs(item, translated, language));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [field, child] of Object.entries(value))
    out[field] = withTranslatedRefs(child, translated, language);
  if (value._type === 'reference' && translated.has(publishedId(value._ref))) {
    out._ref = translationId(value._ref, language);
  }
  return out;
}

const reference = (id) => ({ _type: 'reference', _ref: id, _weak: true });

/**
 * The English documents with `language: 'en'` on the translatable ones, every translation under
 * its own id with its `language` and translated references, and the `translation.metadata`
 * documents that link them. Throws when a translation has no English original or a wrong type.
 */
export function withTranslations(english, translations = TRANSLATIONS) {
  const byId = new Map(english.map((doc) => [doc._id, doc]));
  const out = english.map((doc) =>
    TRANSLATABLE_TYPES.has(doc._type) ? { ...doc, language: BASE_LANGUAGE } : doc,
  );
  const metadata = new Map();
  for (const [language, docs] of Object.entries(translations)) {
    const translated = new Set(docs.map((doc) => publishedId(doc._id)));
    for (const doc of docs) {
      const original = byId.get(doc._id);
      if (!original)
        throw new Error(`${language} translation of ${doc._id}: no English document with that id`);
      if (original._type !== doc._type || !TRANSLATABLE_TYPES.has(doc._type)) {
        throw new Error(
          `${language} translation of ${doc._id}: type ${doc._type}, English ${original._type}`,
        );
      }
      const id = translationId(doc._id, language);
      out.push({ ...withTranslatedRefs(doc, translated, language), _id: id, language });
      if (doc._id.startsWith(DRAFT)) continue;
      const entry = metadata.get(doc._id) ?? {
        _id: `translation.metadata.${doc._id}`,
        _type: 'translation.metadata',
        _createdAt: doc._createdAt,
        _updatedAt: doc._updatedAt,
        schemaTypes: [doc._type],
        translations: [
          { _key: BASE_LANGUAGE, _type: 'internationalizedArrayReferenceValue', value: reference(doc._id) },
        ],
      };
      entry.translations.push({
        _key: language,
        _type: 'internationalizedArrayReferenceValue',
        value: reference(id),
      });
      metadata.set(doc._id, entry);
    }
  }
  return [...out, ...metadata.values()];
}
