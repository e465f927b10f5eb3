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
    coalesce(*[_type == "translation.metadata" && ^._id in translations[].value._ref][0].translations[_key == "en"][0].value._ref, _id)
  )`;
