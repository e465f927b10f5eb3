/**
 * The QuantEthic Sanity Studio. A content team runs it against the real project with
 * `SANITY_STUDIO_PROJECT_ID=<id> npx sanity dev` (see README.md).
 */
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemaTypes';

/** Placeholder used when no project is configured (the offline build and check need none). */
export const PLACEHOLDER_PROJECT_ID = 'your-project-id';

export default defineConfig({
  name: 'quantethic',
  title: 'QuantEthic',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool()],
  schema: { types: schemaTypes },
});
