import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'knowledge',
    mode,
    share: ['@sanity/client', '@sanity/image-url'],
    exposes: {
      './app': './src/app.tsx',
      './latest-articles': './src/widgets/latest-articles.tsx',
    },
  }),
);
