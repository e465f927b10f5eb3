import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'courses',
    mode,
    share: ['@sanity/client', '@sanity/image-url'],
    exposes: {
      './app': './src/app.tsx',
      './featured-course': './src/widgets/featured-course.tsx',
    },
  }),
);
