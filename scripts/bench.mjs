#!/usr/bin/env node
// Performance benchmark of the composed production site, beside its single-bundle baseline.
//
// Builds every app and the single-bundle baseline (the same shell and remotes linked into one
// ordinary bundle, no Module Federation: docs/decisions/0009-single-bundle-baseline.md), deploys
// both to nginx the same way (production headers, caching, brotli, deploy-time prerendered pages)
// — the federated site on the `bench` ports, the baseline on its own (BENCH_PORTS + 60), both on
// the same local backends — and measures every route on both in the same run, interleaved
// (federated run k, single run k, …) so they share the machine's noise: Lighthouse (mobile,
// simulated throttling; JS bytes at first load, main-thread scripting time at 4× CPU, TBT, LCP,
// the four category scores) and the time to the first interactive section under real mobile
// throttling. Also counts the React copies and duplicate libraries each route loads (Playwright).
// Prints per route each metric's median and spread (min–max) on both sites with the ratio
// federated / single, the federated site's table and the target checks, and writes everything as
// JSON. Signed-in routes (/courses/{slug}/learn) sign in with the demo account first. Targets that
// fail do not fail the command.
//
// Usage: node scripts/bench.mjs [--no-build] [--no-baseline] [--runs 5] [--routes /,/courses] [--out file.json]
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureWithAttempts } from './bench/attempts.mjs';
import { ratios, spread, summarizeSite } from './bench/compare.mjs';
import { BENCH_PORTS, DEFAULT_ROUTES, isSignedInRoute, SINGLE_BENCH_PORTS } from './bench/config.mjs';
import { killAllChrome, medianRun, runLighthouse } from './bench/lighthouse-run.mjs';
import { inspectReactCopies, launchBrowser } from './bench/react-copies.mjs';
import { timeToFirstRemoteRender } from './bench/remote-render.mjs';
import { signIn, signInOverCdp } from './bench/sign-in.mjs';
import { isStopping, onTerminate } from './bench/signals.mjs';
import { checkSingleBundleSite } from './bench/single-check.mjs';
import { startSingleBundleSite } from './bench/single-site.mjs';
import {
  formatBuildTimes,
  formatComparison,
  formatDuplicates,
  formatResults,
  formatTargets,
} from './bench/table.mjs';
import { evaluateTargets } from './bench/targets.mjs';
import { buildApps, buildSingleBundle } from './build.mjs';
import { startNginxSite } from './lib/nginx-site.mjs';
import { startServices } from './lib/services.mjs';
import { ROOT, startSite } from './lib/site.mjs';
import { ensureSystemPackages } from './lib/system.mjs';

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      // Skips the single-bundle baseline (quicker; no ratios).
      'no-baseline': { type: 'boolean', default: false },
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
  const baseline = !values['no-baseline'];
  if (baseline && values.server !== 'nginx')
    throw new Error(
      'The single-bundle baseline is served by nginx only: add --no-baseline to use --server node',
    );
  return {
    build: !values['no-build'],
    baseline,
    runs,
    routes,
    server: values.server,
    out: path.resolve(values.out),
  };
}

/** Lighthouse once, retried once: a single flaky run (e.g. a timeout under load) should not sink the bench. */

/** A route's figures on one site: each metric's median over the runs, the median run's details. */
function routeResult(route, url, runs, remoteRenders, inspection) {
  const best = medianRun(runs);
  const { duplicates, ...rest } = inspection;
  const summary = summarizeSite(runs, remoteRenders);
  return {
    route,
    url,
    perf: summary.perf.median,
    accessibility: best.accessibility,
    bestPractices: best.bestPractices,
    seo: best.seo,
    failingAudits: best.failingAudits,
    lcpMs: summary.lcpMs.median,
    tbtMs: summary.tbtMs.median,
    cls: spread(runs.map((run) => run.cls)).median,
    jsBytes: summary.jsBytes.median,
    scriptingMs: summary.scriptingMs.median,
    requests: best.requests,
    firstRemoteRenderMs: summary.firstRemoteRenderMs.median,
    remoteRenders,
    reactCopies: Math.max(rest.rendererInjections, rest.reactCoreDefinitions),
    rendererInjections: rest.rendererInjections,
    reactCoreDefinitions: rest.reactCoreDefinitions,
    duplicates,
    summary,
    medianRun: runs.indexOf(best),
    runs,
    inspection: rest,
  };
}

