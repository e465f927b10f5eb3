#!/usr/bin/env node
// Benchmark: deploy-time prerendering on a generated large dataset — time per 1,000 pages, for
// each remote that renders many (knowledge: every article; company: every team member), as the
// deploy does it (scripts/deploy/pages.mjs: the built `server/prerender.mjs`, each page put in the
// shell's section page and written to disk). The content API runs in its own process over a
// generated dataset file (as the real one runs elsewhere). Median and spread of several runs.
//
//   npm run bench:prerender [-- --articles 5000 --team 1000 --runs 3 --concurrency 1,4]
// Needs the builds (npm run build). Writes bench-results/prerender.json.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDataset } from '../emulators/content-api/generate.mjs';
import {
  listPaths,
  PRERENDERED_DIR,
  readManifest,
  remoteAppCss,
  renderPaths,
  sectionPage,
} from './deploy/pages.mjs';
import { loadPrerenderer } from './deploy/prerender-module.mjs';
import { distOf, localConfig, ROOT } from './lib/site.mjs';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '5000' },
    team: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '1,4' },
  },
});
const ARTICLES = Number(values.articles);
const TEAM = Number(values.team);
const RUNS = Number(values.runs);
const CONCURRENCY = values.concurrency.split(',').map(Number);

/** The generated dataset, plus `TEAM` team members with their own pages. */
function dataset() {
  const documents = generateDataset({ courses: 20, posts: ARTICLES });
  for (let i = 20; i < TEAM; i += 1)
    documents.push({
      _id: `team-${i}`,
      _type: 'teamMember',
      _updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      name: `Instructor ${i}`,
      slug: { current: `instructor-${i}` },
      role: 'Instructor',
      bio: 'A generated biography, a sentence or two long, as a team page shows it.',
    });
  return documents;
}

/** The content API in a child process over a dataset folder; resolves with its URL. */
async function startContentApi(dir) {
  const script = `import { startContentApi } from ${JSON.stringify(path.join(ROOT, 'emulators/content-api/server.mjs'))};
const api = await startContentApi({ port: 0, dir: ${JSON.stringify(dir)} });
console.log('URL ' + api.url);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /URL (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the content API exited (${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'qe-bench-prerender-'));
  const documents = dataset();
  await writeFile(
    path.join(work, 'data.ndjson'),
    `${documents.map((doc) => JSON.stringify(doc)).join('\n')}\n`,
  );
  const api = await startContentApi(work);
  const ports = { shell: 4999, content: Number(new URL(api.url).port), forms: 4998, auth: 4997 };
  const config = localConfig(ports);
  const app = await readFile(path.join(distOf('shell'), 'app.html'), 'utf8');
  const sections = JSON.parse(await readFile(path.join(distOf('shell'), 'sections.json'), 'utf8'));
  const rows = [];
  try {
    for (const remote of ['knowledge', 'company']) {
      const releaseDir = distOf(`mfe-${remote}`);
      const manifestUrl = `http://localhost:${9000}/mf-manifest.json`;
      const prerenderer = await loadPrerenderer({ manifestUrl, releaseDir });
      if (!prerenderer)
        throw new Error(`${releaseDir} has no prerender module (npm run build -- mfe-${remote})`);
      const manifest = await readManifest(manifestUrl, releaseDir);
      const css = await remoteAppCss({ releaseDir, manifestUrl, manifest });
      for (const concurrency of CONCURRENCY) {
        const times = [];
        let pages = 0;
        for (let run = 0; run < RUNS; run += 1) {
          const out = path.join(work, `pages-${remote}-${concurrency}-${run}`);
          const started = performance.now();
          const entries = await listPaths(prerenderer, { remote, prefixes: sections[remote], config });
          let written = 0;
          await renderPaths(
            prerenderer,
            entries.map((entry) => entry.path),
            {
              remote,
              manifestUrl,
              config,
              concurrency,
              onPage: async (snapshot) => {
                const html = sectionPage(app, snapshot, css);
                if (!html) return;
                const file = path.join(out, `${PRERENDERED_DIR}${snapshot.path}.html`);
                await mkdir(path.dirname(file), { recursive: true });
                await writeFile(file, html);
                written += 1;
              },
            },
          );
          const seconds = (performance.now() - started) / 1000;
          if (written < entries.length * 0.99)
            throw new Error(`${remote}: only ${written} of ${entries.length} pages rendered`);
          pages = written;
          times.push((seconds / written) * 1000);
          await rm(out, { recursive: true, force: true });
          console.log(
            `${remote} ×${concurrency} run ${run + 1}: ${written} pages in ${seconds.toFixed(1)} s`,
          );
        }
        rows.push({
          remote,
          pages,
          concurrency,
          median: median(times),
          min: Math.min(...times),
          max: Math.max(...times),
        });
      }
    }
  } finally {
    api.stop();
    await rm(work, { recursive: true, force: true });
  }
  console.log(
    `\nPrerender time per 1,000 pages (${ARTICLES} articles, ${TEAM} team members; ${RUNS} runs; ${os.cpus().length} cores)\n`,
  );
  console.log('| remote    | pages | pages at a time | s per 1,000 pages (median) | spread (min–max) |');
  console.log('| --------- | ----- | --------------- | -------------------------- | ---------------- |');
  for (const row of rows)
    console.log(
      `| ${row.remote.padEnd(9)} | ${String(row.pages).padStart(5)} | ${String(row.concurrency).padStart(15)} | ${row.median.toFixed(1).padStart(26)} | ${`${row.min.toFixed(1)}–${row.max.toFixed(1)}`.padStart(16)} |`,
    );
  await mkdir(path.join(ROOT, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench-results', 'prerender.json'),
    `${JSON.stringify({ articles: ARTICLES, team: TEAM, runs: RUNS, rows }, null, 2)}\n`,
  );
}

await main();
process.exit(0);
