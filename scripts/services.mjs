#!/usr/bin/env node
// Starts the local backends only (content API, forms, Auth emulator) for a profile.
// Usage: node scripts/services.mjs [--profile start|test]
import { parseArgs } from 'node:util';
import { PROFILES } from './lib/ports.mjs';
import { startServices } from './lib/services.mjs';

const { values } = parseArgs({ options: { profile: { type: 'string', default: 'start' } } });
const ports = PROFILES[values.profile];
if (!ports) throw new Error(`Unknown profile ${values.profile}`);
const services = await startServices(ports, { profile: values.profile, log: (line) => console.log(line) });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await services.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
