#!/usr/bin/env node
// Outside check (part of the test command): the README's start command works for a newcomer.
// Clones the repository into a temp folder (committed files only: no node_modules, no builds),
// runs `npm start` there, and checks that the composed site answers on / and works in Chromium —
// the home page hydrates and a section page renders its remote with content. Then stops it
// (as Ctrl-C does) and checks that nothing it started still holds a port.
import { chromium } from 'playwright-core';
import { startInFreshClone } from './lib/fresh-clone.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/system.mjs';

const HEADLINE = 'Simplified Quantitative Finance and Ethical Modelling';
const verbose = process.argv.includes('--verbose');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const clone = await startInFreshClone({ log: verbose ? console.log : () => {} });
let failure = null;
try {
  console.log(`npm start in a fresh clone: ready after ${seconds(clone.readyAt - clone.startedAt)}`);
  const response = await fetch(`${clone.url}/`);
  const html = await response.text();
  if (response.status !== 200 || !html.includes(HEADLINE))
    throw new Error(`GET / answered ${response.status} without the headline '${HEADLINE}'`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${clone.url}/`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor({ timeout: 30_000 });
    console.log(`usable home page: ${seconds(performance.now() - clone.startedAt)} after npm start`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'View Course Details' }).first().waitFor({ timeout: 30_000 });
    if (errors.length > 0) throw new Error(`The page threw:\n${errors.join('\n')}`);
    console.log('the courses remote renders its catalogue from the local content API');
  } finally {
    await browser.close();
  }
} catch (error) {
  failure = error;
} finally {
  await clone.stop();
}
if (failure) {
  console.error(`✖ ${failure.message}`);
  if (!verbose)
    console.error(`Output of npm start:\n${clone.output().trim().split('\n').slice(-40).join('\n')}`);
  process.exit(1);
}
await assertPortsFree(clone.ports, 'After Ctrl-C, the fresh-clone site');
console.log('stopped: every port is free again');
