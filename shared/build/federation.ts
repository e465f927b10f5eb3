/**
 * QuantEthic's federation build (docs/decisions/0013-thin-federation.md): a remote builds into a
 * container — `remoteEntry.js` exporting `init(shareScope)` and `get(exposed)`, the Module
 * Federation container protocol — with an `mf-manifest.json` describing its exposed modules, their
 * files and the modules it shares; the shell builds the share scope it hands each container.
 * Replaces @module-federation/vite, whose runtime and per-remote glue cost 44–62 KB of compressed
 * JavaScript on every section route's first load.
 *
 * How a shared module reaches a remote's code: every import of a shared specifier ('react',
 * '@quantethic/shared', …) in the remote's build resolves to a small CommonJS proxy that reads the
 * copy the container picked (src/federation/container.ts) when first used; the remote's own copy of
 * each is built too, as a lazy chunk loaded only when the page has no copy in range.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LAZY_MODULE_GLOBAL } from '../src/contracts/prerender.ts';

export interface ShareConfig {
  singleton?: boolean;
  requiredVersion: string;
}

/** Subpaths shared with their package (same version and rule), e.g. react/jsx-runtime with react. */
export const SHARED_SUBPATHS: Record<string, string[]> = {
  react: ['react/jsx-runtime', 'react/compiler-runtime'],
  'react-dom': ['react-dom/client'],
};

const RUNTIME = fileURLToPath(new URL('../src/federation/container.ts', import.meta.url));
const ENTRY = 'virtual:quantethic/federation-entry';
const HOST_SCOPE = 'virtual:quantethic/federation-host';
const PROXY = '\0quantethic-share:';
const OWN = 'quantethic-own:';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The global a prerender build calls with each lazily imported module (kit/src/prerender). */
export { LAZY_MODULE_GLOBAL };
export const MANIFEST_FILE = 'mf-manifest.json';
/** In the shell's build: the shared modules it provides, by name and version. */
export const HOST_MANIFEST_FILE = 'federation-host.json';

export interface SharedSpecifier extends ShareConfig {
  /** The specifier code imports, e.g. 'react/jsx-runtime'. */
  name: string;
  /** Its package, e.g. 'react'. */
  pkg: string;
}

/** Every shared specifier: each configured key and the subpaths shared with it. */
export function sharedSpecifiers(shared: Record<string, ShareConfig>): SharedSpecifier[] {
  return Object.entries(shared).flatMap(([key, config]) =>
    [key, ...(SHARED_SUBPATHS[key] ?? [])].map((name) => ({
      name,
      pkg: packageOf(name),
      singleton: Boolean(config.singleton),
      requiredVersion: config.requiredVersion,
    })),
  );
}

/** The package a specifier belongs to: '@scope/name' or 'name'. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The installed version of a package, as the app at `root` resolves it: the nearest
 * node_modules/<pkg>/package.json from `root` up (pnpm links each direct dependency there; a
 * package's `exports` need not list its package.json, nor a `require` entry).
 */
export function installedVersion(pkg: string, root: string): string {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8'));
      if (json.name === pkg && typeof json.version === 'string') return json.version;
    } catch {}
    if (path.dirname(dir) === dir) throw new Error(`[federation] ${pkg} is not installed for ${root}`);
  }
}

const proxySource = (remote: string, name: string) =>
  `module.exports = globalThis[${JSON.stringify('__quantethicFederation')}][${JSON.stringify(remote)}][${JSON.stringify(name)}];\n`;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/**
 * The files a chunk needs: `sync` = it and what it imports statically; `async` = what they import
 * dynamically (and what that imports), CSS likewise.
 */
export function chunkAssets(
  bundle: BundleLike,
  fileName: string,
  exclude = new Set<string>(),
): ManifestAssets {
  const chunk = (file: string) => {
    const item = bundle[file];
    return item?.type === 'chunk' ? item : undefined;
  };
  const closure = (starts: string[], seen: Set<string>) => {
    const out: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file) || exclude.has(file) || !chunk(file)) return;
      seen.add(file);
      out.push(file);
      for (const next of chunk(file)?.imports ?? []) visit(next);
    };
    for (const start of starts) visit(start);
    return out;
  };
  const seen = new Set<string>();
  const sync = closure([fileName], seen);
  const async: string[] = [];
  for (let i = 0; i < sync.length + async.length; i++) {
    const file = i < sync.length ? sync[i] : async[i - sync.length];
    async.push(...closure(chunk(file as string)?.dynamicImports ?? [], seen));
  }
  const css = (files: string[]) => [
    ...new Set(files.flatMap((file) => [...(chunk(file)?.viteMetadata?.importedCss ?? [])])),
  ];
  const syncCss = css(sync);
  return {
    js: { sync, async },
    css: { sync: syncCss, async: css(async).filter((file) => !syncCss.includes(file)) },
  };
}

export interface RemoteFederationOptions {
  name: string;
  /** './app' → './src/app.tsx' (relative to the remote's root). */
  exposes: Record<string, string>;
  shared: Record<string, ShareConfig>;
  /** Modules this remote puts in one chunk each, besides what the bundler would do: ChunkGroup. */
  chunks?: ChunkGroup[];
}

