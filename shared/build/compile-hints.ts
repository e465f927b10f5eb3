/**
 * V8's per-file compile hint (docs/decisions/0018-compile-hints.md): a file that starts with
 * `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on the background thread
 * that streams the script (Chromium 136 and later), instead of each being parsed a second time
 * and compiled on the main thread the first time it is called. Other engines read a comment.
 *
 * Eager compilation costs bytecode memory and background time for every function of the file,
 * called or not, so only files whose functions a page's first view runs are marked: every chunk
 * an entry loads through static imports (the shell's entry, a remote's container), and every
 * chunk of the repository's own code (a route's page, a remote's exposed module: loaded when
 * they render). A third-party library loaded on demand (Firebase, the PDF writer, charts, the
 * content client) is left to lazy compilation: a page uses a small part of it.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the rule reads of a chunk (a subset of Rollup's OutputChunk). */
export interface ChunkFacts {
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  /** Module id -> bytes of it in the chunk. */
  modules: Record<string, { renderedLength: number }>;
}

/**
 * The chunks to mark: the entries and the chunks of the repository's own code, with every chunk
 * they import statically (what runs whenever they run: a page's rich-text renderer, say); of
 * those, the ones of at least MIN_HINTED_LENGTH characters.
 */
export function chunksToHint(chunks: ChunkFacts[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hinted = new Set<string>();
  const visit = (name: string) => {
    if (hinted.has(name)) return;
    hinted.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry || isOwnCode(chunk)) visit(chunk.fileName);
  return new Set([...hinted].filter((name) => (byName.get(name)?.code.length ?? 0) >= MIN_HINTED_LENGTH));
}

/**
 * Files smaller than this are not marked: their few functions cost the main thread a millisecond
 * or so to compile as they are called, and the comment costs about 25 compressed bytes per file,
 * which on a first load of a dozen small files is a tenth of a kilobyte for nothing measurable.
 */
export const MIN_HINTED_LENGTH = 4096;

/** Whether most of a chunk's code (by rendered bytes) is the repository's, not a library's. */
function isOwnCode(chunk: ChunkFacts): boolean {
  let own = 0;
  let thirdParty = 0;
  for (const [id, { renderedLength }] of Object.entries(chunk.modules))
    if (id.includes('/node_modules/')) thirdParty += renderedLength;
    else own += renderedLength;
  return own >= thirdParty;
}

/**
 * Marks the chunks of chunksToHint() once the bundle is final (after minification, which would
 * drop the comment). The file's hidden sourcemap, when written, is moved down the added line.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'quantethic:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own hooks: its preload helper adds a line at the top of files that use it.
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        // A Node bundle (prerender) is not run by a browser.
        if (options.format !== 'es' || this.environment?.config.build.ssr) return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        for (const name of chunksToHint(chunks)) {
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${name}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
        if (process.env.QE_COMPILE_HINTS_DEBUG)
          for (const chunk of chunks)
            console.log(
              chunk.code.startsWith(COMPILE_HINT) ? 'hint   ' : 'no hint',
              chunk.fileName,
              chunk.code.length,
            );
      },
    },
  };
}
