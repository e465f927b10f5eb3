/**
 * The QuantEthic Sanity Studio. A content team runs it against the real project with
 * `SANITY_STUDIO_PROJECT_ID=<id> npx sanity dev` (see README.md).
 */
import {
  documentInternationalization,
  useDeleteTranslationAction,
} from '@sanity/document-internationalization';
import { type DocumentActionComponent, defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemaTypes';
import { SUPPORTED_LANGUAGES, TRANSLATABLE_TYPES } from './schemaTypes/i18n';

/** Placeholder used when no project is configured (the offline build and check need none). */
export const PLACEHOLDER_PROJECT_ID = 'your-project-id';

/**
 * "Delete translation", the plugin's document action: takes the document out of its metadata
 * document, then deletes it. (Wrapped: the plugin types its `action` as any string, Sanity as one
 * of its own action names.)
 */
const useDeleteTranslation: DocumentActionComponent = (props) => useDeleteTranslationAction(props);

export default defineConfig({
  name: 'quantethic',
  title: 'QuantEthic',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool(),
    // Translations as documents of their own (schemaTypes/i18n.ts, README "Translations"): the
    // language menu on each translatable document, its `language` field, and the
    // `translation.metadata` documents that link the versions of one document, with weak
    // references as in the demo dataset.
    documentInternationalization({
      supportedLanguages: SUPPORTED_LANGUAGES,
      schemaTypes: TRANSLATABLE_TYPES,
      weakReferences: true,
    }),
  ],
  document: {
    actions: (actions, { schemaType }) =>
      TRANSLATABLE_TYPES.includes(schemaType) ? [...actions, useDeleteTranslation] : actions,
  },
  schema: {
    types: schemaTypes,
    // A translatable document is created in a language ("English Course", "العربية Course", the
    // plugin's templates), never without one: the types' own language-less templates are left out.
    templates: (templates) => templates.filter((template) => !TRANSLATABLE_TYPES.includes(template.id)),
  },
});
