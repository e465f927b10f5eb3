// The remote loader of the single-bundle baseline (shared/build/single-bundle.ts,
// docs/decisions/0009-single-bundle-baseline.md): the single build resolves every import of
// ./remote-loader to this file. The same exports and the same contract checks as the federated
// loader, but a remote's exposed module is an ordinary dynamic import linked into the shell's
// bundle: no federation runtime, no /remotes.json, no remoteEntry, no shared-module negotiation.

import type { RemoteModule, RemoteName, RemotesManifest } from '@quantethic/shared';
import { checkedRemoteModule, RemoteLoadError } from './remote-module';
import linkedModules from './single-remotes';

export { RemoteLoadError };

/** The exposed modules linked into this bundle, by `remote/exposed`. */
let modules: Record<string, () => Promise<unknown>> = linkedModules;

/** Tests only: the linked modules this loader imports from. */
export function setLinkedModules(next: Record<string, () => Promise<unknown>>): void {
  modules = next;
}

/** Every remote is linked in: the "manifest" is the list of remotes this bundle holds. */
export function getRemotesManifest(): Promise<RemotesManifest> {
  const remotes = new Set(Object.keys(modules).map((key) => key.split('/')[0]));
  return Promise.resolve(Object.fromEntries([...remotes].map((name) => [name, 'linked'])) as RemotesManifest);
}

/**
 * Loads an exposed module (`./app` or a widget) of a remote linked into this bundle and checks it
 * against the contract. Rejects with a RemoteLoadError when it is not linked in, its chunk cannot
 * be loaded, or it is not a compatible section module.
 */
export async function loadRemoteModule(remote: RemoteName, exposed: string): Promise<RemoteModule> {
  const load = modules[`${remote}/${exposed}`];
  if (!load) {
    console.error(`[remotes] "${remote}/${exposed}" is not linked into this bundle.`);
    throw new RemoteLoadError(remote, 'config', `"${remote}" is not configured.`);
  }
  let module: unknown;
  try {
    module = await load();
  } catch (error) {
    console.error(`[remotes] could not load ${remote}/${exposed}:`, error);
    throw new RemoteLoadError(remote, 'unavailable', `${remote}/${exposed} could not be loaded.`, error);
  }
  return checkedRemoteModule(remote, exposed, module);
}

/**
 * Nothing to reset: Retry calls loadRemoteModule again, which imports again (a browser may keep a
 * failed chunk's failure until the page reloads; the baseline does not measure failures).
 */
export function resetRemote(_remote: RemoteName): void {}
