// The remotes' GROQ queries are TypeScript modules next to their code: the benchmarks build them
// for Node with vite (SSR build, workspace packages bundled) and import the result.
import path from 'node:path';
import { ROOT } from '../lib/site.mjs';

/**
 * @param {Record<string, string>} entries name -> module path from the repo root
 * @param {string} cacheName folder under node_modules/.cache for the build
 * @returns {Promise<Record<string, Record<string, unknown>>>} name -> the module's exports
 */
export async function importQueryModules(entries, cacheName) {
  const { build } = await import('vite');
  const outDir = path.join(ROOT, 'node_modules/.cache', cacheName);
  await build({
    logLevel: 'silent',
    configFile: false,
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, path.join(ROOT, file)]),
        ),
      },
    },
    ssr: { noExternal: [/@quantethic/] },
  });
  return Object.fromEntries(
    await Promise.all(
      Object.keys(entries).map(async (name) => [name, await import(path.join(outDir, `${name}.mjs`))]),
    ),
  );
}
