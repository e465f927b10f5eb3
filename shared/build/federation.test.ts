// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chunkAssets,
  installedVersion,
  lazyModulesPlugin,
  packageOf,
  SHARED_SUBPATHS,
  sharedSpecifiers,
} from './federation.ts';

const REPO = path.resolve(__dirname, '../..');

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@quantethic/shared', '@quantethic/shared'],
    ['@quantethic/shared/router', '@quantethic/shared'],
    ['@sanity/image-url/signed', '@sanity/image-url'],
  ])('%s belongs to %s', (specifier, pkg) => {
    expect(packageOf(specifier)).toBe(pkg);
  });
});

describe('sharedSpecifiers', () => {
  it('lists each configured module and, after it, the subpaths shared with it under its rule', () => {
    expect(
      sharedSpecifiers({
        react: { singleton: true, requiredVersion: '^19.3.1' },
        'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
        '@quantethic/shared/router': { singleton: true, requiredVersion: '^1.1.0' },
        '@quantethic/shared': { requiredVersion: '^1.1.0' },
        '@sanity/image-url': { singleton: false, requiredVersion: '~2.1.1' },
      }),
    ).toEqual([
      { name: 'react', pkg: 'react', singleton: true, requiredVersion: '^19.3.1' },
      { name: 'react/jsx-runtime', pkg: 'react', singleton: true, requiredVersion: '^19.3.1' },
      { name: 'react/compiler-runtime', pkg: 'react', singleton: true, requiredVersion: '^19.3.1' },
      { name: 'react-dom', pkg: 'react-dom', singleton: true, requiredVersion: '^19.3.0' },
      { name: 'react-dom/client', pkg: 'react-dom', singleton: true, requiredVersion: '^19.3.0' },
      {
        name: '@quantethic/shared/router',
        pkg: '@quantethic/shared',
        singleton: true,
        requiredVersion: '^1.1.0',
      },
      { name: '@quantethic/shared', pkg: '@quantethic/shared', singleton: false, requiredVersion: '^1.1.0' },
      { name: '@sanity/image-url', pkg: '@sanity/image-url', singleton: false, requiredVersion: '~2.1.1' },
    ]);
  });

  it("gives a subpath its package's rule, not a rule of its own", () => {
    const specifiers = sharedSpecifiers({ react: { requiredVersion: '~19.3.0' } });
    expect(specifiers.map((spec) => spec.name)).toEqual(['react', ...(SHARED_SUBPATHS.react ?? [])]);
    for (const spec of specifiers)
      expect(spec).toMatchObject({ singleton: false, requiredVersion: '~19.3.0' });
  });

  it('shares nothing when nothing is configured', () => {
    expect(sharedSpecifiers({})).toEqual([]);
  });
});

describe('installedVersion', () => {
  const temp: string[] = [];
  afterAll(() => {
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the version of the copy the app at root resolves', () => {
    const shell = path.join(REPO, 'shell');
    const react = createRequire(path.join(shell, 'package.json'))('react/package.json') as {
      version: string;
    };
    expect(installedVersion('react', shell)).toBe(react.version);
    expect(installedVersion('react-dom', shell)).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("finds a workspace package's version though its exports do not include package.json", () => {
    const shared = JSON.parse(readFileSync(path.join(REPO, 'shared/package.json'), 'utf8')) as {
      version: string;
      exports: Record<string, string>;
    };
    expect(shared.exports['./package.json']).toBeUndefined();
    expect(installedVersion('@quantethic/shared', path.join(REPO, 'shell'))).toBe(shared.version);
  });

  /** A folder with a package.json, holding node_modules/<name> with the given files. */
  const appWith = (name: string, files: Record<string, unknown>) => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'qe-installed-version-'));
    temp.push(root);
    writeFileSync(path.join(root, 'package.json'), '{ "name": "app", "version": "0.0.0" }\n');
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(root, 'node_modules', name, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
    }
    return root;
  };

  it("walks up from the package's main file past package.json files that are not the package's", () => {
    const root = appWith('dual', {
      'package.json': { name: 'dual', version: '4.5.6', exports: { '.': './dist/cjs/index.js' } },
      'dist/package.json': { name: 'dual-dist', version: '9.9.9' },
      'dist/cjs/package.json': { type: 'commonjs' },
      'dist/cjs/index.js': 'module.exports = 1;\n',
    });
    expect(installedVersion('dual', root)).toBe('4.5.6');
    // react-router's main file is two folders down.
    const router = createRequire(path.join(REPO, 'shared/package.json'))('react-router/package.json') as {
      version: string;
    };
    expect(installedVersion('react-router', path.join(REPO, 'shared'))).toBe(router.version);
  });

  it('fails, naming the package, when it is not installed', () => {
    expect(() => installedVersion('no-such-package-quantethic', path.join(REPO, 'shell'))).toThrow(
      /no-such-package-quantethic/,
    );
  });

  it('reads the version of a package that exports an ES module only (no require condition)', () => {
    // Vite resolves it (import condition); a require-based lookup finds no main and fails the build.
    const root = appWith('esm-only', {
      'package.json': {
        name: 'esm-only',
        version: '3.1.4',
        type: 'module',
        exports: { '.': { import: './index.js' } },
      },
      'index.js': 'export const value = 1;\n',
    });
    expect(installedVersion('esm-only', root)).toBe('3.1.4');
  });
});

