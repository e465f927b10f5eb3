// `npm start` the way a newcomer runs it: in a fresh clone of the repository (committed files
// only, no node_modules, no builds), until the composed site is ready. Used by the fresh-clone
// check in the test command and by `npm run bench:start`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertPortsFree, PROFILES } from './ports.mjs';
import { run } from './run.mjs';
import { ROOT } from './site.mjs';

const READY = /QuantEthic is ready/;

/**
 * Clones the repository into a temp folder and runs `npm start -- --profile <profile>` there.
 * @param {{ profile?: string, timeoutMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ dir: string, url: string, ports: Record<string, number>, startedAt: number, readyAt: number, output: () => string, stop: () => Promise<void> }>}
 *   startedAt/readyAt are performance.now() times: from running `npm start` to its "ready" line.
 */
export async function startInFreshClone({ profile = 'clone', timeoutMs = 15 * 60_000, log = () => {} } = {}) {
  const ports = PROFILES[profile];
  if (!ports) throw new Error(`Unknown profile ${profile}`);
  await assertPortsFree(ports, 'The fresh-clone start');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'qe-fresh-clone-'));
  await run('git', ['clone', '--quiet', ROOT, dir]);
  log(`cloned ${ROOT} into ${dir}`);

  const startedAt = performance.now();
  // Its own process group, so stopping it stops everything it started (pnpm, servers, emulator).
  const child = spawn('npm', ['start', '--', '--profile', profile], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const onData = (chunk) => {
    const text = String(chunk);
    output += text;
    for (const line of text.split('\n')) if (line.trim()) log(`  │ ${line}`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {}
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 20_000);
      await exited;
      clearTimeout(timer);
    }
    // Anything of the group still alive (a server that ignored SIGINT) goes too.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start was not ready within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const check = () => {
        if (READY.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', check);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited (${signal ?? `code ${code}`}) before the site was ready`));
      });
    });
  } catch (error) {
    await stop();
    const tail = output.trim().split('\n').slice(-25).join('\n');
    throw new Error(`${error.message}\nLast lines of its output:\n${tail}`);
  }
  return {
    dir,
    ports,
    url: `http://localhost:${ports.shell}`,
    startedAt,
    readyAt: performance.now(),
    output: () => output,
    stop,
  };
}
