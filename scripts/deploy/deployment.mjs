// A deployment folder and the operations on it. Every change is atomic: new files are written
// beside the live ones and swapped in with a rename, so a visitor never sees a half-deployed
// package. Layout:
//   releases/<package>-<id>/   immutable copies of build folders (precompressed .br/.gz next to text files)
//   current/<package>          symlink to the live release of each package
//   config/remotes.json        deploy-time runtime files (previous versions kept in config/history/)
//   config/config.json
//   config/pages -> pages-<id> the shell's HTML pages with preload hints, the prerendered pages
//                              (prerendered/<path>.html), and files/ (sitemap, robots.txt, feeds) (pages.mjs)
//   nginx.conf, deployment.json (ports), logs/, run/
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chmod,
  cp,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { inlineScriptHashes, securityHeaders } from './csp.mjs';
import { GENERATION_PATH, generationOf, nginxConfig } from './nginx.mjs';
import { PRERENDERED_DIR, renderPages } from './pages.mjs';

export const PACKAGES = ['shell', 'courses', 'knowledge', 'company', 'account'];
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const newId = () => `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** Writes a file atomically (write beside it, then rename over it). */
async function writeAtomic(file, content) {
  const temp = `${file}.${newId()}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/** Points a symlink at a new target atomically. */
async function swapLink(link, target) {
  const temp = `${link}.${newId()}.tmp`;
  await symlink(target, temp);
  await rename(temp, link);
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Compressed copies by content hash: a build released again (tests, rollbacks) costs no CPU. */
const COMPRESS_CACHE = path.join(os.tmpdir(), 'qe-precompress-cache');

/**
 * Compressed copy of a body. `fast`: brotli quality 6 and gzip 6 instead of 11 and 9 — for the
 * many prerendered pages (127 ms → 3 ms a page, 8% larger), where quality 11 would take minutes.
 */
async function compressed(body, extension, fast = false) {
  const hash = createHash('sha256').update(body).digest('hex');
  const cached = path.join(COMPRESS_CACHE, `${hash}${fast ? '-fast' : ''}.${extension}`);
  try {
    return await readFile(cached);
  } catch {}
  const output =
    extension === 'gz'
      ? await gzip(body, { level: fast ? 6 : 9 })
      : await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 6 : 11 } });
  await mkdir(COMPRESS_CACHE, { recursive: true });
  await writeAtomic(cached, output);
  return output;
}

/**
 * Writes .br and .gz beside every text file (nginx serves them with the *_static modules), a few
 * files at a time. `fast(relativePath)` picks the quicker compression for a file.
 */
async function precompress(folder, { fast = () => false } = {}) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const body = await readFile(file);
      if (body.length < 512) continue;
      const quick = fast(path.relative(folder, file));
      const [gz, br] = await Promise.all([compressed(body, 'gz', quick), compressed(body, 'br', quick)]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export async function readJson(file, fallback = null) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Creates (or reuses) a deployment folder for these ports. */
export async function openDeployment(dir, { ports } = {}) {
  const absolute = path.resolve(dir);
  for (const sub of ['releases', 'current', 'config/history', 'logs', 'run'])
    await mkdir(path.join(absolute, sub), { recursive: true });
  // nginx workers run as an unprivileged user: they must be able to read the deployment.
  await chmod(absolute, 0o755);
  const stateFile = path.join(absolute, 'deployment.json');
  const state = (await readJson(stateFile)) ?? {};
  if (ports) {
    state.ports = ports;
    await writeAtomic(stateFile, JSON.stringify(state, null, 2));
  }
  if (!state.ports) throw new Error(`${absolute} is not a deployment (no deployment.json)`);
  return { dir: absolute, ports: state.ports };
}

/** nginx workers run unprivileged: a build copied from a private temp folder must be readable. */
async function makeReadable(folder) {
  await chmod(folder, 0o755);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644),
    ),
  );
}

/** Copies a build folder in as a new release of a package and makes it live. */
export async function releasePackage(deployment, name, buildDir) {
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`${buildDir} is not a build of ${name}`);
  const release = path.join(deployment.dir, 'releases', `${name}-${newId()}`);
  await cp(buildDir, release, { recursive: true });
  await makeReadable(release);
  await precompress(release);
  await swapLink(path.join(deployment.dir, 'current', name), release);
  return release;
}

