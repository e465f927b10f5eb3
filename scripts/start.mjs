#!/usr/bin/env node
// One command for a fresh machine: installs dependencies, builds every app for production and
// serves the composed site (shell + four remotes on their own origins). Ctrl-C stops everything.
import { buildApps } from './build.mjs';
import { installDependencies } from './lib/pnpm.mjs';
import { PROFILES } from './lib/ports.mjs';
import { DEMO_ACCOUNT, startServices } from './lib/services.mjs';
import { startSite } from './lib/site.mjs';

const skipInstall = process.argv.includes('--no-install');
const skipBuild = process.argv.includes('--no-build');
if (!skipInstall) await installDependencies();
if (!skipBuild) {
  console.log('\n▶ Building');
  await buildApps();
}
const ports = PROFILES.start;
console.log('\n▶ Starting the local services');
const services = await startServices(ports, { profile: 'start', log: (line) => console.log(`  ${line}`) });
const site = await startSite({ ports });
console.log(`
QuantEthic is running:
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
