// A remote's prerender module (shared/src/contracts/prerender.ts), wherever the remote is
// deployed: from its release folder when it is released on this machine, else over HTTP from its
// own origin, next to its mf-manifest.json (docs/decisions/0004-prerendered-sections.md). Either
// way the module is compiled once per process for each build (by content hash).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where a remote's build keeps its prerender module (shared/src/contracts/prerender.ts). */
export const PRERENDER_MODULE_PATH = 'server/prerender.mjs';
/** A fetched module larger than this is refused (today's are 3–6 MB). */
export const MAX_MODULE_BYTES = 32 * 1024 * 1024;
/** How long fetching a remote's module may take. */
export const MODULE_FETCH_TIMEOUT_MS = 20_000;
/** Fetched modules are written here (by content hash) to be imported. */
const MODULE_CACHE_DIR = path.join(os.tmpdir(), 'qe-prerender-modules');

/** Prerender modules by content hash: loaded and compiled once per process for each build. */
const modules = new Map();

/**
 * Imports a module by its content. Releases of the same build are byte-for-byte copies (a
 * redeploy, a rollback, a test's private site, the same build fetched from another origin): each
 * would otherwise be compiled again (several MB of JavaScript, seconds on a busy machine), since
 * modules are cached by path. The module is self-contained (one file, asset URLs from a global set
 * per render), so one copy serves all.
 */
async function importByContent(source) {
  const hash = createHash('sha256').update(source).digest('hex');
  let loaded = modules.get(hash);
  if (!loaded) {
    loaded = (async () => {
      const file = path.join(MODULE_CACHE_DIR, `${hash}.mjs`);
      if (!existsSync(file)) {
        await mkdir(MODULE_CACHE_DIR, { recursive: true });
        const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temp, source);
        await rename(temp, file);
      }
      return import(pathToFileURL(file).href);
    })();
    modules.set(hash, loaded);
    loaded.catch(() => modules.delete(hash));
  }
  return loaded;
}

/** The body of a URL, refused past `maxBytes` or `timeoutMs`. */
export async function fetchLimited(
  url,
  { maxBytes = MAX_MODULE_BYTES, timeoutMs = MODULE_FETCH_TIMEOUT_MS } = {},
) {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, { signal });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error(`${url} is ${declared} bytes (at most ${maxBytes})`);
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new Error(`${url} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const isPrerenderer = (value) => typeof value?.render === 'function' && typeof value?.paths === 'function';

/**
 * A remote's SectionPrerenderer, or null when it has none (a release without the module, or a
 * remote whose origin answers 404 for it). A remote released here is read from its release
 * folder; any other is fetched from its origin (`server/prerender.mjs` next to the manifest).
 * Throws when the module cannot be had or is not a prerenderer: the caller logs it, and only that
 * remote's pages go without prerendering.
 * @param {{ manifestUrl: string, releaseDir?: string | null, fetchOptions?: { maxBytes?: number, timeoutMs?: number } }} input
 */
export async function loadPrerenderer({ manifestUrl, releaseDir, fetchOptions }) {
  let source;
  if (releaseDir) {
    const file = path.join(releaseDir, PRERENDER_MODULE_PATH);
    if (!existsSync(file)) return null;
    source = await readFile(file);
  } else {
    const url = new URL(PRERENDER_MODULE_PATH, manifestUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`${url} is not an http(s) URL`);
    try {
      source = await fetchLimited(url, fetchOptions);
    } catch (error) {
      if (/answered 404$/.test(error.message)) return null; // This remote prerenders nothing.
      throw new Error(`fetching ${url}: ${error.cause?.message ?? error.message}`);
    }
  }
  const { default: prerenderer } = await importByContent(source);
  if (!isPrerenderer(prerenderer))
    throw new Error(`${PRERENDER_MODULE_PATH} does not export a SectionPrerenderer`);
  return prerenderer;
}

/** The global a prerender module reads its asset base from (shared/build/vite-config.ts). */
export const ASSET_BASE_GLOBAL = '__QE_ASSET_BASE__';

/** `promise`, or a rejection naming `what` once it has taken longer than `ms`. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
