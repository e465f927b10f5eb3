// The composed site served by nginx from a deployment folder — the production setup — with the
// same interface as startSite() (the Node static server): url(), stop(), start(), close().
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  currentReleases,
  openDeployment,
  PACKAGES,
  regenerate,
  releasePackage,
  reloadNginx,
  rollbackRemotes,
  startNginx,
  writeRuntimeConfig,
} from '../deploy/deployment.mjs';
import { startRefreshService } from '../deploy/refresh-service.mjs';
import { LOCAL_WEBHOOK_SECRET } from '../deploy/webhook.mjs';
import { distOf, localConfig, localRemotes } from './site.mjs';

const buildFolder = (name) => distOf(name === 'shell' ? 'shell' : `mfe-${name}`);

/**
 * @param {object} options
 * @param {Record<string, number>} options.ports
 * @param {string} [options.dir] deployment folder (default: a new temp folder, removed on close)
 * @param {Record<string, string>} [options.dists] package folder name (e.g. 'mfe-courses') -> build folder
 * @param {(ports: Record<string, number>) => unknown} [options.remotesJson] remotes.json body (object, raw string, or null for none)
 * @param {(ports: Record<string, number>) => unknown} [options.configJson] config.json body (object, raw string, or null for none)
 * @param {AbortSignal} [options.signal] aborting it stops the site, even while it is starting
 * @param {string | null} [options.webhookSecret] the content webhook's secret (default: the local
 *   one); null starts no page-refresh service (its port, `webhook` or the shell's + 9, stays free)
 */
export async function startNginxSite({
  ports,
  dir,
  dists = {},
  remotesJson,
  configJson,
  signal,
  webhookSecret = LOCAL_WEBHOOK_SECRET,
}) {
  const ownDir = !dir;
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'qe-deploy-')));
  const writeBody = async (deployment, file, body) => {
    const target = path.join(deployment.dir, 'config', file);
    if (body === null) await rm(target, { force: true });
    else await writeFile(target, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  };
  let deployment;
  let nginx;
  let refresh = null;
  try {
    deployment = await openDeployment(folder, { ports });
    for (const name of PACKAGES) {
      const key = name === 'shell' ? 'shell' : `mfe-${name}`;
      signal?.throwIfAborted();
      await releasePackage(deployment, name, dists[key] ?? buildFolder(name));
    }
    await writeRuntimeConfig(deployment, { remotes: localRemotes(ports), config: localConfig(ports) });
    if (remotesJson) await writeBody(deployment, 'remotes.json', remotesJson(ports));
    if (configJson) await writeBody(deployment, 'config.json', configJson(ports));
    await regenerate(deployment);
    signal?.throwIfAborted();
    nginx = await startNginx(deployment, { signal });
    // Published content refreshes the pages by itself: Sanity's webhook, proxied by nginx.
    if (webhookSecret) {
      refresh = await startRefreshService(deployment, { secret: webhookSecret, log: console.log });
      signal?.addEventListener('abort', () => refresh?.close(), { once: true });
    }
  } catch (error) {
    await refresh?.close();
    await nginx?.stop();
    if (ownDir) await rm(folder, { recursive: true, force: true });
    throw error;
  }
  /** Remotes taken offline, with the release to bring back. */
  const offline = new Map();

  // A redeploy regenerates every page: never while a content refresh writes some of them.
  const regenerateAndReload = async () => {
    await regenerate(deployment);
    await reloadNginx(deployment);
  };
  const apply = () => (refresh ? refresh.refresher.exclusive(regenerateAndReload) : regenerateAndReload());

  return {
    ports,
    deployment,
    /** The page-refresh service (null when started without one). */
    refresh,
    url: (name = 'shell') => `http://localhost:${ports[name]}`,
    /** Takes a remote offline: nginx stops serving its origin. */
    async stop(name) {
      const releases = await currentReleases(deployment);
      if (!releases[name]) return;
      offline.set(name, releases[name]);
      await rm(path.join(deployment.dir, 'current', name), { force: true });
      await apply();
    },
    /** Brings a remote back, optionally as a new release from another build folder (a redeploy). */
    async start(name, dist) {
      await releasePackage(deployment, name, dist ?? offline.get(name) ?? buildFolder(name));
      offline.delete(name);
      await apply();
    },
    /** Redeploys a package from a build folder while the site keeps running. */
    async redeploy(name, dist) {
      await releasePackage(deployment, name, dist);
      await apply();
    },
    async setRemotes(remotes) {
      await writeRuntimeConfig(deployment, { remotes });
      await apply();
    },
    async rollbackRemotes() {
      await rollbackRemotes(deployment);
      await apply();
    },
    async close() {
      await refresh?.close();
      refresh = null;
      await nginx?.stop();
      nginx = null;
      if (ownDir) await rm(folder, { recursive: true, force: true });
    },
  };
}
