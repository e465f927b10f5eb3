#!/usr/bin/env node
// Interaction benchmark (product targets for large content): on a generated dataset of 1,000
// courses and 5,000 knowledge posts plus one course of 20 modules × 10 lessons × 10 sub-lessons,
//   - the bytes per course of the catalogue's own query (target <= 1.5 KB),
//   - the longest key event while typing in the /courses search (target <= 200 ms),
//   - the longest click event while switching tag filters on /knowledge (target <= 200 ms),
//   - the longest click event of 'Mark Complete' in the learning view (target <= 50 ms, a frame),
// measured with the Event Timing API in Chromium (Playwright) at a mobile viewport with 4× CPU
// throttling, against the production builds (*/dist, never rebuilt here) served by the Node
// server of `npm start`. Each browser scenario runs several times (median and worst run).
// Prints a table and writes bench-results/interactions.json. Missed targets do not fail the
// command; only a crash does.
//
// Usage: node scripts/bench-interactions.mjs [--runs 3] [--out bench-results/interactions.json]
// Ports: QE_BENCH_PORT_BASE (default 7600) + the test profile's offsets (scripts/lib/ports.mjs).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startAuthEmulator } from '../emulators/auth/emulator.mjs';
import { startContentApi } from '../emulators/content-api/server.mjs';
import { MOBILE_CPU_SLOWDOWN, MOBILE_VIEWPORT } from './bench/config.mjs';
import { loadCoursesQuery, measureCatalogueBytes } from './bench/interactions/catalogue-bytes.mjs';
import { benchDocuments, CATALOGUE_COURSES, HUB_POSTS, LARGE_COURSE } from './bench/interactions/dataset.mjs';
import { evaluate, formatRows, TARGETS } from './bench/interactions/report.mjs';
import {
  measureCatalogueTyping,
  measureHubTags,
  measureLearnMarks,
  SEARCH_WORD,
  TYPING_DELAY_MS,
} from './bench/interactions/scenarios.mjs';
import { launchBrowser } from './bench/react-copies.mjs';
import { isStopping, onTerminate } from './bench/signals.mjs';
import { testPorts } from './lib/ports.mjs';
import { DATA_DIR } from './lib/services.mjs';
import { localConfig, ROOT, startSite } from './lib/site.mjs';

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      out: { type: 'string', default: path.join(ROOT, 'bench-results', 'interactions.json') },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  return { runs, out: path.resolve(values.out) };
}

/** Runs `measure` `runs` times, logging each run's figure; a failed run is retried once. */
async function repeat(label, runs, measure, describe) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    let result;
    try {
      result = await measure();
    } catch (error) {
      if (isStopping()) throw error;
      console.log(`  ${label} run ${i + 1}/${runs} failed (${error.message.split('\n')[0]}); retrying once`);
      result = await measure();
    }
    console.log(`  ${label} run ${i + 1}/${runs}: ${describe(result)}`);
    results.push(result);
  }
  return results;
}

