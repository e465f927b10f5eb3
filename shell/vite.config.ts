import { defineConfig, type UserConfig } from 'vite';
import { hostViteConfig, PRERENDER_MODE } from '../shared/build/vite-config.ts';

export default defineConfig(({ mode }): UserConfig => {
  const config = hostViteConfig(mode);
  if (mode !== PRERENDER_MODE) return config;
  // The shell's pages as a self-contained Node module kept in the build (dist/server/prerender.mjs):
  // shell/prerender.mjs renders the fallback pages with it, and the deploy renders the served pages
  // with the runtime config and the home widgets (scripts/deploy/pages.mjs). A release folder has
  // no node_modules, hence everything bundled, and .mjs.
  return {
    ...config,
    publicDir: false,
    build: {
      ...config.build,
      outDir: 'dist/server',
      emptyOutDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
    },
    ssr: { noExternal: true, target: 'node' },
  };
});
