import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { DEFAULT_DATASET_DIR, startContentApi } from '../../emulators/content-api/server.mjs';
import { PACKAGES } from '../../scripts/deploy/deployment.mjs';
import { LOCAL_WEBHOOK_SECRET, WEBHOOK_PATH } from '../../scripts/deploy/webhook.mjs';
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
  /**
   * The site gets a content API of its own (port shell + 8) over a copy of the demo dataset, which
   * it watches: an edit to the copy's data.ndjson reaches the site's pages through the signed
   * content webhook, as a publish in Sanity does. Other tests' content is unaffected.
   */
  privateContent?: boolean;
};
type Doc = Record<string, unknown> & { _id: string; _type: string };
/** A private site's own content: its dataset copy, and edits to it. */
export interface PrivateContent {
  url: string;
  /** The dataset copy's data.ndjson. */
  file: string;
  /** Rewrites the dataset file with `edit` applied to its documents (the content API picks it up). */
  edit: (edit: (docs: Doc[]) => Doc[]) => Promise<void>;
}
export type PrivateSite = Awaited<ReturnType<typeof startNginxSite>> & { content?: PrivateContent };

/** A content API of the test's own over a copy of the dataset, sending webhooks to the site. */
async function startPrivateContent(ports: ReturnType<typeof privatePorts>, signal: AbortSignal) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'qe-dataset-'));
  try {
    await cp(DEFAULT_DATASET_DIR, dir, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}source`),
    });
    signal.throwIfAborted();
    const api = await startContentApi({
      port: ports.shell + 8,
      dir,
      watch: true,
      webhooks: [{ url: `http://localhost:${ports.shell}${WEBHOOK_PATH}`, secret: LOCAL_WEBHOOK_SECRET }],
      log: (line: string) => console.log(line),
    });
    const file = path.join(dir, 'data.ndjson');
    const content: PrivateContent = {
      url: api.url,
      file,
      async edit(edit) {
        const docs = (await readFile(file, 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Doc);
        await writeFile(
          file,
          `${edit(docs)
            .map((doc) => JSON.stringify(doc))
            .join('\n')}\n`,
        );
      },
    };
    const close = async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    };
    return { content, close };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts a private composed site (its own nginx on this worker's private ports). Tests get it
 * through the `privateSite` fixture (support/test.ts), which stops it whatever happens to the
 * test; `signal` aborts a start that a time limit cut off. Taken ports fail at once, clearly.
 */
export async function startPrivateSite(
  { offset, privateContent, ...options }: PrivateSiteOptions,
  signal: AbortSignal,
): Promise<PrivateSite> {
  const ports = privatePorts(offset);
  const served = Object.fromEntries(PACKAGES.map((name) => [name, ports[name as keyof typeof ports]]));
  await assertPortsFree(served, `A private site for '${test.info().title}'`);
  if (!privateContent) return startNginxSite({ ports, signal, ...options });
  const own = await startPrivateContent(ports, signal);
  try {
    const configJson =
      options.configJson ??
      ((sitePorts: Record<string, number>) => {
        const config = localConfig(sitePorts);
        return { ...config, content: { ...config.content, apiHost: own.content.url } };
      });
    const site = await startNginxSite({ ports, signal, ...options, configJson });
    return {
      ...site,
      content: own.content,
      async close() {
        await site.close();
        await own.close();
      },
    };
  } catch (error) {
    await own.close();
    throw error;
  }
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
