#!/usr/bin/env node
// Builds every app to its own deployable folder (<package>/dist) and prints build times.
// Usage: node scripts/build.mjs [shell mfe-courses ...]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pool, run } from './lib/run.mjs';
import { ROOT } from './lib/site.mjs';

export const APPS = ['shell', 'mfe-courses', 'mfe-knowledge', 'mfe-company', 'mfe-account'];

export async function buildApps(apps = APPS, { concurrency = 2 } = {}) {
  return pool(apps, concurrency, async (app) => {
    const started = performance.now();
    await run('npm', ['run', '--silent', 'build'], { cwd: path.join(ROOT, app), quiet: true });
    const seconds = (performance.now() - started) / 1000;
    console.log(`built ${app.padEnd(14)} ${seconds.toFixed(1)} s`);
    return { app, seconds };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const requested = process.argv.slice(2);
  await buildApps(requested.length ? requested : APPS);
}
