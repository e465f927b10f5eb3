import { translationOf } from '@quantethic/kit/content';

// Following a reference, or a document found by a field that differs by language (a name), to
// the version in the page's language (`$language`). A translation names the translations of its
// targets (the Arabic about page, the Arabic team members); an English document shown on an
// Arabic page (not translated yet) names English ones, which may have Arabic translations: the
// page shows those. Through the reference (`->`), not a scan of every document: a reference in
// the page's language is taken as it is.

/**
 * GROQ, in the projection of a translatable document (`@`): its version in `$language` — itself
 * when it is in that language, else its translation in it, else itself when it is English (the
 * fallback of kit's `IN_LANGUAGE`), else null.
 */
export const VERSION_IN_LANGUAGE = /* groq */ `select(
  coalesce(language, "en") == $language => @,
  coalesce(
    ${translationOf('^._id', '$language')}->,
    select(coalesce(language, "en") == "en" => @)
  )
)`;

/** GROQ: `references` (an array of references) followed to their targets' versions in `$language`. */
export const versionsInLanguage = (references: string) =>
  /* groq */ `${references}->{"version": ${VERSION_IN_LANGUAGE}}.version`;
