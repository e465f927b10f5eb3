import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'account',
    mode,
    exposes: {
      './app': './src/app.tsx',
    },
  }),
);
