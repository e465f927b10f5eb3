import { TRANSLATION_METADATA, translationOf } from '@quantethic/kit/content';

/**
 * The progress identity of a course or a module: the id its learner's progress is stored under,
 * the same in every edition, so a learner has one record per course whichever language they
 * learn in (`src/lib/progress`). A translation is a document of its own with another id
 * (`<englishId>__i18n_ar`, or a random id when an editor creates it in the Studio); its identity
 * is its English original's id, found through the translation metadata. An English (or
 * untranslated) document is its own original: its `_id`, without a lookup.
 */
export interface ProgressIdentity {
  progressId?: string | null;
}

/**
 * GROQ projection field: `progressId` of the document in scope. Put it in the projection of the
 * course or the module itself (`modules[]->{…}`): there `^` inside the metadata filter is that
 * document. The lookup reads `^`, so it runs once per projected document — never put it in a
 * filter over every document.
 */
export const PROGRESS_ID = /* groq */ `"progressId": select(
    coalesce(language, "en") == "en" => _id,
    coalesce(${translationOf('^._id', '"en"')}._ref, _id)
  )`;

/**
 * GROQ field of the object a list query starts from (`courseCardList`): every translation
 * metadata document's versions and English original, looked up once for the whole list rather
 * than once per translated document; none on an English page, whose documents are their own
 * originals. `PROGRESS_ID_IN_LIST` reads it.
 */
export const ORIGINALS = /* groq */ `"originals": select($language != "en" => *[${TRANSLATION_METADATA}]{
    "versions": translations[].value._ref,
    "original": translations[_key == "en"][0].value._ref
  })`;

/**
 * GROQ projection field: `progressId`, as `PROGRESS_ID` gives it, of a document projected in a
 * list inside the object that has `ORIGINALS` (its `^`): found in that list, not in the dataset.
 */
export const PROGRESS_ID_IN_LIST = /* groq */ `"progressId": select(
    coalesce(language, "en") == "en" => _id,
    coalesce(^.originals[^._id in versions][0].original, _id)
  )`;
