#!/usr/bin/env node
// `tsc --noEmit` in every package (strict TypeScript everywhere).
import path from 'node:path';
import { pool, run } from './lib/run.mjs';
import { ROOT } from './lib/site.mjs';

const PACKAGES = [
  '.',
  'shared',
  'kit',
  'highlighter',
  'shell',
  'mfe-courses',
  'mfe-knowledge',
  'mfe-company',
  'mfe-account',
  'e2e',
  'emulators',
  'studio',
];
const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
const results = await pool(PACKAGES, 2, async (pkg) => {
  const { code, output } = await run(tsc, ['--noEmit', '-p', path.join(ROOT, pkg)], {
    quiet: true,
    allowFailure: true,
  });
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${pkg === '.' ? '(root)' : pkg}`);
  if (code !== 0) process.stderr.write(output);
  return code;
});
if (results.some((code) => code !== 0)) process.exitCode = 1;
