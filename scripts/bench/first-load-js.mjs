#!/usr/bin/env node
// First-load JavaScript per route: every JS file a route downloads until the network is idle, with
// its compressed (transfer) size and what it holds. Loads each route in Chromium (mobile viewport,
// cold cache, signed in for the learning view) against the production builds served by nginx,
// like `npm run bench`, and prints one table per route (with when each file was requested, in ms
// after the page's first request). This is the tool that says what to cut.
//
// What a file holds: with the build's hidden sourcemaps (build with QE_SOURCEMAP=1) the bytes of
// each file are split by package (node_modules package, or workspace folder such as kit/content);
// without them the file is named by the remote's mf-manifest.json (shared module / exposed module)
// and its chunk name.
//
// With `--cpu 4` the main thread is slowed down 4x (Lighthouse's mobile CPU) and the tasks over
// 50 ms (Long Tasks API) are listed per route.
//
// Usage: node scripts/bench/first-load-js.mjs [--routes /,/courses] [--build] [--server nginx|node]
//          [--cpu 4] [--json out.json]
// Ports: the bench's (QE_BENCH_PORT_BASE, default 4300).
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApps } from '../build.mjs';
import { startNginxSite } from '../lib/nginx-site.mjs';
import { startServices } from '../lib/services.mjs';
import { distOf, startSite } from '../lib/site.mjs';
import { ensureSystemPackages } from '../lib/system.mjs';
import { BENCH_PORTS, DEFAULT_ROUTES, isSignedInRoute, MOBILE_VIEWPORT } from './config.mjs';
import { launchBrowser } from './react-copies.mjs';
import { signIn } from './sign-in.mjs';
import { isStopping, onTerminate } from './signals.mjs';
import { formatTable } from './table.mjs';

/** Package folder of each port of the bench's site. */
const PACKAGE_OF_PORT = Object.fromEntries(
  ['shell', 'courses', 'knowledge', 'company', 'account'].map((name) => [
    String(BENCH_PORTS[name]),
    name === 'shell' ? 'shell' : `mfe-${name}`,
  ]),
);

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Base64 VLQ decoding of a sourcemap's `mappings`: generated characters per source index. */
export function charsPerSource(mappings, lineLengths) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const counts = new Map();
  let source = 0;
  const lines = mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    const segments = [];
    let column = 0;
    for (const segment of lines[line].split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push({ column, source: values.length > 1 ? source : -1 });
    }
    const length = lineLengths[line] ?? 0;
    segments.forEach((seg, i) => {
      if (seg.source < 0) return;
      const end = i + 1 < segments.length ? segments[i + 1].column : length;
      counts.set(seg.source, (counts.get(seg.source) ?? 0) + Math.max(0, end - seg.column));
    });
  }
  return counts;
}

/** A package name for a sourcemap source path. */
export function packageOfSource(source) {
  const clean = source.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (clean.includes('\0') || clean.includes('virtual') || clean.includes('__mf')) return '(federation glue)';
  const parts = clean.split('/');
  const srcAt = parts.indexOf('src');
  // The remote's own code, by folder: src/features/hub, src/lib/components, src/app.tsx.
  if (srcAt === 0) return parts.slice(0, parts.length > 3 ? 3 : 2).join('/');
  if (srcAt > 0) {
    const feature = parts[srcAt + 1] && parts[srcAt + 2] ? `/${parts[srcAt + 1]}` : '';
    return `${parts[srcAt - 1]}${feature}`;
  }
  return clean || '(unmapped)';
}

/** Bytes of a built file per package, from its hidden sourcemap (null without one). */
function breakdownFromSourcemap(file) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile) || !existsSync(file)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const code = readFileSync(file, 'utf8');
  const counts = charsPerSource(
    map.mappings,
    code.split('\n').map((line) => line.length),
  );
  const perPackage = new Map();
  let mapped = 0;
  for (const [index, chars] of counts) {
    const name = packageOfSource(map.sources[index] ?? '');
    perPackage.set(name, (perPackage.get(name) ?? 0) + chars);
    mapped += chars;
  }
  const unmapped = code.length - mapped;
  if (unmapped > 0) perPackage.set('(unmapped)', (perPackage.get('(unmapped)') ?? 0) + unmapped);
  return [...perPackage.entries()]
    .map(([name, chars]) => ({ name, share: chars / Math.max(1, code.length) }))
    .sort((a, b) => b.share - a.share);
}

