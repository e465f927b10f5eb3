#!/usr/bin/env node
// One command for a fresh machine: installs dependencies, builds every app for production and
// serves the composed site (shell + four remotes on their own origins). Ctrl-C stops everything.
//
// A fresh clone has no node_modules: before the install step this script may import only Node's
// own modules and files that import nothing else (scripts/start-graph.test.mjs checks it). The
// build, the local services and the servers are imported once the dependencies are there.
import { parseArgs } from 'node:util';
import { installDependencies } from './lib/pnpm.mjs';
import { assertPortsFree, PROFILES } from './lib/ports.mjs';
import { progress } from './lib/progress.mjs';
import { startSite } from './lib/site.mjs';

const { values } = parseArgs({
  options: {
    'no-install': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    // Another port plan (e.g. the fresh-clone check runs beside the test site): 'start' or 'test'.
    profile: { type: 'string', default: 'start' },
  },
});
const ports = PROFILES[values.profile];
if (!ports) throw new Error(`Unknown profile ${values.profile}`);

// Before the long steps: a second copy (or a server left behind) would fail only at the end.
try {
  await assertPortsFree(ports, 'npm start');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

if (!values['no-install'])
  await progress('Installing dependencies', () => installDependencies({ skip: ['@quantethic/studio'] }));
if (!values['no-build']) {
  const { buildApps } = await import('./build.mjs');
  await progress('Building every app for production', () => buildApps());
}
const { DEMO_ACCOUNT, startServices } = await import('./lib/services.mjs');
const services = await progress('Starting the local services', () =>
  startServices(ports, { profile: values.profile, log: (line) => console.log(`  ${line}`) }),
);
const site = await progress('Serving the composed site', () => startSite({ ports }));
console.log(`
QuantEthic is ready (${seconds(started)} s after start):
  site                ${site.url()}
  remote previews     ${site.url('courses')}  ${site.url('knowledge')}  ${site.url('company')}  ${site.url('account')}
  demo sign-in        ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  form submissions    ${services.forms.url}/forms/submissions
Press Ctrl-C to stop.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.all([site.close(), services.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
