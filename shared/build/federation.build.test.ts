// @vitest-environment node
// Builds a tiny remote with the federation plugin (vite's build API) and checks what the shell and
// the other remotes rely on: mf-manifest.json's shape, a remote's own code never holding a copy of
// a shared module, and the built container handing its code the copies the page's scope offers.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSharedModule,
  type Container,
  FEDERATION_GLOBAL,
  type ShareScope,
} from '../src/federation/container.ts';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE, remoteFederationPlugin } from './federation.ts';

const SHARED_ROOT = path.resolve(__dirname, '..');
const REACT_VERSION = (
  createRequire(path.join(SHARED_ROOT, 'package.json'))('react/package.json') as { version: string }
).version;
/** In React's own code (react and react/jsx-runtime), never in a remote's code that shares it. */
const REACT_CODE = 'react.transitional.element';
const GREETING_CODE = 'from greeting 2.3.4';
const WIDGET_CODE = 'fixture widget marker';

interface ManifestFiles {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    remoteEntry: { name: string; path: string; type: string };
    buildInfo: { buildVersion: string };
  };
  shared: {
    id: string;
    name: string;
    version: string;
    requiredVersion: string;
    singleton: boolean;
    assets: ManifestFiles;
  }[];
  exposes: { id: string; name: string; path: string; assets: ManifestFiles }[];
}

let dir = '';
let out = '';
let manifest: Manifest;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'qe-federation-remote-'));
  out = path.join(dir, 'dist');
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write(
    'package.json',
    JSON.stringify({ name: 'fixture-remote', version: '3.2.1', private: true, type: 'module' }),
  );
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(
    realpathSync(path.join(SHARED_ROOT, 'node_modules/react')),
    path.join(dir, 'node_modules/react'),
  );
  // A shared package of the fixture's own, ES modules only.
  write(
    'node_modules/@fixture/greeting/package.json',
    JSON.stringify({ name: '@fixture/greeting', version: '2.3.4', type: 'module', exports: './index.js' }),
  );
  write(
    'node_modules/@fixture/greeting/index.js',
    `export const greet = (name) => 'Hello, ' + name + ', ${GREETING_CODE}';\n`,
  );
  write(
    'src/widget.js',
    [
      "import { createElement } from 'react';",
      "import { jsx } from 'react/jsx-runtime';",
      "import { greet } from '@fixture/greeting';",
      `export const marker = '${WIDGET_CODE}';`,
      "export const render = (name) => jsx('section', { children: createElement('p', null, greet(name)) });",
      '',
    ].join('\n'),
  );

  await build({
    configFile: false,
    root: dir,
    base: './',
    mode: 'production',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      remoteFederationPlugin({
        name: 'fixture',
        exposes: { './widget': './src/widget.js' },
        shared: {
          react: { singleton: true, requiredVersion: `^${REACT_VERSION}` },
          '@fixture/greeting': { requiredVersion: '^2.0.0' },
        },
      }),
    ],
    // Vite's preload helper reads `document`; this test runs the container in Node.
    build: { outDir: out, emptyOutDir: true, modulePreload: false },
  });
  manifest = JSON.parse(read(MANIFEST_FILE));
}, 60_000);

afterAll(() => {
  delete (globalThis as Record<string, unknown>)[FEDERATION_GLOBAL];
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a remote's federation build", () => {
  it('writes remoteEntry.js and a manifest naming it', () => {
    expect(existsSync(path.join(out, REMOTE_ENTRY_FILE))).toBe(true);
    expect(manifest).toMatchObject({
      id: 'fixture',
      name: 'fixture',
      metaData: {
        name: 'fixture',
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
        buildInfo: { buildVersion: '3.2.1' },
      },
    });
  });

  it('lists the exposed module with its chunk first, then the files it imports', () => {
    expect(manifest.exposes).toHaveLength(1);
    const [widget] = manifest.exposes;
    expect(widget).toMatchObject({ id: 'fixture:widget', name: 'widget', path: './widget' });
    const sync = widget?.assets.js.sync ?? [];
    expect(sync[0]).toMatch(/^assets\/.+\.js$/);
    expect(read(sync[0] as string)).toContain(WIDGET_CODE);
    expect(sync).not.toContain(REMOTE_ENTRY_FILE);
    for (const file of [...sync, ...(widget?.assets.js.async ?? [])])
      expect(existsSync(path.join(out, file))).toBe(true);
  });

  it('lists every shared module with its version, range and rule, its own copy loaded only on demand', () => {
    expect(manifest.shared.map(({ assets, ...share }) => share)).toEqual([
      {
        id: 'fixture:react',
        name: 'react',
        version: REACT_VERSION,
        singleton: true,
        requiredVersion: `^${REACT_VERSION}`,
      },
      ...['react/jsx-runtime', 'react/compiler-runtime'].map((name) => ({
        id: `fixture:${name}`,
        name,
        version: REACT_VERSION,
        singleton: true,
        requiredVersion: `^${REACT_VERSION}`,
      })),
      {
        id: 'fixture:@fixture/greeting',
        name: '@fixture/greeting',
        version: '2.3.4',
        singleton: false,
        requiredVersion: '^2.0.0',
      },
    ]);
    for (const share of manifest.shared) {
      expect(share.assets.js.sync).toEqual([]);
      expect(share.assets.js.async.length).toBeGreaterThan(0);
      for (const file of share.assets.js.async) expect(existsSync(path.join(out, file))).toBe(true);
    }
  });

  it("keeps React's and the shared package's code out of the widget's files: it reads the shared copies", () => {
    const widgetFiles = manifest.exposes[0]?.assets.js.sync ?? [];
    const widgetCode = widgetFiles.map(read).join('\n');
    expect(widgetCode).toContain(FEDERATION_GLOBAL);
    expect(widgetCode).not.toContain(REACT_CODE);
    expect(widgetCode).not.toContain(GREETING_CODE);
    expect(read(REMOTE_ENTRY_FILE)).not.toContain(REACT_CODE);

    const ownCode = (name: string) =>
      (manifest.shared.find((share) => share.name === name)?.assets.js.async ?? []).map(read).join('\n');
    expect(ownCode('react')).toContain(REACT_CODE);
    expect(ownCode('@fixture/greeting')).toContain(GREETING_CODE);
  });

  it("runs: the widget gets the page's React and, the page's greeting being out of range, its own", async () => {
    const container = (await import(pathToFileURL(path.join(out, REMOTE_ENTRY_FILE)).href)) as Container;
    const pageReact = asSharedModule({
      createElement: (type: string, _props: unknown, ...children: unknown[]) => ({
        from: 'page',
        type,
        children,
      }),
    });
    const scope: ShareScope = {
      react: [{ version: REACT_VERSION, from: 'shell', module: pageReact }],
      '@fixture/greeting': [
        { version: '1.0.0', from: 'shell', module: asSharedModule({ greet: () => 'old' }) },
      ],
    };
    container.init(scope);
    const widget = (await container.get('./widget'))() as {
      render: (name: string) => { type: string; props: unknown };
    };

    const element = widget.render('reader');
    expect(element.type).toBe('section');
    expect(element.props).toEqual({
      children: { from: 'page', type: 'p', children: [`Hello, reader, ${GREETING_CODE}`] },
    });
    expect(scope['@fixture/greeting']?.map((copy) => `${copy.from}@${copy.version}`)).toEqual([
      'shell@1.0.0',
      'fixture@2.3.4',
    ]);
    expect(scope['react/jsx-runtime']?.map((copy) => copy.from)).toEqual(['fixture']);
    expect(scope.react).toHaveLength(1);
  });
});