describe('chunkAssets', () => {
  const chunk = (
    fileName: string,
    props: { imports?: string[]; dynamicImports?: string[]; css?: string[] } = {},
  ) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId: null,
    moduleIds: [],
    imports: props.imports ?? [],
    dynamicImports: props.dynamicImports ?? [],
    viteMetadata: { importedCss: new Set(props.css ?? []) },
  });
  const asset = (fileName: string) => ({ type: 'asset' as const, fileName });

  // app → ui → runtime (static); app ⇢ page (dynamic) → chart (static) ⇢ dialog (dynamic);
  // ui ⇢ page again; page → ui (already sync); everything → remoteEntry.js (excluded).
  const bundle = {
    'remoteEntry.js': chunk('remoteEntry.js', { imports: ['runtime.js'], dynamicImports: ['app.js'] }),
    'app.js': chunk('app.js', {
      imports: ['ui.js', 'remoteEntry.js'],
      dynamicImports: ['page.js'],
      css: ['app.css'],
    }),
    'ui.js': chunk('ui.js', { imports: ['runtime.js'], dynamicImports: ['page.js'], css: ['ui.css'] }),
    'runtime.js': chunk('runtime.js'),
    'page.js': chunk('page.js', {
      imports: ['chart.js', 'ui.js', 'remoteEntry.js'],
      dynamicImports: ['dialog.js'],
      css: ['page.css', 'ui.css'],
    }),
    'chart.js': chunk('chart.js', { css: ['chart.css', 'page.css'] }),
    'dialog.js': chunk('dialog.js', { imports: ['chart.js', 'icons.js'], css: ['dialog.css'] }),
    'icons.js': chunk('icons.js'),
    'app.css': asset('app.css'),
    'ui.css': asset('ui.css'),
    'page.css': asset('page.css'),
    'chart.css': asset('chart.css'),
    'dialog.css': asset('dialog.css'),
  };

  it('lists the chunk and its static imports as sync, its dynamic imports and theirs as async', () => {
    expect(chunkAssets(bundle, 'app.js', new Set(['remoteEntry.js']))).toEqual({
      js: {
        sync: ['app.js', 'ui.js', 'runtime.js'],
        async: ['page.js', 'chart.js', 'dialog.js', 'icons.js'],
      },
      css: { sync: ['app.css', 'ui.css'], async: ['page.css', 'chart.css', 'dialog.css'] },
    });
  });

  it('lists each file once and only files of the bundle', () => {
    const assets = chunkAssets(bundle, 'page.js');
    const js = [...assets.js.sync, ...assets.js.async];
    const css = [...assets.css.sync, ...assets.css.async];
    expect(new Set(js).size).toBe(js.length);
    expect(new Set(css).size).toBe(css.length);
    // Without an exclusion, the entry page.js imports is its own, with what it imports.
    expect(assets.js.sync).toEqual(['page.js', 'chart.js', 'ui.js', 'runtime.js', 'remoteEntry.js']);
    expect(assets.js.async).toEqual(['dialog.js', 'icons.js', 'app.js']);
    for (const file of js) expect(bundle[file as keyof typeof bundle]?.type).toBe('chunk');
  });

  it('leaves excluded files (and what only they import) out', () => {
    const assets = chunkAssets(bundle, 'page.js', new Set(['remoteEntry.js', 'icons.js']));
    expect(assets.js).toEqual({ sync: ['page.js', 'chart.js', 'ui.js', 'runtime.js'], async: ['dialog.js'] });
    expect(assets.css).toEqual({ sync: ['page.css', 'ui.css', 'chart.css'], async: ['dialog.css'] });
  });

  it('gives nothing for a file that is no chunk of the bundle', () => {
    const empty = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
    expect(chunkAssets(bundle, 'missing.js')).toEqual(empty);
    expect(chunkAssets(bundle, 'app.css')).toEqual(empty);
    expect(chunkAssets(bundle, 'app.js', new Set(['app.js']))).toEqual(empty);
  });
});

describe('lazyModulesPlugin (prerender builds)', () => {
  const root = '/repo/mfe-company';
  type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
  /** The plugin's transform, with Vite's resolver stood in for by a map of what resolves where. */
  function transformWith(resolved: Record<string, string>): Transform {
    const plugin = lazyModulesPlugin();
    (plugin.configResolved as (config: { root: string }) => void)({ root });
    const context = {
      resolve: async (source: string) => (resolved[source] ? { id: resolved[source] } : null),
    };
    return (code, id) =>
      (
        plugin.transform as unknown as (
          this: typeof context,
          code: string,
          id: string,
        ) => Promise<{ code: string } | null>
      ).call(context, code, id);
  }

  it('makes each relative dynamic import of the remote’s own code name its module first', async () => {
    const transform = transformWith({
      './features/about/about-page': `${root}/src/features/about/about-page.tsx`,
      './x': '/repo/node_modules/x/index.js',
    });
    const code = [
      "const About = lazy(() => import('./features/about/about-page').then((m) => ({ default: m.AboutPage })));",
      "const X = () => import('./x');",
      "const client = () => import('@sanity/client');",
    ].join('\n');
    const out = await transform(code, `${root}/src/app.tsx`);
    expect(out?.code).toContain(
      `(globalThis.__quantethicLazyModule?.("src/features/about/about-page.tsx"), import('./features/about/about-page')).then(`,
    );
    // A module in node_modules and a bare specifier are left as they were.
    expect(out?.code).toContain("const X = () => import('./x');");
    expect(out?.code).toContain("import('@sanity/client')");
  });

  it('leaves files without dynamic imports, and files in node_modules, untouched', async () => {
    const transform = transformWith({ './a': `${root}/src/a.ts` });
    expect(await transform("import { a } from './a';", `${root}/src/b.ts`)).toBeNull();
    expect(await transform("import('./a')", '/repo/node_modules/pkg/index.js')).toBeNull();
  });
});
