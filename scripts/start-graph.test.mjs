// The README commands start from a fresh clone, which has no node_modules: until their install
// step has run, the entry points may load only Node's own modules. This follows their static
// imports (through relative files) and lists any installed package they would need first.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Installed packages a script needs before it runs: bare specifiers of its static import graph. */
function packagesNeededBeforeRunning(entry) {
  const seen = new Set();
  const needed = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? match[2];
      if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else needed.set(spec, path.relative(here, file));
    }
  };
  visit(path.join(here, entry));
  return [...needed].map(([spec, file]) => `${spec} (imported by ${file})`);
}

describe('the README entry points in a fresh clone', () => {
  it.each(['start.mjs', 'test.mjs'])('%s needs no installed package before its install step', (entry) => {
    expect(packagesNeededBeforeRunning(entry)).toEqual([]);
  });

  it('finds a package imported through a relative file (the check can fail)', () => {
    // services.mjs imports the emulators, which import groq-js: what start.mjs did before the fix.
    expect(packagesNeededBeforeRunning('lib/services.mjs')).toContainEqual(
      expect.stringMatching(/^groq-js \(imported by /),
    );
  });
});
