#!/usr/bin/env node
// Performance benchmark of the composed production site.
//
// Builds every app, deploys the builds to nginx on the `bench` ports (production headers, caching
// and brotli), runs Lighthouse (mobile, simulated throttling; performance, accessibility, best
// practices, SEO) several times per route and keeps the median run, times the first remote render
// under real mobile throttling, counts the React copies and duplicate libraries each route loads
// (Playwright), prints a table plus the target checks, and writes everything as JSON. Signed-in
// routes (/courses/{slug}/learn) sign in with the demo account first. Targets that fail do not
// fail the command.
//
// Usage: node scripts/bench.mjs [--no-build] [--runs 3] [--routes /,/courses] [--out file.json]
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_PORTS, DEFAULT_ROUTES, isSignedInRoute } from './bench/config.mjs';
import { killAllChrome, medianRun, runLighthouse } from './bench/lighthouse-run.mjs';
import { inspectReactCopies, launchBrowser } from './bench/react-copies.mjs';
import { timeToFirstRemoteRender } from './bench/remote-render.mjs';
import { signIn, signInOverCdp } from './bench/sign-in.mjs';
import { isStopping, onTerminate } from './bench/signals.mjs';
import { formatBuildTimes, formatDuplicates, formatResults, formatTargets } from './bench/table.mjs';
import { evaluateTargets } from './bench/targets.mjs';
import { buildApps } from './build.mjs';
import { startNginxSite } from './lib/nginx-site.mjs';
import { startServices } from './lib/services.mjs';
import { ROOT, startSite } from './lib/site.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      // nginx (production headers, caching, brotli) or the small Node server of `npm start`.
      server: { type: 'string', default: 'nginx' },
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      out: { type: 'string', default: path.join(ROOT, 'bench-results', 'skeleton.json') },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
    : DEFAULT_ROUTES;
  for (const route of routes) {
    if (!route.startsWith('/')) throw new Error(`Routes must start with '/', got ${route}`);
  }
  if (!['nginx', 'node'].includes(values.server)) throw new Error(`--server must be nginx or node`);
  return { build: !values['no-build'], runs, routes, server: values.server, out: path.resolve(values.out) };
}

