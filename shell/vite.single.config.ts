// The single-bundle baseline (docs/decisions/0009-single-bundle-baseline.md): the shell and every
// remote linked into one ordinary bundle in dist-single/ — `npm run build -- --single`.
//   vite build -c vite.single.config.ts                  the browser bundle (dist-single/)
//   vite build -c vite.single.config.ts --mode prerender the shell's prerender module (dist-single/server/)
// then `node prerender.mjs dist-single` writes the pages, as for the federated build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defineConfig, type UserConfig } from 'vite';
import { compileHintsPlugin } from '../shared/build/compile-hints.ts';
import { messagesPlugin } from '../shared/build/messages.ts';
import {
  fontDisplayPlugin,
  localeInitScriptPlugin,
  preloadDefaultFontPlugin,
  preloadLocaleTextsPlugin,
  SHELL_FIRST_RENDER_TEXTS,
  themeCssPlugin,
  themeInitScriptPlugin,
} from '../shared/build/page-plugins.ts';
import { SINGLE_OUT_DIR, singleBundlePlugin } from '../shared/build/single-bundle.ts';
import { hostViteConfig, PRERENDER_MODE } from '../shared/build/vite-config.ts';
import shellConfig, { earlyInputPlugin } from './vite.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const remotes = path.join(here, 'src/lib/remotes');

export default defineConfig(async (env: ConfigEnv): Promise<UserConfig> => {
  if (env.mode === PRERENDER_MODE) {
    // The shell's prerender module is the federated build's: it renders the layout, never a remote.
    const config = typeof shellConfig === 'function' ? await shellConfig(env) : await shellConfig;
    return { ...config, build: { ...config.build, outDir: `${SINGLE_OUT_DIR}/server` } };
  }
  // The shell's page plugins and build options, without the federation plugin.
  const { build } = hostViteConfig(env.mode);
  return {
    plugins: [
      react(),
      messagesPlugin(),
      themeCssPlugin(),
      themeInitScriptPlugin(),
      localeInitScriptPlugin(),
      preloadDefaultFontPlugin(),
      preloadLocaleTextsPlugin(SHELL_FIRST_RENDER_TEXTS),
      fontDisplayPlugin(),
      // The same early-input capture as the federated pages: the two are compared like for like.
      earlyInputPlugin(),
      singleBundlePlugin({
        root: path.resolve(here, '..'),
        loader: path.join(remotes, 'remote-loader'),
        singleLoader: path.join(remotes, 'remote-loader.single.ts'),
        linkedModules: path.join(remotes, 'single-remotes.ts'),
      }),
      compileHintsPlugin(),
    ],
    // One React, one router, one shared package: the remotes' copies are the same files (pnpm).
    resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
    build: { ...build, outDir: SINGLE_OUT_DIR, emptyOutDir: true },
  };
});
