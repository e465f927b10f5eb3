import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { hostViteConfig, PRERENDER_MODE } from '../shared/build/vite-config.ts';
import { EARLY_INPUT_TAGS } from './src/lib/early-input/capture-script.ts';

/**
 * Whether the app marks its own markup live (`markLive(` in a source file outside src/lib/early-input
 * and the tests): without that call, input held by the capture script would never be released.
 */
function appMarksLive(src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src')): boolean {
  return readdirSync(src, { recursive: true, encoding: 'utf8' }).some(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith(path.join('lib', 'early-input')) &&
      readFileSync(path.join(src, file), 'utf8').includes('markLive('),
  );
}

/**
 * The early-input capture script and its waiting style, first in the page's `<head>` (right after
 * `<meta charset>`, which must stay within the first 1,024 bytes): every page the shell serves is
 * rendered from this index.html, so each holds the visitor's input from its first paint on
 * (src/lib/early-input). The deploy allows the script by its hash (scripts/deploy/csp.mjs).
 * Left out, with a warning, while no code calls markLive: nothing would release what it holds.
 * Exported for the single-bundle build (vite.single.config.ts), whose pages need it too.
 */
export function earlyInputPlugin(): Plugin {
  return {
    name: 'quantethic:early-input',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!appMarksLive()) {
          console.warn('[early-input] no markLive( call in shell/src yet: the capture script is left out');
          return html;
        }
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
        if (charset) return html.replace(charset[0], () => `${charset[0]}${EARLY_INPUT_TAGS}`);
        return html.replace(/<head>/i, (head) => `${head}${EARLY_INPUT_TAGS}`);
      },
    },
  };
}

export default defineConfig(({ mode }): UserConfig => {
  const config = hostViteConfig(mode);
  if (mode !== PRERENDER_MODE) return { ...config, plugins: [...(config.plugins ?? []), earlyInputPlugin()] };
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