/** Lighthouse once, retried once: a single flaky run (e.g. a timeout under load) should not sink the bench. */
async function lighthouseWithRetry(url, options) {
  try {
    return await runLighthouse(url, options);
  } catch (error) {
    console.log(`  run failed (${error.message}); retrying once`);
    return runLighthouse(url, options);
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** Runs the whole benchmark; returns the report that was written. */
async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();

  let builds = [];
  if (options.build) {
    console.log('Building apps…');
    builds = await buildApps();
  }

  if (options.server === 'nginx') await ensureSystemPackages();
  // The site runs against the local backends.
  const services = await startServices(BENCH_PORTS, { profile: 'bench' });
  const site =
    options.server === 'nginx'
      ? await startNginxSite({ ports: BENCH_PORTS })
      : await startSite({ ports: BENCH_PORTS });
  const siteUrl = site.url('shell');
  const results = [];
  let browser;
  const releaseSignals = onTerminate(async () => {
    killAllChrome();
    await browser?.close();
    await Promise.all([site.close(), services.close()]);
  });
  try {
    console.log(`Site on ${site.url('shell')}; ${options.runs} Lighthouse run(s) per route`);
    const lighthouseRuns = new Map();
    for (const route of options.routes) {
      const url = new URL(route, site.url('shell')).href;
      const runs = [];
      const prepare = isSignedInRoute(route) ? (port) => signInOverCdp(port, siteUrl) : undefined;
      for (let i = 0; i < options.runs; i++) {
        const run = await lighthouseWithRetry(url, { prepare });
        console.log(
          `  lighthouse ${route} run ${i + 1}/${options.runs}: perf ${run.perf}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, a11y ${run.accessibility}, BP ${run.bestPractices}, SEO ${run.seo}`,
        );
        runs.push(run);
      }
      lighthouseRuns.set(route, { url, runs });
    }

    browser = await launchBrowser();
    for (const [route, { url, runs }] of lighthouseRuns) {
      const signedIn = isSignedInRoute(route);
      const { duplicates, ...inspection } = await inspectReactCopies(browser, url, {
        prepare: signedIn ? (page) => signIn(page, siteUrl) : undefined,
      });
      const remoteRenders = [];
      for (let i = 0; i < options.runs; i++)
        remoteRenders.push(await timeToFirstRemoteRender(browser, url, { signedIn }));
      const firstRemoteRenderMs = median(remoteRenders);
      console.log(
        `  first remote render ${route}: ${remoteRenders.join(', ')} ms (median ${firstRemoteRenderMs})`,
      );
      const best = medianRun(runs);
      const reactCopies = Math.max(inspection.rendererInjections, inspection.reactCoreDefinitions);
      console.log(
        `  inspected ${route}: ${inspection.rendererInjections} renderer(s), ${inspection.reactCoreDefinitions} React core file(s), ${duplicates.length} duplicate(s)`,
      );
      results.push({
        route,
        url,
        perf: best.perf,
        accessibility: best.accessibility,
        bestPractices: best.bestPractices,
        seo: best.seo,
        failingAudits: best.failingAudits,
        lcpMs: best.lcpMs,
        tbtMs: best.tbtMs,
        cls: best.cls,
        jsBytes: best.jsBytes,
        requests: best.requests,
        firstRemoteRenderMs,
        remoteRenders,
        reactCopies,
        rendererInjections: inspection.rendererInjections,
        reactCoreDefinitions: inspection.reactCoreDefinitions,
        duplicates,
        medianRun: runs.indexOf(best),
        runs,
        inspection,
      });
    }
  } finally {
    releaseSignals();
    await browser?.close();
    await Promise.all([site.close(), services.close()]);
  }

  const targets = evaluateTargets(results);

  console.log('');
  console.log(formatResults(results));
  console.log('');
  console.log('Targets');
  console.log(formatTargets(targets));
  const duplicates = formatDuplicates(results);
  if (duplicates) {
    console.log('');
    console.log('Libraries downloaded twice (page scrolled to the bottom)');
    console.log(duplicates);
  }
  for (const r of results) {
    const glue = r.inspection.glue ?? [];
    if (glue.length === 0) continue;
    const wasted = glue.reduce((sum, g) => sum + g.wastedBytes, 0);
    console.log(
      `Per-build glue on ${r.route} (identical tiny chunks on each origin, not libraries): ${glue.length} files, ${(wasted / 1024).toFixed(1)} KB decoded`,
    );
  }
  const home = results.find((r) => r.route === '/') ?? results[0];
  if (home) {
    const homeRun = home.runs[home.medianRun];
    console.log('');
    console.log(`Largest scripts on first load of ${home.route} (compressed)`);
    for (const s of homeRun.scripts.slice(0, 6)) {
      console.log(`  ${(s.transferSize / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
    }
  }
  console.log('');
  console.log('LCP element and largest layout shift (median run)');
  for (const r of results) {
    const { lcp, layoutShifts } = r.runs[r.medianRun];
    const render = lcp.breakdownMs.elementRenderDelay;
    const shift = [...layoutShifts].sort((a, b) => b.score - a.score)[0];
    console.log(`  ${r.route}`);
    console.log(
      `    LCP   ${lcp.element ?? 'unknown'}${render === undefined ? '' : ` (render delay ${render} ms)`}`,
    );
    console.log(`    shift ${shift ? `${shift.element} (${shift.score.toFixed(3)})` : 'none'}`);
  }
  const failing = results.filter((r) => Object.values(r.failingAudits ?? {}).some((list) => list.length));
  if (failing.length) {
    console.log('');
    console.log('Failing Lighthouse audits (median run)');
    for (const r of failing)
      for (const [category, audits] of Object.entries(r.failingAudits))
        if (audits.length) console.log(`  ${r.route} ${category}: ${audits.join(', ')}`);
  }
  const warnings = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.warnings)))];
  if (warnings.length) {
    console.log('');
    console.log('Lighthouse warnings');
    for (const w of warnings) console.log(`  ${w}`);
  }
  console.log('');
  console.log('Build times');
  console.log(formatBuildTimes(builds));

  const report = {
    timestamp: startedAt.toISOString(),
    durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      totalMemoryGB: Math.round(os.totalmem() / 1024 ** 3),
      loadAverage: os.loadavg(),
      platform: `${os.platform()} ${os.release()}`,
      node: process.version,
    },
    options: { runs: options.runs, routes: options.routes, build: options.build, server: options.server },
    ports: BENCH_PORTS,
    builds,
    routes: results,
    targets,
  };
  await mkdir(path.dirname(options.out), { recursive: true });
  await writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log('');
  console.log(`Wrote ${path.relative(process.cwd(), options.out) || options.out}`);
  return report;
}

try {
  await main();
} catch (error) {
  // After Ctrl-C the signal handler cleans up and exits; the run failing under it is expected.
  if (isStopping()) await new Promise(() => {});
  console.error(error);
  // Exit explicitly: a half-started site (e.g. a port in use) would otherwise keep the process alive.
  process.exit(1);
}
