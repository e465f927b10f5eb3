#!/usr/bin/env node
// The whole test suite, from a fresh clone: installs what is missing (Chromium, dependencies),
// builds every app for production, then runs lint, type checks, unit tests and the e2e suite in
// real Chromium against the composed production build. Exits non-zero on the first failure.
import path from 'node:path';
import { buildApps } from './build.mjs';
import { installDependencies } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/site.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const timings = [];

async function step(name, action) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  await action();
  timings.push([name, (performance.now() - started) / 1000]);
}

const started = performance.now();
/** The fresh-clone check, running beside the build and the static checks (see below). */
let freshClone = null;
try {
  await step('System packages (Chromium, nginx)', ensureSystemPackages);
  await step('Install', installDependencies);
  // The fresh-clone check (`npm start` in a clone of the commit: install, build, local backends,
  // the composed site in Chromium) keeps about 1.4 of CI's 2 cores busy, the build and the static
  // checks about 1.5: side by side they use both cores. It has its own clone and ports; its output
  // is printed when it ends.
  const freshCloneStarted = performance.now();
  freshClone = run('node', [path.join(ROOT, 'scripts/fresh-clone-check.mjs')], {
    cwd: ROOT,
    quiet: true,
  }).then(({ output }) => ({ output, seconds: (performance.now() - freshCloneStarted) / 1000 }));
  // Awaited below; a failure of another step first must not leave it unhandled.
  freshClone.catch(() => {});
  await step('Build (production)', () => buildApps());
  await step('Lint and format (biome)', () => run(bin('biome'), ['check', '.'], { cwd: ROOT }));
  await step('Type check (tsc --noEmit, every package)', () =>
    run('node', [path.join(ROOT, 'scripts/typecheck.mjs')], { cwd: ROOT }),
  );
  await step('Studio: dataset validation, offline build', () =>
    run('node', [path.join(ROOT, 'studio/scripts/check.mjs')], { cwd: ROOT }),
  );
  await step('Fresh clone: npm start serves the composed site (rest of it)', async () => {
    const { output, seconds } = await freshClone;
    process.stdout.write(output);
    console.log(`The fresh-clone check took ${seconds.toFixed(1)} s, beside the steps above.`);
  });
  await step('Unit and component tests (vitest)', () => run(bin('vitest'), ['run'], { cwd: ROOT }));
  await step('End-to-end tests (playwright, Chromium)', () =>
    run(path.join(ROOT, 'e2e/node_modules/.bin/playwright'), ['test'], { cwd: path.join(ROOT, 'e2e') }),
  );
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  // Never exit while the fresh-clone check runs: it stops what it started when it ends.
  await freshClone?.catch(() => {});
  console.log('\nTimings');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(44)} ${seconds.toFixed(1)} s`);
  console.log(`  ${'Total'.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
