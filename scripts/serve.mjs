#!/usr/bin/env node
// Serves the production builds as the composed site (shell + four remotes on their own origins).
// Usage: node scripts/serve.mjs [--profile start|test] [--only courses] [--config my-config.json] [--nginx]
// --nginx serves a production deployment with nginx (security headers, caching, compression) —
// what the tests and benchmarks use; without it a small Node server needs nothing but Node.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startNginxSite } from './lib/nginx-site.mjs';
import { PROFILES } from './lib/ports.mjs';
import { startSite } from './lib/site.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'start' },
    only: { type: 'string', multiple: true },
    // A runtime config to serve instead of the local one (e.g. real Sanity, Firebase, forms).
    config: { type: 'string' },
    nginx: { type: 'boolean', default: false },
  },
});
const ports = PROFILES[values.profile];
if (!ports) throw new Error(`Unknown profile ${values.profile}`);
const configJson = values.config ? () => readFileSync(values.config, 'utf8') : undefined;
if (values.nginx && values.only) throw new Error('--only is not available with --nginx');
const site = values.nginx
  ? await startNginxSite({ ports, configJson })
  : await startSite({ ports, only: values.only, configJson });
for (const name of values.only ?? ['shell', 'courses', 'knowledge', 'company', 'account']) {
  console.log(`${name.padEnd(10)} ${site.url(name)}`);
}
const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
