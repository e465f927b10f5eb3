import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { PACKAGES } from '../../scripts/deploy/deployment.mjs';
import { startNginxSite } from '../../scripts/lib/nginx-site.mjs';
import { assertPortsFree } from '../../scripts/lib/ports.mjs';
import { distOf, localConfig, localRemotes, ROOT, startSite } from '../../scripts/lib/site.mjs';
import { TEST_PORTS } from './env';

export { distOf, localConfig, localRemotes, ROOT };

/**
 * Ports for a site started by one test, unique per parallel worker, so a test can stop a remote
 * or serve a different config without touching the shared test site.
 */
export function privatePorts(offset = 0) {
  const base = TEST_PORTS.shell + 500 + test.info().parallelIndex * 40 + offset * 10;
  return {
    ...TEST_PORTS,
    shell: base,
    courses: base + 1,
    knowledge: base + 2,
    company: base + 3,
    account: base + 4,
  };
}

export type PrivateSiteOptions = Omit<Parameters<typeof startNginxSite>[0], 'ports' | 'signal'> & {
  offset?: number;
};
export type PrivateSite = Awaited<ReturnType<typeof startNginxSite>>;

/**
 * Starts a private composed site (its own nginx on this worker's private ports). Tests get it
 * through the `privateSite` fixture (support/test.ts), which stops it whatever happens to the
 * test; `signal` aborts a start that a time limit cut off. Taken ports fail at once, clearly.
 */
export async function startPrivateSite(
  { offset, ...options }: PrivateSiteOptions,
  signal: AbortSignal,
): Promise<PrivateSite> {
  const ports = privatePorts(offset);
  const served = Object.fromEntries(PACKAGES.map((name) => [name, ports[name as keyof typeof ports]]));
  await assertPortsFree(served, `A private site for '${test.info().title}'`);
  return startNginxSite({ ports, signal, ...options });
}

export type PrivateNodeSite = Awaited<ReturnType<typeof startSite>>;

/**
 * The same composed site served by the Node static server that `npm start` uses (no nginx), on
 * this worker's private ports (offset 1 unless given). Tests get it through the `privateNodeSite`
 * fixture, which closes it when the test ends.
 */
export async function startPrivateNodeSite({
  offset = 1,
}: {
  offset?: number;
} = {}): Promise<PrivateNodeSite> {
  const ports = privatePorts(offset);
  const served = Object.fromEntries(PACKAGES.map((name) => [name, ports[name as keyof typeof ports]]));
  await assertPortsFree(served, `A private Node site for '${test.info().title}'`);
  return startSite({ ports });
}

/** A copy of a build folder in a temp dir, to tamper with or redeploy from. */
export async function copyDist(pkg: string): Promise<string> {
  const target = await mkdtemp(path.join(os.tmpdir(), `qe-${pkg}-`));
  await cp(distOf(pkg), target, { recursive: true });
  return target;
}

/** sha256 of every file under a folder, keyed by relative path. */
export async function hashTree(folder: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(folder, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return hashes;
}
