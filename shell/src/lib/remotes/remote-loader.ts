import {
  parseRemotesManifest,
  type RemoteModule,
  type RemoteName,
  type RemotesManifest,
} from '@quantethic/shared';
import { loadRemote, registerRemotes } from './federation-host';
import { checkedRemoteModule, RemoteLoadError } from './remote-module';

export { RemoteLoadError };

let manifestRequest: Promise<RemotesManifest> | null = null;
const registered = new Map<RemoteName, string>();

/**
 * Fetches /remotes.json (deploy-time, never cached) once and registers every remote with the
 * federation runtime. A failed fetch is not cached, so Retry asks again.
 */
export function getRemotesManifest(): Promise<RemotesManifest> {
  manifestRequest ??= (async () => {
    const response = await fetch('/remotes.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`/remotes.json answered HTTP ${response.status}`);
    const { value, errors } = parseRemotesManifest(await response.json());
    for (const error of errors) console.error(`[remotes] ${error}`);
    const remotes = Object.entries(value).map(([name, entry]) => ({
      name,
      entry: new URL(entry, location.href).href,
    }));
    registerRemotes(remotes);
    for (const { name, entry } of remotes) registered.set(name as RemoteName, entry);
    return value;
  })().catch((error: Error) => {
    manifestRequest = null;
    console.error(`[remotes] could not load /remotes.json: ${error.message}. Sections show their fallback.`);
    throw error;
  });
  return manifestRequest;
}

/**
 * Loads an exposed module (`./app` or a widget) of a remote and checks it against the contract.
 * Rejects with a RemoteLoadError when the remote is missing, down, or incompatible.
 */
export async function loadRemoteModule(remote: RemoteName, exposed: string): Promise<RemoteModule> {
  let manifest: RemotesManifest;
  try {
    manifest = await getRemotesManifest();
  } catch (error) {
    throw new RemoteLoadError(remote, 'config', 'The list of site sections could not be loaded.', error);
  }
  if (!manifest[remote]) {
    console.error(`[remotes] "${remote}" is not listed in /remotes.json.`);
    throw new RemoteLoadError(remote, 'config', `"${remote}" is not configured.`);
  }

  let module: unknown;
  try {
    module = await loadRemote(`${remote}/${exposed}`);
  } catch (error) {
    console.error(`[remotes] could not load ${remote}/${exposed}:`, error);
    throw new RemoteLoadError(remote, 'unavailable', `${remote}/${exposed} could not be loaded.`, error);
  }
  return checkedRemoteModule(remote, exposed, module);
}

/**
 * Forgets a remote's failed load so the next attempt fetches it again (Retry without a page
 * reload). Re-registering with `force` clears the runtime's cached entry for that remote.
 */
export function resetRemote(remote: RemoteName): void {
  const entry = registered.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
