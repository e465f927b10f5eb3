import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { physicalDeclarations } from './lib/logical-css.mjs';
import { ROOT } from './lib/site.mjs';

describe('stylesheets mirror for right-to-left', () => {
  it('no stylesheet of the repository names a physical side (left, right) without saying why', () => {
    const files = execFileSync('git', ['ls-files', '*.css'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const found = files.flatMap((file) =>
      physicalDeclarations(readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('finds physical sides in properties and values, and allows a line that says why', () => {
    const css = [
      '.a { margin-left: 1rem; padding-inline-start: 2rem; }',
      '.b { left: 0; inset-inline-end: 0; }',
      '.c { text-align: right; float: left; }',
      '.d { border-left: 4px solid red; border-top-right-radius: 2px; }',
      '.e { left: 50%; /* physical: centred with translate(-50%) */ }',
      '.f { text-align: start; margin: 0 auto; }',
      '.g { border-left-color: red; }',
      '.h { padding: 0 0 1rem 2.5rem; margin: 0 1rem 0 1rem; inset: 0 calc(1px + 2px) 0 auto; }',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([
      '1: margin-left: 1rem',
      '2: left: 0',
      '3: text-align: right',
      '3: float: left',
      '4: border-left: 4px solid red',
      '4: border-top-right-radius: 2px',
      '7: border-left-color: red',
      '8: padding: 0 0 1rem 2.5rem',
      '8: inset: 0 calc(1px + 2px) 0 auto',
    ]);
  });
});
