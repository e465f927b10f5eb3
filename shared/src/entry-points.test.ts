// @vitest-environment node
// A contract of the package's layout. Federation shares '@quantethic/shared' (and its router
// entry) as one copy per page, but a file inside this package that imports another part of it —
// by relative path or even by the package name — gets a private copy bundled in: a second React
// context, a second bus. The router entry may be provided by a different build than the main
// entry, so it stands alone; everything that needs the main entry's runtime state lives outside
// this package (@quantethic/kit). (The shell-only Firebase AuthPort bundles its own copy of the
// few helpers it uses; AuthError is recognised structurally, so that copy is harmless.)
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEDERATION_SHARED } from '../build/vite-config';

const src = path.dirname(fileURLToPath(import.meta.url));
const SECONDARY_ENTRIES = ['router/index.ts', 'router/server.ts'];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(src, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)));
}

/** Specifiers of the value (not type-only) imports and re-exports of a source file. */
function valueImports(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier as string);
}

describe('shared entry points', () => {
  it('secondary entries import nothing from the rest of the package (type-only imports excepted)', async () => {
    const offenders: string[] = [];
    for (const file of SECONDARY_ENTRIES) {
      const source = await readFile(path.join(src, file), 'utf8');
      for (const specifier of valueImports(source)) {
        if (specifier.startsWith('.') || specifier.startsWith('@quantethic/shared'))
          offenders.push(`${file} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('never imports the packages built on it (no cycles between workspace packages)', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles('.')) {
      const source = await readFile(path.join(src, file), 'utf8');
      for (const specifier of valueImports(source)) {
        if (specifier.startsWith('@quantethic/') && !specifier.startsWith('@quantethic/shared'))
          offenders.push(`${file} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('shares the main entry and the router as federation shared modules, the router as a singleton', () => {
    expect(FEDERATION_SHARED['@quantethic/shared']).toBeDefined();
    expect(FEDERATION_SHARED['@quantethic/shared/router']).toMatchObject({ singleton: true });
    expect(Object.keys(FEDERATION_SHARED).filter((key) => key.startsWith('@quantethic/shared'))).toEqual([
      '@quantethic/shared/router',
      '@quantethic/shared',
    ]);
  });
});
