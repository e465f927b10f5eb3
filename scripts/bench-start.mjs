#!/usr/bin/env node
// Benchmark: time from running the README's start command in a fresh clone (no node_modules, no
// builds — what a newcomer does) to a usable home page: dependencies installed, every app built,
// the local services up, the composed site served and the home page hydrated in Chromium.
// Usage: node scripts/bench-start.mjs [--runs 3] (prints each run, the median and the spread).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { formatTable } from './bench/table.mjs';
import { startInFreshClone } from './lib/fresh-clone.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/system.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs) || 3);

/** One start in a fresh clone: npm start's own step times and the time to a usable home page, in seconds. */
async function measureOnce() {
  const clone = await startInFreshClone();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${clone.url}/`);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const usableAt = performance.now();
      const step = (name) =>
        Number(new RegExp(`✓ ${name} \\(([\\d.]+) s\\)`).exec(clone.output())?.[1] ?? Number.NaN);
      return {
        install: step('Installing dependencies'),
        build: step('Building every app for production'),
        services: step('Starting the local services'),
        ready: (clone.readyAt - clone.startedAt) / 1000,
        usable: (usableAt - clone.startedAt) / 1000,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await clone.stop();
  }
}

const results = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`run ${run}/${runs}: npm start in a fresh clone…`);
  results.push(await measureOnce());
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const columns = ['install', 'build', 'services', 'ready', 'usable'];
const s = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const rows = results.map((result, index) => [`run ${index + 1}`, ...columns.map((key) => s(result[key]))]);
rows.push(['median', ...columns.map((key) => s(median(results.map((r) => r[key]))))]);
rows.push([
  'spread (min–max)',
  ...columns.map((key) => {
    const values = results.map((r) => r[key]);
    return `${s(Math.min(...values))}–${s(Math.max(...values))}`;
  }),
]);
console.log(
  `\nnpm start in a fresh clone, seconds (${runs} run${runs > 1 ? 's' : ''}): ` +
    'install, build and services are npm start’s own step times; ready is its "ready" line; usable is the hydrated home page in Chromium\n',
);
console.log(
  formatTable(['', 'install s', 'build s', 'services s', 'ready s', 'usable home s'], rows, {
    alignRight: [1, 2, 3, 4, 5],
  }),
);
