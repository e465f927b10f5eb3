/**
 * The single-bundle baseline (docs/decisions/0009-single-bundle-baseline.md): the same shell and
 * remotes linked into one ordinary Vite build — no Module Federation runtime, no remoteEntry, no
 * shared-module negotiation. The shell's remote loader (shell/src/lib/remotes/remote-loader.ts)
 * is swapped for remote-loader.single.ts, which imports each remote's exposed modules with plain
 * dynamic imports: each exposed module becomes an ordinary lazily loaded chunk, as route-level code
 * splitting in any app. What each remote exposes is read from its own vite.config.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the single bundle is written, in the shell's folder (never the federated dist/). */
export const SINGLE_OUT_DIR = 'dist-single';
/**
 * Written into the build: per remote and exposed module, the files its chunk needs (JS and CSS,
 * URLs from the site's root) — the deploy's hints for a section page of the single bundle.
 */
export const SINGLE_BUNDLE_FILE = 'single-bundle.json';

export interface RemoteExposes {
  /** The remote's federation name, e.g. 'courses'. */
  name: string;
  /** Exposed module name without './' (e.g. 'app') -> absolute path of its source file. */
  exposes: Record<string, string>;
}

export interface SingleBundleManifest {
  remotes: Record<string, Record<string, { js: string[]; css: string[] }>>;
}

/**
 * The name and exposed modules a remote's vite.config.ts gives remoteViteConfig(): its
 * `name: '…'` and the `'./x': './src/….tsx'` pairs of its `exposes` object. Throws when they
 * cannot be read (a config written another way must not silently drop a remote).
 */
export function parseRemoteConfig(source: string, packageDir: string): RemoteExposes {
  const name = /\bname:\s*['"]([\w-]+)['"]/.exec(source)?.[1];
  const block = /\bexposes:\s*\{([^}]*)\}/.exec(source)?.[1];
  if (!name || block === undefined)
    throw new Error(`${packageDir}/vite.config.ts: no remote name and exposes found`);
  const exposes: Record<string, string> = {};
  for (const [, key, file] of block.matchAll(/['"]\.\/([\w./-]+)['"]\s*:\s*['"](\.\/[\w./-]+)['"]/g))
    if (key && file) exposes[key] = path.resolve(packageDir, file);
  if (Object.keys(exposes).length === 0)
    throw new Error(`${packageDir}/vite.config.ts: its exposes object lists no module`);
  return { name, exposes };
}

/** Every remote of the repository (a folder mfe-* with a vite.config.ts) and what it exposes. */
export function readRemotes(root: string): RemoteExposes[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => path.join(root, entry.name))
    .filter((dir) => existsSync(path.join(dir, 'vite.config.ts')))
    .sort()
    .map((dir) => {
      const remote = parseRemoteConfig(readFileSync(path.join(dir, 'vite.config.ts'), 'utf8'), dir);
      for (const file of Object.values(remote.exposes))
        if (!existsSync(file)) throw new Error(`${dir}: exposed file ${file} does not exist`);
      return remote;
    });
}

/** The linked modules' source: `remote/exposed` -> () => import(its source file). */
export function singleRemotesModule(remotes: RemoteExposes[]): string {
  const lines = remotes.flatMap(({ name, exposes }) =>
    Object.entries(exposes).map(
      ([exposed, file]) =>
        `  ${JSON.stringify(`${name}/${exposed}`)}: () => import(${JSON.stringify(file)}),`,
    ),
  );
  return `export default {\n${lines.join('\n')}\n};\n`;
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * For each exposed module, the chunk that holds it, the chunks it imports statically (transitively)
 * and their CSS — minus what the page's entry already loads.
 */
export function exposedFiles(
  remotes: RemoteExposes[],
  bundle: Record<string, { type: string }>,
  base = '/',
): SingleBundleManifest {
  const chunks = Object.values(bundle).filter((file): file is OutputChunkLike => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunkLike[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunkLike | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) visit(byName.get(name));
    };
    for (const chunk of start) visit(chunk);
    return seen;
  };
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
  const manifest: SingleBundleManifest = { remotes: {} };
  for (const { name, exposes } of remotes) {
    manifest.remotes[name] = {};
    for (const [exposed, file] of Object.entries(exposes)) {
      const chunk = chunks.find((c) => c.facadeModuleId === file);
      if (!chunk) throw new Error(`single bundle: no chunk for ${name}/${exposed} (${file})`);
      const files = [...closure([chunk])].filter((f) => !loadedByEntry.has(f));
      const css = new Set<string>();
      for (const f of files) for (const c of byName.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
      manifest.remotes[name][exposed] = {
        js: files.map((f) => `${base}${f}`),
        css: [...css].map((f) => `${base}${f}`),
      };
    }
  }
  return manifest;
}

/**
 * The plugin that makes the shell a single bundle: the remote loader resolves to its
 * single-bundle twin (every importer but the twin itself), the twin's list of linked modules is
 * generated from the remotes' exposes, and the build gets SINGLE_BUNDLE_FILE.
 */
export function singleBundlePlugin({
  root,
  loader,
  singleLoader,
  linkedModules,
}: {
  /** The repository's root (the remotes are its mfe-* folders). */
  root: string;
  /** The federated loader, absolute path without extension. */
  loader: string;
  /** Its single-bundle twin, absolute path. */
  singleLoader: string;
  /** The twin's list of linked modules (empty in the source), absolute path. */
  linkedModules: string;
}): Plugin {
  const remotes = readRemotes(root);
  const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');
  return {
    name: 'quantethic:single-bundle',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || importer === singleLoader) return null;
      const target = path.resolve(path.dirname(importer.replace(/\?.*$/, '')), source);
      return withoutExtension(target) === loader ? singleLoader : null;
    },
    load: (id) => (id === linkedModules ? singleRemotesModule(remotes) : null),
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: SINGLE_BUNDLE_FILE,
        source: `${JSON.stringify(exposedFiles(remotes, bundle), null, 2)}\n`,
      });
    },
  };
}
