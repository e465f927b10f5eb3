// The composed site served by nginx from a deployment folder — the production setup — with the
// same interface as startSite() (the Node static server): url(), stop(), start(), close().
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  openDeployment,
  PACKAGES,
  regenerate,
  releasePackage,
  reloadNginx,
  startNginx,
  writeRuntimeConfig,
} from '../deploy/deployment.mjs';
import { distOf, localConfig, localRemotes } from './site.mjs';

const buildFolder = (name) => distOf(name === 'shell' ? 'shell' : `mfe-${name}`);

/**
 * @param {object} options
 * @param {Record<string, number>} options.ports
 * @param {string} [options.dir] deployment folder (default: a new temp folder, removed on close)
 * @param {Record<string, string>} [options.dists] package folder name (e.g. 'mfe-courses') -> build folder
 * @param {() => unknown} [options.remotesJson] remotes.json body (object, raw string, or null for none)
 * @param {() => unknown} [options.configJson] config.json body (object, raw string, or null for none)
 */
export async function startNginxSite({ ports, dir, dists = {}, remotesJson, configJson }) {
  const ownDir = !dir;
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'qe-deploy-')));
  const deployment = await openDeployment(folder, { ports });
  for (const name of PACKAGES) {
    const key = name === 'shell' ? 'shell' : `mfe-${name}`;
    await releasePackage(deployment, name, dists[key] ?? buildFolder(name));
  }
  const writeBody = async (file, body) => {
    const target = path.join(deployment.dir, 'config', file);
    if (body === null) await rm(target, { force: true });
    else await writeFile(target, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  };
  await writeRuntimeConfig(deployment, { remotes: localRemotes(ports), config: localConfig(ports) });
  if (remotesJson) await writeBody('remotes.json', remotesJson());
  if (configJson) await writeBody('config.json', configJson());
  await regenerate(deployment);
  let nginx = await startNginx(deployment);
  const stopped = new Set();

  const apply = async () => {
    await regenerate(deployment);
    await reloadNginx(deployment);
  };

  return {
    ports,
    deployment,
    url: (name = 'shell') => `http://localhost:${ports[name]}`,
    /** Takes a remote offline (its server stops answering). */
    async stop(name) {
      stopped.add(name);
      const { currentReleases } = await import('../deploy/deployment.mjs');
      const releases = await currentReleases(deployment);
      await rm(path.join(deployment.dir, 'current', name), { force: true });
      stopped.add(`${name}:${releases[name]}`);
      await apply();
    },
    /** Brings a remote back, optionally as a new release from another build folder (a redeploy). */
    async start(name, dist) {
      const previous = [...stopped].find((entry) => entry.startsWith(`${name}:`));
      const from = dist ?? previous?.slice(name.length + 1) ?? buildFolder(name);
      await releasePackage(deployment, name, from);
      stopped.delete(name);
      if (previous) stopped.delete(previous);
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
      const { rollbackRemotes } = await import('../deploy/deployment.mjs');
      await rollbackRemotes(deployment);
      await apply();
    },
    async close() {
      await nginx?.stop();
      nginx = null;
      if (ownDir) await rm(folder, { recursive: true, force: true });
    },
  };
}
