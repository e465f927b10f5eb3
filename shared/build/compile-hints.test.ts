// @vitest-environment node
// Which built files carry V8's compile hint (./compile-hints.ts), and that the hint is the first
// line of each even where Vite adds a line of its own, with the file's sourcemap still matching.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type InlineConfig, type UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChunkFacts,
  COMPILE_HINT,
  chunksToHint,
  compileHintsPlugin,
  MIN_HINTED_LENGTH,
} from './compile-hints.ts';
import { hostViteConfig, PRERENDER_MODE, PREVIEW_MODE, remoteViteConfig } from './vite-config.ts';

/** Code long enough to be marked (MIN_HINTED_LENGTH). */
const CODE = `export const text = '${'x'.repeat(MIN_HINTED_LENGTH)}';`;

const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false): ChunkFacts => ({
  fileName,
  code: CODE,
  isEntry,
  imports,
  modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 100 }])),
});

describe('chunksToHint', () => {
  it('marks the entries with what they import statically, and the chunks of our own code with theirs', () => {
    const hinted = chunksToHint([
      chunk(
        'index.js',
        ['/repo/shell/src/main.tsx', '/repo/node_modules/react-dom/index.js'],
        ['react.js'],
        true,
      ),
      chunk('react.js', ['/repo/node_modules/react/index.js']),
      chunk('about-page.js', ['/repo/mfe-company/src/about.tsx'], ['rich-text.js']),
      chunk('rich-text.js', ['/repo/node_modules/@portabletext/react/index.js']),
      chunk('firebase.js', ['/repo/node_modules/firebase/auth.js', '/repo/node_modules/firebase/app.js']),
      chunk('pdf.js', ['/repo/node_modules/pdf-lib/index.js'], ['pdf-fonts.js']),
      chunk('pdf-fonts.js', ['/repo/node_modules/pdf-lib/fonts.js']),
    ]);
    expect([...hinted].sort()).toEqual(['about-page.js', 'index.js', 'react.js', 'rich-text.js']);
  });

  it('counts a chunk by the bytes of its modules: a library with a little of our code is a library', () => {
    const mixed: ChunkFacts = {
      fileName: 'chart.js',
      code: CODE,
      isEntry: false,
      imports: [],
      modules: {
        '/repo/node_modules/chart.js/index.js': { renderedLength: 9000 },
        '/repo/mfe-knowledge/src/chart.tsx': { renderedLength: 800 },
      },
    };
    expect(chunksToHint([mixed]).size).toBe(0);
    expect(chunksToHint([{ ...mixed, modules: { '\0virtual:messages': { renderedLength: 50 } } }]).size).toBe(
      1,
    );
  });

  it('leaves out files too small for it to matter', () => {
    const entry = chunk('index.js', ['/repo/shell/src/main.tsx'], ['runtime.js'], true);
    const runtime = {
      ...chunk('runtime.js', ['/repo/shell/src/runtime.ts']),
      code: CODE.slice(0, MIN_HINTED_LENGTH - 1),
    };
    expect([...chunksToHint([entry, runtime])]).toEqual(['index.js']);
  });
});

describe('a build with the compile hints', () => {
  let dir = '';
  let out = '';
  const files = () => readdirSync(path.join(out, 'assets')).filter((file) => file.endsWith('.js'));
  const read = (file: string) => readFileSync(path.join(out, 'assets', file), 'utf8');
  const fileOf = (prefix: string) => {
    const file = files().find((name) => name.startsWith(prefix));
    if (!file) throw new Error(`no ${prefix}* file in ${files().join(', ')}`);
    return file;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'qe-compile-hints-'));
    out = path.join(dir, 'dist');
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write('package.json', JSON.stringify({ name: 'fixture-app', private: true, type: 'module' }));
    write(
      'index.html',
      '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
    );
    write(
      'node_modules/big-library/package.json',
      JSON.stringify({ name: 'big-library', version: '1.0.0', type: 'module', exports: './index.js' }),
    );
    write('node_modules/big-library/index.js', `export const draw = (x) => 'drawn ' + x;\n${CODE}\n`);
    write('src/style.css', 'p { color: teal }\n');
    // The page imports CSS: Vite then adds its preload helper's line at the top of the entry.
    write('src/page.js', `import './style.css';\nexport const render = (x) => 'page ' + x;\n${CODE}\n`);
    write(
      'src/main.js',
      [
        'export function start(name) {',
        "  return Promise.all([import('./page.js'), import('big-library')]).then(([page, lib]) => page.render(lib.draw(name)));",
        '}',
        "start('x').then((text) => document.body.append(text));",
        CODE,
        'document.body.dataset.text = text;',
        '',
      ].join('\n'),
    );
    const config: InlineConfig = {
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [compileHintsPlugin()],
      build: { outDir: out, emptyOutDir: true, sourcemap: 'hidden' },
    };
    await build(config);
  }, 60_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("marks the entry and the app's own lazy page on their first line", () => {
    for (const file of [fileOf('index-'), fileOf('page-')])
      expect(read(file).split('\n')[0], file).toBe(COMPILE_HINT);
    // Vite's preload helper still comes before any other code of the entry.
    expect(read(fileOf('index-')).split('\n')[1]).toMatch(/^const __vite__mapDeps=/);
  });

  it('leaves a library loaded on demand to lazy compilation', () => {
    const library = files().find((file) => read(file).includes('drawn '));
    expect(library).toBeDefined();
    expect(read(library as string)).not.toContain(COMPILE_HINT);
  });

  it("keeps each marked file's sourcemap on its lines: one more line, mapped to nothing", () => {
    for (const file of [fileOf('index-'), fileOf('page-')]) {
      const lines = read(file).replace(/\n$/, '').split('\n');
      const map = JSON.parse(read(`${file}.map`)) as { mappings: string };
      expect(map.mappings.startsWith(';'), file).toBe(true);
      expect(map.mappings.split(';')).toHaveLength(lines.length);
    }
  });
});

describe('the builds that use it', () => {
  const hasPlugin = (config: UserConfig) =>
    (config.plugins ?? [])
      .flat()
      .some((plugin) => plugin && 'name' in plugin && plugin.name === 'quantethic:compile-hints');

  it("are the shell's, each remote's container and its preview; never a Node prerender module", () => {
    expect(hasPlugin(hostViteConfig())).toBe(true);
    const remote = { name: 'fixture', exposes: { './app': './src/app.tsx' } };
    expect(hasPlugin(remoteViteConfig({ ...remote, mode: 'production' }))).toBe(true);
    expect(hasPlugin(remoteViteConfig({ ...remote, mode: PREVIEW_MODE }))).toBe(true);
    expect(hasPlugin(hostViteConfig(PRERENDER_MODE))).toBe(false);
  });
});