/** The live release folder of each package. */
export async function currentReleases(deployment) {
  const releases = {};
  for (const name of PACKAGES) {
    const link = path.join(deployment.dir, 'current', name);
    if (existsSync(link)) releases[name] = await readlink(link);
  }
  return releases;
}

/** Replaces remotes.json and/or config.json atomically, keeping the previous remotes.json. */
export async function writeRuntimeConfig(deployment, { remotes, config }) {
  const folder = path.join(deployment.dir, 'config');
  if (remotes) {
    const current = path.join(folder, 'remotes.json');
    if (existsSync(current)) await cp(current, path.join(folder, 'history', `remotes-${newId()}.json`));
    await writeAtomic(current, JSON.stringify(remotes, null, 2));
  }
  if (config) await writeAtomic(path.join(folder, 'config.json'), JSON.stringify(config, null, 2));
}

/** Puts the previous remotes.json back (a rollback). Returns the restored map. */
export async function rollbackRemotes(deployment) {
  const history = path.join(deployment.dir, 'config', 'history');
  const versions = (await readdir(history)).filter((name) => name.startsWith('remotes-')).sort();
  const previous = versions.at(-1);
  if (!previous) throw new Error('There is no earlier remotes.json to roll back to');
  const restored = await readJson(path.join(history, previous));
  await writeAtomic(path.join(deployment.dir, 'config', 'remotes.json'), JSON.stringify(restored, null, 2));
  await rm(path.join(history, previous));
  return restored;
}

/** Regenerates what depends on the live releases and runtime config: the shell's pages and nginx.conf. */
export async function regenerate(deployment) {
  const releases = await currentReleases(deployment);
  if (!releases.shell) throw new Error('The shell is not deployed');
  const remotes = (await readJson(path.join(deployment.dir, 'config', 'remotes.json'))) ?? {};
  const config = (await readJson(path.join(deployment.dir, 'config', 'config.json'))) ?? {};
  const localReleases = {};
  for (const [name, url] of Object.entries(remotes)) {
    try {
      const port = Number(new URL(url).port);
      if (releases[name] && port === deployment.ports[name]) localReleases[name] = releases[name];
    } catch {}
  }
  const content = config?.content ?? {};
  const contentOrigins = content.apiHost
    ? [new URL(content.apiHost).origin]
    : content.projectId
      ? [`https://${content.projectId}.api.sanity.io`]
      : [];
  // Pages are written as they are rendered (thousands of them need not all sit in memory).
  const pagesDir = path.join(deployment.dir, 'config', `pages-${newId()}`);
  await mkdir(pagesDir);
  const scriptHashes = new Set();
  const rendered = await renderPages(releases.shell, remotes, localReleases, contentOrigins, config, {
    write: async (file, body) => {
      for (const hash of inlineScriptHashes(body)) scriptHashes.add(hash);
      await mkdir(path.dirname(path.join(pagesDir, file)), { recursive: true });
      await writeFile(path.join(pagesDir, file), body);
    },
  });
  // The shell's own few pages get the best compression; the many per-path pages a quick one.
  await precompress(pagesDir, { fast: (file) => file.startsWith(`${PRERENDERED_DIR}${path.sep}`) });
  const oldPages = existsSync(path.join(deployment.dir, 'config', 'pages'))
    ? await readlink(path.join(deployment.dir, 'config', 'pages'))
    : null;
  await swapLink(path.join(deployment.dir, 'config', 'pages'), pagesDir);
  if (oldPages && oldPages !== pagesDir)
    setTimeout(() => rm(oldPages, { recursive: true, force: true }), 10_000).unref();

  const sections = (await readJson(path.join(releases.shell, 'sections.json'))) ?? {};
  const headers = securityHeaders({ config, remotes, scriptHashes: [...scriptHashes] });
  const served = PACKAGES.filter((name) => name !== 'shell' && releases[name]);
  await writeAtomic(
    path.join(deployment.dir, 'nginx.conf'),
    nginxConfig({
      dir: deployment.dir,
      ports: deployment.ports,
      sections,
      headers,
      remotes: served,
      published: rendered.published,
      generation: newId(),
    }),
  );
  return { pages: rendered.files, published: rendered.published, headers };
}

