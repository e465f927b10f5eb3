#!/usr/bin/env node
// Builds every app to its own deployable folder (<package>/dist) and prints build times.
// `--single` builds the single-bundle baseline instead: the shell and every remote linked into one
// ordinary bundle, no Module Federation (shell/vite.single.config.ts, written to shell/dist-single;
// docs/decisions/0009-single-bundle-baseline.md). Its deploy uses the remotes' builds (their
// prerender modules), so build them too before deploying it.
// Usage: node scripts/build.mjs [shell mfe-courses ...] | node scripts/build.mjs --single
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pool, run } from './lib/run.mjs';
import { ROOT } from './lib/site.mjs';

export const APPS = ['shell', 'mfe-courses', 'mfe-knowledge', 'mfe-company', 'mfe-account'];
/** The single-bundle baseline's build folder. */
export const SINGLE_DIST = path.join(ROOT, 'shell', 'dist-single');

export async function buildApps(apps = APPS, { concurrency = 2 } = {}) {
  return pool(apps, concurrency, async (app) => {
    const started = performance.now();
    await run('npm', ['run', '--silent', 'build'], { cwd: path.join(ROOT, app), quiet: true });
    const seconds = (performance.now() - started) / 1000;
    console.log(`built ${app.padEnd(14)} ${seconds.toFixed(1)} s`);
    return { app, seconds };
  });
}

/**
 * The single-bundle baseline, built like the shell (browser bundle, prerender module, pages) into
 * shell/dist-single.
 */
export async function buildSingleBundle() {
  const started = performance.now();
  const shell = path.join(ROOT, 'shell');
  const vite = path.join(shell, 'node_modules', '.bin', 'vite');
  const config = ['-c', 'vite.single.config.ts'];
  await run(vite, ['build', ...config], { cwd: shell, quiet: true });
  await run(vite, ['build', ...config, '--mode', 'prerender'], { cwd: shell, quiet: true });
  await run(process.execPath, ['prerender.mjs', path.relative(shell, SINGLE_DIST)], {
    cwd: shell,
    quiet: true,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`built ${'single bundle'.padEnd(14)} ${seconds.toFixed(1)} s`);
  return { app: 'single bundle', seconds };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args.includes('--single')) {
    if (args.length > 1)
      throw new Error('--single builds the single-bundle baseline only: name no app with it');
    await buildSingleBundle();
  } else await buildApps(args.length ? args : APPS);
}