/** What the remote's mf-manifest.json says a file is (shared module or exposed module). */
function manifestRoles(pkg) {
  const file = path.join(distOf(pkg), 'mf-manifest.json');
  const roles = new Map();
  if (!existsSync(file)) return roles;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const add = (asset, role) => roles.set(asset, [...(roles.get(asset) ?? []), role]);
  for (const shared of manifest.shared ?? [])
    for (const asset of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])])
      add(asset, `shared ${shared.name}`);
  for (const expose of manifest.exposes ?? [])
    for (const asset of expose.assets?.js?.sync ?? []) add(asset, `./${expose.name}`);
  return roles;
}

/** A readable chunk name: the federation's virtual-module names shortened. */
export function chunkLabel(fileName) {
  const base = fileName.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');
  const share = base.match(/__(?:loadShare|prebuild)__(.+?)(?:__(?:loadShare|prebuild)__)?$/);
  if (share) {
    const name = share[1]
      .replace(/_mf_0_/g, '@')
      .replace(/_mf_1_/g, '/')
      .replace(/_mf_2_/g, '-');
    return `${base.includes('loadShare') ? 'share proxy' : 'shared'} ${name}`;
  }
  if (base.includes('localSharedImportMap')) return 'federation shared map';
  return base;
}

/** Label of one downloaded JS file. */
function describe(url, roleCache) {
  const { port, pathname } = new URL(url);
  const pkg = PACKAGE_OF_PORT[port];
  const fileName = pathname.split('/').pop();
  if (!pkg) return { pkg: new URL(url).host, label: fileName, holds: null };
  if (!roleCache.has(pkg)) roleCache.set(pkg, manifestRoles(pkg));
  const asset = pathname.replace(/^\/+/, '');
  const roles = roleCache.get(pkg).get(asset) ?? [];
  const breakdown = breakdownFromSourcemap(path.join(distOf(pkg), asset));
  return { pkg, label: chunkLabel(fileName), roles, holds: breakdown };
}

/**
 * Resolves once the network has been quiet for `idleMs`: no request started or finished, and at
 * most 2 still open (Lighthouse's "network 2-quiet"; an analytics beacon may never answer), or
 * after `timeoutMs`.
 */
function trackNetwork(cdp) {
  let inflight = 0;
  let lastChange = Date.now();
  const touch = (delta) => {
    inflight = Math.max(0, inflight + delta);
    lastChange = Date.now();
  };
  cdp.on('Network.requestWillBeSent', () => touch(1));
  cdp.on('Network.loadingFinished', () => touch(-1));
  cdp.on('Network.loadingFailed', () => touch(-1));
  return async ({ idleMs = 1000, timeoutMs = 30_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inflight <= 2 && Date.now() - lastChange >= idleMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
}

/**
 * Loads `url` with a cold cache at the mobile viewport and returns every JavaScript file
 * downloaded until the network is idle, with its transfer (compressed) size.
 */
export async function firstLoadScripts(browser, url, { signedIn = false, cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (signedIn) await signIn(page, new URL(url).origin);
    // Tasks over 50 ms on the main thread (the Long Tasks API), from the start of the page.
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__benchLongTasks', { value: tasks });
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            tasks.push({ startMs: Math.round(entry.startTime), durationMs: Math.round(entry.duration) });
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        // No Long Tasks API: no tasks listed.
      }
    });
    const cdp = await context.newCDPSession(page);
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    const started = new Map();
    let navigationStart;
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp }) => {
      navigationStart ??= timestamp;
      started.set(requestId, timestamp);
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const isScript = type === 'Script' || /javascript|ecmascript/.test(response.mimeType ?? '');
      if (isScript && response.status < 300)
        requests.set(requestId, {
          url: response.url,
          encoding: response.headers?.['content-encoding'],
          // When the request started, in ms after the page's first request.
          atMs: Math.round(((started.get(requestId) ?? navigationStart) - navigationStart) * 1000),
        });
    });
    const scripts = [];
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) scripts.push({ ...request, transferSize: encodedDataLength });
    });
    const waitForIdle = trackNetwork(cdp);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const settled = await waitForIdle();
    const longTasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    return { scripts: scripts.sort((a, b) => b.transferSize - a.transferSize), settled, longTasks };
  } finally {
    await context.close();
  }
}

