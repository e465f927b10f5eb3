import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

/**
 * What the featured-course widget and the pages use: the content readers and default images, the
 * course links, the shared texts (src/lib/messages.ts and its English catalogue; another locale's
 * is a chunk of its own). kit/assets is not the learning view's, but a chunk of its own costs every
 * other route more than it saves there (measured).
 */
const COMMON =
  /\/mfe-courses\/src\/(lib\/(messages|course-links|content)\.ts|messages\/en\.json)|\/kit\/src\/(content|assets)\//;

/**
 * What the pages share and the widget does not show: the rest of src/lib (progress, completion,
 * curriculum, instructors, formats, heads) and kit/ui, but the course lookup (the course, learning
 * and certificate pages', not the catalogue's: a chunk of its own), the progress engine (the
 * learning view's alone: in its chunk, not on the catalogue's and course page's first load) and
 * the catalogues of other locales (each a chunk of its own, downloaded when used). One file
 * instead of one per set of pages that use a module (progress, completion banner, curriculum,
 * kit/ui's dialogs… were six).
 */
const PAGES = /\/mfe-courses\/src\/lib\/|\/kit\/src\/(ui|lazy)\//;
const NOT_PAGES =
  /\/mfe-courses\/src\/lib\/(course-lookup\/|api\/get-course\.ts|progress\/engine\.ts)|\/messages\/ar\.json/;

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'courses',
    mode,
    share: ['@sanity/client', '@sanity/image-url'],
    exposes: {
      './app': './src/app.tsx',
      './featured-course': './src/widgets/featured-course.tsx',
    },
    // Every page is a chunk of its own (src/app.tsx); measured in README.md, "First load".
    chunks: [
      { name: 'common', test: (id) => COMMON.test(id) },
      { name: 'pages', test: (id) => PAGES.test(id) && !NOT_PAGES.test(id) },
    ],
  }),
);
