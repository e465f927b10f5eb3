// @vitest-environment node
// Builds a tiny remote in the prerender mode (vite's build API, the remotes' own config) and runs
// its module as a deploy does: in a Node process that sets no NODE_ENV. The module must render
// with React's production build — with the development build a regenerate of the demo site took
// 2.0–2.2 s against 1.3 s, and the shell's module was 3.0 MB against 1.3 MB.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostViteConfig, PRERENDER_MODE, remoteViteConfig } from './vite-config.ts';

const SHARED_ROOT = path.resolve(__dirname, '..');
/** Text only React's development build has (one of its warnings), quoted in the bundle or not. */
const DEVELOPMENT_CODE = /unique \\?"key\\?" prop/;

let dir = '';
let source = '';

beforeAll(async () => {
  // Built and run as `npm run build` and a deploy do: no NODE_ENV (Vitest sets 'test').
  vi.stubEnv('NODE_ENV', undefined);
  dir = mkdtempSync(path.join(os.tmpdir(), 'qe-prerender-build-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('package.json', JSON.stringify({ name: 'fixture-remote', private: true, type: 'module' }));
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of ['react', 'react-dom'])
    symlinkSync(
      realpathSync(path.join(SHARED_ROOT, 'node_modules', name)),
      path.join(dir, 'node_modules', name),
    );
  write(
    'src/prerender.tsx',
    [
      "import { renderToString } from 'react-dom/server';",
      "export const render = () => renderToString(<ul>{['one', 'two'].map((item) => <li key={item}>{item}</li>)}</ul>);",
      '',
    ].join('\n'),
  );
  const config = remoteViteConfig({ name: 'fixture', mode: PRERENDER_MODE, exposes: {} });
  await build(
    mergeConfig(config, { configFile: false, root: dir, mode: PRERENDER_MODE, logLevel: 'silent' }),
  );
  source = readFileSync(path.join(dir, 'dist/server/prerender.mjs'), 'utf8');
}, 60_000);

afterAll(() => {
  vi.unstubAllEnvs();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a remote's prerender module", () => {
  it('renders in a process that sets no NODE_ENV', async () => {
    const module = (await import(pathToFileURL(path.join(dir, 'dist/server/prerender.mjs')).href)) as {
      render: () => string;
    };
    expect(module.render()).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it("carries React's production build only", () => {
    expect(source).not.toMatch(DEVELOPMENT_CODE);
  });
});

describe("the shell's prerender build", () => {
  it('is told it builds for production, as the remotes are', () => {
    const shell = hostViteConfig(PRERENDER_MODE).define ?? {};
    const remote = remoteViteConfig({ name: 'fixture', mode: PRERENDER_MODE, exposes: {} }).define ?? {};
    expect(shell['process.env.NODE_ENV']).toBe(JSON.stringify('production'));
    expect(remote['process.env.NODE_ENV']).toBe(JSON.stringify('production'));
  });
});