function formatHolds(file) {
  if (file.holds?.length) {
    return file.holds
      .filter((h) => h.share >= 0.03)
      .slice(0, 4)
      .map((h) => `${h.name} ${Math.round(h.share * 100)}%`)
      .join(', ');
  }
  return file.roles?.length ? file.roles.join(', ') : '';
}

/** One line: the main thread's tasks over 50 ms (start and duration). */
export function formatLongTasks(tasks, cpu) {
  if (!tasks.length) return `no task over 50 ms (${cpu}x CPU)`;
  const total = tasks.reduce((sum, t) => sum + t.durationMs, 0);
  const list = tasks.map((t) => `${t.durationMs} ms at ${t.startMs}`).join(', ');
  return `${tasks.length} task(s) over 50 ms (${cpu}x CPU), ${total} ms in all: ${list}`;
}

/** The per-route table. */
export function formatRoute(route, scripts) {
  const rows = scripts.map((s) => [kb(s.transferSize), s.atMs, s.pkg, s.label, formatHolds(s)]);
  const total = scripts.reduce((sum, s) => sum + s.transferSize, 0);
  const perPackage = new Map();
  for (const s of scripts)
    for (const h of s.holds ?? [{ name: `${s.pkg}:${s.label}`, share: 1 }])
      perPackage.set(h.name, (perPackage.get(h.name) ?? 0) + h.share * s.transferSize);
  const lines = [
    `${route}: ${scripts.length} files, ${kb(total)} KB compressed`,
    formatTable(['KB', 'at ms', 'from', 'file', 'holds'], rows, { alignRight: [0, 1] }),
  ];
  if (scripts.some((s) => s.holds)) {
    const top = [...perPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
    lines.push(`  by package (compressed, estimated): ${top.map(([n, b]) => `${n} ${kb(b)}`).join(', ')}`);
  }
  return lines.join('\n');
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      build: { type: 'boolean', default: false },
      server: { type: 'string', default: 'nginx' },
      routes: { type: 'string' },
      json: { type: 'string' },
      cpu: { type: 'string', default: '1' },
    },
  });
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
    : DEFAULT_ROUTES;
  for (const route of routes)
    if (!route.startsWith('/')) throw new Error(`Routes must start with '/': ${route}`);
  if (!['nginx', 'node'].includes(values.server)) throw new Error('--server must be nginx or node');
  const cpu = Number(values.cpu);
  if (!(cpu >= 1)) throw new Error(`--cpu must be a slowdown factor >= 1, got ${values.cpu}`);
  return { ...values, routes, cpu };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.build) await buildApps();
  if (options.server === 'nginx') await ensureSystemPackages();
  const services = await startServices(BENCH_PORTS, { profile: 'bench' });
  let site;
  let browser;
  const release = onTerminate(async () => {
    await browser?.close();
    await Promise.all([site?.close(), services.close()]);
  });
  const results = [];
  try {
    site =
      options.server === 'nginx'
        ? await startNginxSite({ ports: BENCH_PORTS, webhookSecret: null })
        : await startSite({ ports: BENCH_PORTS });
    browser = await launchBrowser();
    const roleCache = new Map();
    for (const route of options.routes) {
      const url = new URL(route, site.url('shell')).href;
      const { scripts, settled, longTasks } = await firstLoadScripts(browser, url, {
        signedIn: isSignedInRoute(route),
        cpuSlowdown: options.cpu,
      });
      const described = scripts.map((s) => ({ ...s, ...describe(s.url, roleCache) }));
      results.push({
        route,
        settled,
        totalBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
        scripts: described,
        longTasks,
      });
      console.log('');
      console.log(formatRoute(route, described));
      console.log(`  ${formatLongTasks(longTasks, options.cpu)}`);
      if (!settled) console.log('  (the network did not go idle within 30 s)');
    }
  } finally {
    release();
    await browser?.close();
    await Promise.all([site?.close(), services.close()]);
  }
  console.log('');
  console.log(
    formatTable(
      ['route', 'JS KB (compressed)', 'files', `tasks > 50 ms (${options.cpu}x CPU)`, 'longest ms'],
      results.map((r) => [
        r.route,
        kb(r.totalBytes),
        r.scripts.length,
        r.longTasks.length,
        Math.max(0, ...r.longTasks.map((t) => t.durationMs)),
      ]),
      { alignRight: [1, 2, 3, 4] },
    ),
  );
  if (options.json) await writeFile(options.json, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main();
  } catch (error) {
    if (isStopping()) await new Promise(() => {});
    console.error(error);
    process.exit(1);
  }
}