function runNginx(deployment, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      NGINX,
      ['-p', deployment.dir, '-c', path.join(deployment.dir, 'nginx.conf'), ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`nginx ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The configuration generation nginx answers on the shell's port (null when it does not answer). */
async function liveGeneration(deployment) {
  try {
    const response = await fetch(`http://127.0.0.1:${deployment.ports.shell}${GENERATION_PATH}`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * Waits until nginx serves the nginx.conf on disk (after a start or a reload, new workers take
 * over asynchronously; a slow machine can take well over 100 ms).
 */
async function waitForGeneration(deployment, timeoutMs = 15_000) {
  const expected = generationOf(await readFile(path.join(deployment.dir, 'nginx.conf'), 'utf8'));
  const deadline = Date.now() + timeoutMs;
  let answered = null;
  while (Date.now() < deadline) {
    answered = await liveGeneration(deployment);
    if (answered === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `nginx did not pick up configuration ${expected} within ${timeoutMs / 1000} s (port ${deployment.ports.shell} answers ${answered ?? 'nothing'})`,
  );
}

/** nginx masters this process started and has not stopped: stopped when the process exits. */
const liveNginx = new Set();
process.once('exit', () => {
  // Fast shutdown (the master stops its workers); nothing keeps a port after its owner is gone.
  for (const child of liveNginx) child.kill('SIGTERM');
});

/**
 * Starts nginx in the foreground for this deployment; resolves once every port answers.
 * Aborting `signal` stops it, whenever that happens — before, during or after the start (a test
 * cut off by its time limit never leaves an nginx holding its ports).
 * @param {{ dir: string, ports: Record<string, number> }} deployment
 * @param {{ signal?: AbortSignal }} [options]
 */
export async function startNginx(deployment, { signal } = {}) {
  signal?.throwIfAborted();
  await runNginx(deployment, ['-t', '-q']);
  signal?.throwIfAborted();
  const child = spawn(
    NGINX,
    ['-p', deployment.dir, '-c', path.join(deployment.dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  liveNginx.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => liveNginx.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const ports = Object.entries(deployment.ports)
      .filter(([name]) => PACKAGES.includes(name))
      .map(([, port]) => port);
    const deadline = Date.now() + 20_000;
    const exitedEarly = () => {
      if (child.exitCode !== null)
        throw new Error(`nginx exited with ${child.exitCode} (see its error above)`);
      signal?.throwIfAborted();
    };
    while (true) {
      exitedEarly();
      const open = await Promise.all(ports.map(portOpen));
      if (open.every(Boolean)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${ports.join(', ')} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The ports answer before the master has written its pid file (needed by `nginx -s reload`).
    const pidFile = path.join(deployment.dir, 'run', 'nginx.pid');
    while (!(existsSync(pidFile) && (await readFile(pidFile, 'utf8')).trim())) {
      exitedEarly();
      if (Date.now() > deadline) throw new Error('nginx wrote no pid file within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitForGeneration(deployment);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

/** The pids of the nginx master's worker processes (Linux /proc; none elsewhere). */
async function workerPids(deployment) {
  try {
    const master = (await readFile(path.join(deployment.dir, 'run', 'nginx.pid'), 'utf8')).trim();
    const workers = [];
    for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === master) workers.push(pid);
      } catch {}
    }
    return workers;
  } catch {
    return [];
  }
}

/**
 * Applies a new nginx.conf to the running nginx (graceful: open requests finish first) and
 * resolves once it is the only one answering: new workers serve the new generation and the old
 * workers — which keep answering on their idle keep-alive connections until they get the master's
 * signal — have exited.
 */
export async function reloadNginx(deployment) {
  const oldWorkers = await workerPids(deployment);
  await runNginx(deployment, ['-t', '-q']);
  await runNginx(deployment, ['-s', 'reload']);
  await waitForGeneration(deployment);
  // Until they exit, a visitor's kept-alive or preconnected connection can still get a page with
  // the old headers (its CSP naming the old remotes) beside the new remotes.json: seen after more
  // than 15 s. nginx.conf's worker_shutdown_timeout (10 s) bounds it; this waits for it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const workers = new Set(await workerPids(deployment));
    const left = oldWorkers.filter((pid) => workers.has(pid));
    if (left.length === 0) return;
    if (Date.now() > deadline) {
      console.warn(`[deploy] ${left.length} old nginx worker(s) still running 60 s after a reload`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
