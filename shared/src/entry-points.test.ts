// @vitest-environment node
// A contract of the package's layout: each entry point other than the main one reaches the main
// entry (and the others) through the package name, never through a relative path. Federation
// resolves '@quantethic/shared' to one shared copy per page; a relative import would bundle a
// second copy of its module — a second React context, a second bus type — and break at runtime.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const ENTRY_FOLDERS = ['content', 'remote-ui', 'rich-text', 'code', 'router', 'assets'];
const ENTRY_FILES = ['auth/firebase-auth-port.ts'];

async function files(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(src, folder), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(folder, entry.name));
}

describe('shared entry points', () => {
  it('import other entry points only through the package name (type-only imports excepted)', async () => {
    const checked = [...(await Promise.all(ENTRY_FOLDERS.map(files))).flat(), ...ENTRY_FILES];
    const offenders: string[] = [];
    for (const file of checked) {
      const source = await readFile(path.join(src, file), 'utf8');
      const folder = path.dirname(file);
      for (const match of source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+'(\.[^']+)'/gm)) {
        const [, typeOnly, specifier] = match;
        if (typeOnly) continue;
        const target = path.normalize(path.join(folder, specifier as string));
        if (path.dirname(file) === 'auth' || !target.startsWith(`${folder}${path.sep}`))
          offenders.push(`${file} → ${specifier}`);
      }
    }
    expect(checked.length).toBeGreaterThan(8);
    expect(offenders).toEqual([]);
  });
});
