#!/usr/bin/env node
// Benchmark: time from running the start command (installed already) to a usable home page —
// all local services up, the composed site served, and the home page hydrated in Chromium.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/site.mjs';
import { CHROMIUM_PATH } from './lib/system.mjs';

const started = performance.now();
const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--no-install'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let output = '';
const running = new Promise((resolve, reject) => {
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('QuantEthic is running')) resolve();
  });
  child.on('exit', (code) => reject(new Error(`start exited with ${code}\n${output}`)));
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await running;
  const servedAt = performance.now();
  const page = await browser.newPage();
  await page.goto('http://localhost:4000/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const usableAt = performance.now();
  const seconds = (ms) => `${((ms - started) / 1000).toFixed(1)} s`;
  console.log(`build + services + site up: ${seconds(servedAt)}`);
  console.log(`usable home page:           ${seconds(usableAt)}`);
  console.log(
    `${usableAt - started <= 60_000 ? 'PASS' : 'FAIL'}  start command to usable home page ≤ 60 s (after install)`,
  );
} finally {
  await browser.close();
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {}
}
