// A real Sanity Studio for the QuantEthic content model. Not part of the workspace build: a
// content team runs it with `npm install && npx sanity dev` in this folder (see README.md).
// @ts-nocheck — the `sanity` package is only installed by the content team.
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemaTypes';

export default defineConfig({
  name: 'quantethic',
  title: 'QuantEthic',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'your-project-id',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  plugins: [structureTool()],
  schema: { types: schemaTypes },
});
