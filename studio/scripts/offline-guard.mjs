// Preloaded (`node --import`) into the Studio check and its `sanity build`: refuses every network
// connection to another machine and reports it on stderr with the marker below, so the check
// proves the build and the validation need no network (and fails if they try to reach one).
// With OFFLINE_GUARD_LOG set, every refusal is also appended to that file: processes the build
// starts with their output discarded (the CLI's detached telemetry worker) report there too.
import dns from 'node:dns';
import { appendFileSync } from 'node:fs';
import net from 'node:net';

export const MARKER = '[offline-guard] blocked';
const LOCAL = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

function refuse(host) {
  process.stderr.write(`${MARKER} ${host}\n`);
  if (process.env.OFFLINE_GUARD_LOG) appendFileSync(process.env.OFFLINE_GUARD_LOG, `${MARKER} ${host}\n`);
  return new Error(`No network in the offline Studio check (tried to reach ${host})`);
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  // net.connect() passes its normalised [options, callback] pair as one array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = first !== null && typeof first === 'object' ? first : { port: first, host: args[1] };
  const host = typeof options.host === 'string' ? options.host : 'localhost';
  if (options.path === undefined && !LOCAL.has(host)) {
    const error = refuse(`${host}:${options.port}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
};

const lookup = dns.lookup;
dns.lookup = function guardedLookup(hostname, ...rest) {
  if (LOCAL.has(hostname)) return lookup.call(this, hostname, ...rest);
  const callback = rest.at(-1);
  const error = Object.assign(refuse(hostname), { code: 'ENOTFOUND' });
  if (typeof callback === 'function') process.nextTick(() => callback(error));
  return undefined;
};