/**
 * A chunk a remote asks for: every module whose id (forward slashes) passes `test` goes in the
 * chunk `name`, so a route loads one file for what its views share instead of one per set of
 * views that use each module (each file costs ~400 B of headers). Earlier groups win.
 */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/** A module id with forward slashes, whatever the platform. */
const slashed = (id: string) => id.split('\\').join('/');

/**
 * Modules every chunk of a remote uses that only define things, kept with the shared-module
 * proxies (one file fewer on every first load, each ~400 B of headers): Vite's preload helper
 * (every chunk with a dynamic import calls it) and the contract version every exposed module
 * exports.
 */
export const STARTUP_MODULES = [
  /^\0vite\/preload-helper\.(js|ts)$/,
  /\/shared\/src\/contracts\/contract-version\.ts$/,
];

/** A remote's container build: remoteEntry.js, mf-manifest.json and the shared-module proxies. */
export function remoteFederationPlugin({
  name,
  exposes,
  shared,
  chunks = [],
}: RemoteFederationOptions): Plugin {
  const specifiers = sharedSpecifiers(shared);
  const byName = new Map(specifiers.map((spec) => [spec.name, spec]));
  let root = process.cwd();
  /** The resolved file of each shared specifier's own copy. */
  const ownFiles = new Map<string, string>();
  const exposedFile = (file: string) => path.resolve(root, file);

  return {
    name: 'quantethic:federation-remote',
    // Before Vite's own resolver, which would resolve a shared specifier to the package's file.
    enforce: 'pre',
    config: () => ({
      build: {
        rollupOptions: {
          input: { remoteEntry: ENTRY },
          preserveEntrySignatures: 'strict',
          output: {
            entryFileNames: (chunk) =>
              chunk.name === 'remoteEntry' ? REMOTE_ENTRY_FILE : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                // The proxies are a few bytes each: one file, not one request per shared module.
                // With them the modules every chunk of a remote imports and that only define
                // things (STARTUP_MODULES): the file runs when remoteEntry.js loads, before the
                // container has its shared modules, so nothing in it may call into them while it
                // loads. First, so what the other groups import from it stays there.
                {
                  name: 'shared-modules',
                  test: (id: string) =>
                    id.startsWith(PROXY) || STARTUP_MODULES.some((pattern) => pattern.test(slashed(id))),
                  priority: chunks.length + 1,
                },
                ...chunks.map((group, index) => ({
                  name: group.name,
                  test: (id: string) => group.test(slashed(id)),
                  priority: chunks.length - index,
                })),
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (source === ENTRY) return `\0${ENTRY}`;
      if (source.startsWith(OWN)) {
        const specifier = source.slice(OWN.length);
        const resolved = await this.resolve(specifier, path.join(root, 'package.json'), { skipSelf: true });
        if (resolved) ownFiles.set(specifier, resolved.id);
        return resolved;
      }
      if (byName.has(source) && importer !== undefined) return `${PROXY}${source}`;
      return null;
    },
    load(id) {
      if (id === `\0${ENTRY}`) {
        const exposed = Object.entries(exposes)
          .map(
            ([key, file]) =>
              `    ${JSON.stringify(key)}: () => import(${JSON.stringify(exposedFile(file))}),`,
          )
          .join('\n');
        const shares = specifiers
          .map(
            (spec) =>
              `    { name: ${JSON.stringify(spec.name)}, version: ${JSON.stringify(installedVersion(spec.pkg, root))}, requiredVersion: ${JSON.stringify(spec.requiredVersion)}, singleton: ${spec.singleton}, own: () => import(${JSON.stringify(OWN + spec.name)}) },`,
          )
          .join('\n');
        return [
          `import { createContainer } from ${JSON.stringify(RUNTIME)};`,
          `const container = createContainer({`,
          `  name: ${JSON.stringify(name)},`,
          `  exposes: {\n${exposed}\n  },`,
          `  shares: [\n${shares}\n  ],`,
          `});`,
          `export const init = container.init;`,
          `export const get = container.get;`,
          '',
        ].join('\n');
      }
      if (id.startsWith(PROXY)) return proxySource(name, id.slice(PROXY.length));
      return null;
    },
    generateBundle(_options, bundle) {
      const items = bundle as unknown as BundleLike;
      const chunks = Object.values(items).filter((item): item is ChunkLike => item.type === 'chunk');
      const chunkOf = (file: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === file) ??
        chunks.find((chunk) => chunk.moduleIds.includes(file));
      const exclude = new Set([REMOTE_ENTRY_FILE]);
      const manifest = {
        id: name,
        name,
        metaData: {
          name,
          type: 'app',
          buildInfo: {
            buildVersion:
              JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? '0.0.0',
            buildName: name,
          },
          remoteEntry: { name: REMOTE_ENTRY_FILE, path: '', type: 'module' },
          globalName: name,
          pluginVersion: 'quantethic-federation',
          publicPath: 'auto',
        },
        shared: specifiers.map((spec) => {
          const own = ownFiles.get(spec.name);
          const chunk = own ? chunkOf(own) : undefined;
          const assets = chunk ? chunkAssets(items, chunk.fileName, exclude) : undefined;
          return {
            id: `${name}:${spec.name}`,
            name: spec.name,
            version: installedVersion(spec.pkg, root),
            singleton: spec.singleton,
            requiredVersion: spec.requiredVersion,
            // The own copy loads only when the page has none in range.
            assets: {
              js: { sync: [], async: assets ? [...assets.js.sync, ...assets.js.async] : [] },
              css: { sync: [], async: [] },
            },
          };
        }),
        remotes: [],
        // Each lazily imported module of the remote's own code (not node_modules), by its path from
        // the root, with the files it needs: a prerendered page that rendered it preloads them.
        modules: Object.fromEntries(
          chunks
            .filter(
              (chunk) =>
                chunk.facadeModuleId &&
                isOwnModule(chunk.facadeModuleId) &&
                chunk.fileName !== REMOTE_ENTRY_FILE,
            )
            .filter(
              (chunk) => !Object.values(exposes).some((file) => exposedFile(file) === chunk.facadeModuleId),
            )
            // Nor its own copies of shared modules (the manifest's `shared` lists those).
            .filter((chunk) => ![...ownFiles.values()].includes(chunk.facadeModuleId as string))
            .map((chunk) => {
              const { js, css } = chunkAssets(items, chunk.fileName, exclude);
              return [moduleKey(root, chunk.facadeModuleId as string), { js: js.sync, css: css.sync }];
            }),
        ),
        exposes: Object.entries(exposes).map(([key, file]) => {
          const chunk = chunkOf(exposedFile(file));
          if (!chunk) throw new Error(`[federation] ${name}: no chunk for ${key} (${file})`);
          return {
            id: `${name}:${key.replace(/^\.\//, '')}`,
            name: key.replace(/^\.\//, ''),
            path: key,
            assets: chunkAssets(items, chunk.fileName, exclude),
          };
        }),
      };
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

const isOwnModule = (id: string) =>
  !id.startsWith('\0') && !id.includes('/node_modules/') && path.isAbsolute(id);

/** How the manifest and a prerendered page name a module: its path from the remote's root. */
export const moduleKey = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * For a remote's prerender build: every relative `import('./…')` in its own code first tells
 * `globalThis.__quantethicLazyModule` which module it loads, so the deploy learns which lazy
 * modules a page rendered (kit/src/prerender records them per page).
 */
export function lazyModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'quantethic:lazy-modules',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!isOwnModule(id) || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      if (!found.length) return null;
      let out = '';
      let last = 0;
      for (const match of found) {
        const resolved = await this.resolve(match[2] as string, id);
        if (!resolved || !isOwnModule(resolved.id)) continue;
        const key = JSON.stringify(moduleKey(root, resolved.id));
        out += `${code.slice(last, match.index)}(globalThis.${LAZY_MODULE_GLOBAL}?.(${key}), ${match[0]})`;
        last = (match.index ?? 0) + match[0].length;
      }
      return last ? { code: out + code.slice(last), map: null } : null;
    },
  };
}

/**
 * The shell's side: `virtual:quantethic/federation-host` exports `shareScope()`, the page's share
 * scope with the shell's copy of every shared module (the shell's own, already loaded: sharing
 * them costs the page nothing more).
 */
export function hostFederationPlugin({ shared }: { shared: Record<string, ShareConfig> }): Plugin {
  const specifiers = sharedSpecifiers(shared);
  let root = process.cwd();
  return {
    name: 'quantethic:federation-host',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (source) => (source === HOST_SCOPE ? `\0${HOST_SCOPE}` : null),
    // What the shell provides, for the deploy: a section page's hints skip a remote's own copy of
    // a module the shell gives it (scripts/deploy/pages.mjs).
    generateBundle() {
      const provided = specifiers.map((spec) => ({
        name: spec.name,
        version: installedVersion(spec.pkg, root),
      }));
      this.emitFile({
        type: 'asset',
        fileName: HOST_MANIFEST_FILE,
        source: `${JSON.stringify({ shared: provided }, null, 2)}\n`,
      });
    },
    load(id) {
      if (id !== `\0${HOST_SCOPE}`) return null;
      const imports = specifiers.map((spec, i) => `import * as m${i} from ${JSON.stringify(spec.name)};`);
      const entries = specifiers.map(
        (spec, i) =>
          `    ${JSON.stringify(spec.name)}: [{ version: ${JSON.stringify(installedVersion(spec.pkg, root))}, from: 'shell', module: asSharedModule(m${i}) }],`,
      );
      return [
        `import { asSharedModule } from ${JSON.stringify(RUNTIME)};`,
        ...imports,
        'let scope;',
        'export function shareScope() {',
        '  scope ??= {',
        ...entries,
        '  };',
        '  return scope;',
        '}',
        '',
      ].join('\n');
    },
  };
}
