import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'company',
    mode,
    exposes: {
      './app': './src/app.tsx',
      './testimonials': './src/widgets/testimonials.tsx',
      './community-signup': './src/widgets/community-signup.tsx',
      './contact-form': './src/widgets/contact-form.tsx',
    },
  }),
);