const ms = (value) => (value === null ? '< 16 ms' : `${value} ms`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const ports = testPorts(Number(process.env.QE_BENCH_PORT_BASE ?? 7600));

  console.log('Loading the catalogue query and generating the dataset…');
  const coursesQuery = await loadCoursesQuery();
  const documents = benchDocuments();

  const running = [];
  let browser;
  const closeAll = async () => {
    await browser?.close().catch(() => {});
    await Promise.allSettled(running.map((service) => service.close()));
  };
  const releaseSignals = onTerminate(closeAll);
  try {
    const api = await startContentApi({ port: 0, documents });
    running.push(api);
    console.log(`content API   ${api.url} (${api.documents.length} documents)`);
    const auth = await startAuthEmulator({
      port: ports.auth,
      hubPort: ports.authHub,
      loggingPort: ports.authLogging,
      workDir: path.join(DATA_DIR, `firebase-bench-interactions-${ports.auth}`),
    });
    running.push(auth);
    console.log(`auth emulator ${auth.url}`);
    const base = localConfig(ports);
    const config = { ...base, content: { ...base.content, apiHost: api.url } };
    const site = await startSite({ ports, configJson: () => config });
    running.push(site);
    const siteUrl = site.url('shell');
    console.log(`site          ${siteUrl}`);

    const bytes = await measureCatalogueBytes(api.url, coursesQuery);
    console.log(
      `  catalogue query: ${bytes.courses} courses, ${bytes.bytes} B (${bytes.gzipBytes} B gzip) = ${(bytes.bytesPerCourse / 1024).toFixed(2)} KB per course`,
    );

    browser = await launchBrowser();
    console.log(
      `Browser scenarios: ${options.runs} run(s) each, ${MOBILE_CPU_SLOWDOWN}× CPU throttling, ${MOBILE_VIEWPORT.width}×${MOBILE_VIEWPORT.height}`,
    );
    const catalogue = await repeat(
      'catalogue typing',
      options.runs,
      () => measureCatalogueTyping(browser, siteUrl, { coursesQuery }),
      (r) => `longest key event ${ms(r.maxEventMs)}, ${r.renderedCards} cards (${r.statusAfter})`,
    );
    const hub = await repeat(
      'knowledge tags',
      options.runs,
      () => measureHubTags(browser, siteUrl),
      (r) =>
        `longest click event ${ms(r.maxEventMs)} (${r.clicks.map((c) => `${c.tag} ${ms(c.maxEventMs)}`).join(', ')})`,
    );
    const learn = await repeat(
      'learning view',
      options.runs,
      () => measureLearnMarks(browser, siteUrl),
      (r) =>
        `longest 'Mark Complete' event ${ms(r.maxEventMs)} (${r.clicks.map((c) => ms(c.maxEventMs)).join(', ')}); sidebar in next frame ${r.sidebarInNextFrame}/${r.marks}`,
    );

    const rows = evaluate({ bytes, catalogue, hub, learn });
    console.log('');
    console.log(
      `Interactions — Chromium (Playwright), ${MOBILE_CPU_SLOWDOWN}× CPU throttling (CDP Emulation.setCPUThrottlingRate), ` +
        `${MOBILE_VIEWPORT.width}×${MOBILE_VIEWPORT.height} mobile viewport, ${options.runs} run(s) per scenario`,
    );
    console.log(
      `Dataset: ${CATALOGUE_COURSES} generated courses + 1 course of ${LARGE_COURSE.modules}×${LARGE_COURSE.lessonsPerModule}×${LARGE_COURSE.subLessonsPerLesson}, ${HUB_POSTS} posts. ` +
        'Event figures: longest PerformanceEventTiming duration (INP-style, 8 ms granularity, 16 ms floor); ' +
        'PASS/FAIL on the median run.',
    );
    console.log(
      `Machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (other work on the machine shows up as input and presentation delay).`,
    );
    console.log('');
    console.log(formatRows(rows));

    const errors = [...new Set([...catalogue, ...hub, ...learn].flatMap((run) => run.pageErrors))];
    if (errors.length) {
      console.log('');
      console.log('Page errors during the runs');
      for (const error of errors) console.log(`  ${error}`);
    }
    const report = {
      timestamp: startedAt.toISOString(),
      durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        loadAverage: os.loadavg(),
        node: process.version,
      },
      conditions: {
        cpuThrottling: MOBILE_CPU_SLOWDOWN,
        viewport: MOBILE_VIEWPORT,
        runs: options.runs,
        searchWord: SEARCH_WORD,
        typingDelayMs: TYPING_DELAY_MS,
        server: 'node (scripts/lib/site.mjs), production builds',
      },
      dataset: {
        courses: CATALOGUE_COURSES + 1,
        posts: HUB_POSTS,
        largeCourse: LARGE_COURSE,
        documents: api.documents.length,
      },
      targets: TARGETS,
      results: rows.map(({ display, ...row }) => row),
      catalogueBytes: bytes,
      runs: { catalogue, hub, learn },
    };
    await mkdir(path.dirname(options.out), { recursive: true });
    await writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`);
    console.log('');
    console.log(`Wrote ${path.relative(process.cwd(), options.out) || options.out}`);
  } finally {
    releaseSignals();
    await closeAll();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  // After Ctrl-C the signal handler cleans up and exits; the run failing under it is expected.
  if (isStopping()) await new Promise(() => {});
  console.error(error);
  process.exit(1);
}