/** Runs the whole benchmark; returns the report that was written. */
async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();

  let builds = [];
  if (options.build) {
    console.log('Building apps…');
    builds = await buildApps();
    if (options.baseline) builds.push(await buildSingleBundle());
  }

  if (options.server === 'nginx') await ensureSystemPackages();
  // Both sites run against the same local backends.
  const services = await startServices(BENCH_PORTS, {
    profile: 'bench',
    otherSitePorts: options.baseline ? [SINGLE_BENCH_PORTS.shell] : [],
  });
  /** @type {{ id: 'federated' | 'single', label: string, site: any }[]} */
  const sites = [];
  let browser;
  const closeAll = () => Promise.all([...sites.map(({ site }) => site.close()), services.close()]);
  const releaseSignals = onTerminate(async () => {
    killAllChrome();
    await browser?.close();
    await closeAll();
  });
  const results = [];
  const baselines = new Map();
  try {
    sites.push({
      id: 'federated',
      label: 'federated',
      site:
        options.server === 'nginx'
          ? await startNginxSite({ ports: BENCH_PORTS })
          : await startSite({ ports: BENCH_PORTS }),
    });
    if (options.baseline)
      sites.push({
        id: 'single',
        label: 'single bundle',
        site: await startSingleBundleSite({ ports: SINGLE_BENCH_PORTS }),
      });
    for (const { label, site } of sites) console.log(`${label} site on ${site.url('shell')}`);
    if (options.baseline) {
      // A baseline that does not render its sections would make every ratio meaningless.
      browser = await launchBrowser();
      const problems = await checkSingleBundleSite(browser, sites[1].site.url('shell'));
      if (problems.length)
        throw new Error(`The single-bundle site does not work:\n  ${problems.join('\n  ')}`);
      console.log('single-bundle site checked: its sections go live, no federation file requested');
      await browser.close();
      browser = undefined;
    }
    console.log(`${options.runs} Lighthouse run(s) per route and site, interleaved`);
    /** route -> site id -> { url, runs } */
    const measured = new Map();
    for (const route of options.routes) {
      const perSite = Object.fromEntries(
        sites.map(({ id, site }) => [id, { url: new URL(route, site.url('shell')).href, runs: [] }]),
      );
      for (let i = 0; i < options.runs; i++) {
        for (const { id, label, site } of sites) {
          const siteUrl = site.url('shell');
          const prepare = isSignedInRoute(route) ? (port) => signInOverCdp(port, siteUrl) : undefined;
          const run = await measureWithAttempts(() => runLighthouse(perSite[id].url, { prepare }));
          if (!run) continue;
          console.log(
            `  lighthouse ${route} ${label} run ${i + 1}/${options.runs}: perf ${run.perf}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, scripting ${run.scriptingMs} ms, JS ${(run.jsBytes / 1024).toFixed(1)} KB, a11y ${run.accessibility}, BP ${run.bestPractices}, SEO ${run.seo}`,
          );
          perSite[id].runs.push(run);
        }
      }
      measured.set(route, perSite);
    }

    browser = await launchBrowser();
    for (const [route, perSite] of measured) {
      const unmeasured = sites.filter(({ id }) => perSite[id].runs.length === 0);
      if (unmeasured.length) {
        console.log(
          `  ${route}: no Lighthouse run worked on the ${unmeasured.map(({ label }) => label).join(' and ')} site; the route is left out of the results`,
        );
        continue;
      }
      const signedIn = isSignedInRoute(route);
      const inspections = {};
      const remoteRenders = Object.fromEntries(sites.map(({ id }) => [id, []]));
      for (const { id, label, site } of sites) {
        const siteUrl = site.url('shell');
        inspections[id] = await inspectReactCopies(browser, perSite[id].url, {
          prepare: signedIn ? (page) => signIn(page, siteUrl) : undefined,
        });
        console.log(
          `  inspected ${route} ${label}: ${inspections[id].rendererInjections} renderer(s), ${inspections[id].reactCoreDefinitions} React core file(s), ${inspections[id].duplicates.length} duplicate(s)`,
        );
      }
      for (let i = 0; i < options.runs; i++)
        for (const { id } of sites)
          remoteRenders[id].push(await timeToFirstRemoteRender(browser, perSite[id].url, { signedIn }));
      for (const { id, label } of sites)
        console.log(`  first interactive section ${route} ${label}: ${remoteRenders[id].join(', ')} ms`);
      const [federated, single] = sites.map(({ id }) =>
        routeResult(route, perSite[id].url, perSite[id].runs, remoteRenders[id], inspections[id]),
      );
      results.push({
        ...federated,
        baseline: single
          ? {
              jsBytes: single.jsBytes,
              scriptingMs: single.scriptingMs,
              ratios: ratios(federated.summary, single.summary),
            }
          : null,
      });
      if (single) baselines.set(route, single);
    }
  } finally {
    releaseSignals();
    await browser?.close();
    await closeAll();
  }

  const targets = evaluateTargets(results);

  console.log('');
  console.log('Federated / single bundle (medians and spread of the runs)');
  console.log(
    formatComparison(
      results.map((r) => ({
        route: r.route,
        runs: options.runs,
        federated: r.summary,
        single: baselines.get(r.route)?.summary ?? null,
      })),
    ),
  );
  console.log('');
  console.log('Federated site (medians of the runs; scores and audits of the median run)');
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
    options: {
      runs: options.runs,
      routes: options.routes,
      build: options.build,
      baseline: options.baseline,
      server: options.server,
    },
    ports: BENCH_PORTS,
    baselinePorts: options.baseline ? SINGLE_BENCH_PORTS : null,
    builds,
    routes: results,
    // The single-bundle baseline's figures per route (same shape as `routes`).
    baseline: [...baselines.values()],
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
