import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

/**
 * What every page and, but for the texts in testimonials, every home widget uses: the icons and
 * the shared texts (src/lib/messages.ts and its English catalogue), one chunk instead of two. The
 * testimonials widget, which shows no shared text, downloads the shared catalogue with its icons
 * (about 0.6 KB; less than the file it no longer loads).
 */
const COMMON = /\/mfe-company\/src\/(lib\/(icons\.tsx|messages\.ts)|messages\/en\.json)$/;

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'company',
    mode,
    // No `share`: a shared module loads when the remote starts, and /contact, /thank-you and the
    // home widgets never query content. The content pages load @sanity/client in their own chunks.
    exposes: {
      './app': './src/app.tsx',
      './testimonials': './src/widgets/testimonials/testimonials.tsx',
      './community-signup': './src/widgets/community-signup/community-signup.tsx',
      './contact-form': './src/widgets/contact-form/contact-form.tsx',
    },
    chunks: [{ name: 'common', test: (id) => COMMON.test(id) }],
  }),
);
