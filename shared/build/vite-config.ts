/**
 * Build configuration shared by the shell and the remotes, so every app agrees on what is
 * shared through Module Federation and how remotes are built.
 */
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import sharedPackage from '../package.json' with { type: 'json' };
import { compileHintsPlugin } from './compile-hints.ts';
import {
  type ChunkGroup,
  hostFederationPlugin,
  lazyModulesPlugin,
  remoteFederationPlugin,
} from './federation.ts';
import { messagesPlugin } from './messages.ts';
import {
  fontDisplayPlugin,
  localeInitScriptPlugin,
  preloadDefaultFontPlugin,
  preloadLocaleTextsPlugin,
  SHELL_FIRST_RENDER_TEXTS,
  themeCssPlugin,
  themeInitScriptPlugin,
} from './page-plugins.ts';

const sharedRange = `^${sharedPackage.version}`;

/**
 * Federation shared modules every app shares (see docs/decisions/0001-router-facade.md):
 * - react and react-dom: singletons (one React per page);
 * - the router facade: a singleton (one router context), tree-shaken to what apps use instead
 *   of the whole react-router package;
 * - the shared package: one copy per visit, non-singleton (a remote whose range is not
 *   satisfied falls back to its own copy).
 * With pnpm, every app lists each of these as a direct dependency.
 */
export const FEDERATION_SHARED = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  '@quantethic/shared/router': { singleton: true, requiredVersion: sharedRange },
  '@quantethic/shared': { requiredVersion: sharedRange },
};

/**
 * Libraries several remotes use, shared only by the remotes that list them (`share` below): one
 * copy per visit, provided by whichever of them loads first. A remote loads every module it
 * shares when it starts (the plugin puts every share's loader in one chunk, evaluated with the
 * remote's first module), so a remote lists only what it uses — the shell and the account remote
 * never pay for them. Libraries one remote uses stay in its own (lazy) chunks.
 */
export const OPTIONAL_SHARED = {
  '@sanity/image-url': { requiredVersion: '^2.1.1' },
};

/**
 * Libraries a remote may list in `share` that are deliberately NOT shared through federation,
 * because a federated share is downloaded when the remote starts: @sanity/client (~32 KB
 * compressed) is needed only when a view asks the content API, which on a prerendered page
 * happens after its first load. @quantethic/kit/content imports it lazily and keeps one copy per
 * visit itself (the first remote to load it publishes it for the others; see
 * kit/src/content/client-config.ts).
 */
export const LAZY_SHARED = ['@sanity/client'] as const;
export type OptionalShare = keyof typeof OPTIONAL_SHARED | (typeof LAZY_SHARED)[number];

const isFederatedShare = (key: OptionalShare): key is keyof typeof OPTIONAL_SHARED => key in OPTIONAL_SHARED;

const TARGET = 'es2022';

/**
 * QE_SOURCEMAP=1 writes hidden sourcemaps (`*.js.map`, not referenced by the files) so
 * `npm run bench:js` can say which package each downloaded byte comes from.
 */
const SOURCEMAP = process.env.QE_SOURCEMAP ? ('hidden' as const) : false;

/** Mode for the shell's build-time prerender of its layout (see shell/prerender.mjs). */
export const PRERENDER_MODE = 'prerender';

/**
 * A prerender module is a Node bundle: Vite leaves `process.env.NODE_ENV` in it for the process
 * that runs it to set, and a deploy sets none, so React and React DOM chose their development
 * builds (a regenerate of the demo site took 2.0–2.2 s against 1.3 s, and the shell's module was
 * 3.0 MB against 1.3 MB). Fixed at build time, the production builds are the only ones in it.
 */
const PRODUCTION_NODE_BUNDLE = { 'process.env.NODE_ENV': JSON.stringify('production') };

export function hostViteConfig(mode = 'production'): UserConfig {
  if (mode === PRERENDER_MODE) {
    // A Node bundle of the shell's layout, rendered to static HTML after the browser build.
    return {
      // The federation host module is part of the layout's code (never used while prerendering).
      plugins: [react(), messagesPlugin(), hostFederationPlugin({ shared: FEDERATION_SHARED })],
      build: {
        ssr: 'src/prerender.tsx',
        outDir: '.prerender',
        emptyOutDir: true,
        target: 'node20',
      },
      ssr: { noExternal: ['@quantethic/shared'] },
      define: PRODUCTION_NODE_BUNDLE,
    };
  }
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
      // The shell's copies of the shared modules, for the remotes (./federation.ts).
      hostFederationPlugin({ shared: FEDERATION_SHARED }),
      compileHintsPlugin(),
    ],
    build: { target: TARGET, sourcemap: SOURCEMAP },
  };
}

export interface RemoteBuildOptions {
  name: string;
  mode: string;
  exposes: Record<string, string>;
  /** Libraries this remote shares with the other remotes that use them. */
  share?: OptionalShare[];
  /** Chunks of modules its routes share (./federation.ts, ChunkGroup): the container build only. */
  chunks?: ChunkGroup[];
}

/** The standalone preview (index.html + harness) is built as a plain single-page app. */
export const PREVIEW_MODE = 'preview-app';

/**
 * The global a remote's prerender module reads its asset URLs from (the remote's origin at deploy
 * time), so images it renders point at the remote, not at the page's origin.
 */
export const PRERENDER_ASSET_BASE = '__QE_ASSET_BASE__';

export function remoteViteConfig({
  name,
  mode,
  exposes,
  share = [],
  chunks,
}: RemoteBuildOptions): UserConfig {
  if (mode === PRERENDER_MODE) {
    // A Node bundle of the remote's pages (src/prerender.tsx), rendered at deploy time by
    // scripts/deploy/pages.mjs. Self-contained: a release folder has no node_modules (nor a
    // package.json saying "type": "module", hence .mjs).
    return {
      base: './',
      // Which lazy modules each page renders, for the deploy's hints (./federation.ts).
      plugins: [react(), messagesPlugin(), themeCssPlugin(), lazyModulesPlugin()],
      build: {
        ssr: 'src/prerender.tsx',
        outDir: 'dist/server',
        emptyOutDir: false,
        target: 'node20',
        rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
      },
      ssr: { noExternal: true, target: 'node' },
      define: PRODUCTION_NODE_BUNDLE,
      experimental: {
        renderBuiltUrl: (filename) => ({
          runtime: `(globalThis.${PRERENDER_ASSET_BASE} ?? './') + ${JSON.stringify(filename)}`,
        }),
      },
    };
  }
  if (mode === PREVIEW_MODE) {
    return {
      base: '/',
      plugins: [react(), messagesPlugin(), themeCssPlugin(), fontDisplayPlugin(), compileHintsPlugin()],
      build: { target: TARGET, emptyOutDir: false },
    };
  }
  return {
    // Chunks must load relative to the remote's own origin, not the host's (publicPath "auto").
    base: './',
    plugins: [
      react(),
      messagesPlugin(),
      remoteFederationPlugin({
        name,
        exposes,
        chunks,
        shared: {
          ...FEDERATION_SHARED,
          ...Object.fromEntries(share.filter(isFederatedShare).map((key) => [key, OPTIONAL_SHARED[key]])),
        },
      }),
      compileHintsPlugin(),
    ],
    // Only the container (remoteEntry.js): the preview's index.html is built separately.
    build: { target: TARGET, sourcemap: SOURCEMAP },
  };
}
