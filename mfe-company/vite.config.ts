import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

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
  }),
);
