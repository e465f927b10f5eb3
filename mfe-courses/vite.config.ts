import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }) =>
  remoteViteConfig({
    name: 'courses',
    mode,
    federation,
    react,
    exposes: {
      './app': './src/app.tsx',
      './featured-course': './src/widgets/featured-course.tsx',
    },
  }),
);
