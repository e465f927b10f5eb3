// The shell's side of federation (docs/decisions/0013-thin-federation.md): where each remote's
// container is (remotes.json gives its mf-manifest.json, or its remoteEntry.js), loading it once,
// handing it the page's share scope, and getting its exposed modules. The container protocol and
// the version rule live in @quantethic/shared/federation.

import { shareScope } from 'virtual:quantethic/federation-host';
import type { Container, ShareScope } from '@quantethic/shared/federation';

export interface RemoteEntry {
  name: string;
  /** Absolute URL of the remote's mf-manifest.json or remoteEntry.js. */
  entry: string;
}

const entries = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();
/** How many times each remote was reset: a retry imports its entry under a new URL. */
const attempts = new Map<string, number>();

/** The remote's remoteEntry.js URL: from its manifest, or the entry itself. */
async function entryUrlOf(entry: string): Promise<string> {
  if (!new URL(entry).pathname.endsWith('.json')) return entry;
  const response = await fetch(entry, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${entry} answered HTTP ${response.status}`);
  const manifest = (await response.json()) as {
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
  const file = manifest.metaData?.remoteEntry;
  return new URL(`${file?.path ?? ''}${file?.name ?? 'remoteEntry.js'}`, entry).href;
}

function isContainer(value: unknown): value is Container {
  const container = value as Partial<Container> | null;
  return typeof container?.init === 'function' && typeof container.get === 'function';
}

async function loadContainer(name: string, entry: string, scope: ShareScope): Promise<Container> {
  let url = await entryUrlOf(entry);
  const attempt = attempts.get(name) ?? 0;
  if (attempt) url += `${url.includes('?') ? '&' : '?'}retry=${attempt}`;
  const container: unknown = await import(/* @vite-ignore */ url);
  if (!isContainer(container)) throw new Error(`${url} is not a federation container (no init and get).`);
  container.init(scope);
  return container;
}

/** Where the remotes are; `force` forgets a remote's loaded (or failed) container. */
export function registerRemotes(remotes: RemoteEntry[], { force = false } = {}): void {
  for (const { name, entry } of remotes) {
    if (entries.has(name) && !force) continue;
    if (entries.has(name)) {
      containers.delete(name);
      attempts.set(name, (attempts.get(name) ?? 0) + 1);
    }
    entries.set(name, entry);
  }
}

/** An exposed module by id ('courses/app'): rejects when the remote is unknown, down or broken. */
export async function loadRemote(id: string): Promise<unknown> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const exposed = `./${id.slice(slash + 1)}`;
  const entry = entries.get(name);
  if (!entry) throw new Error(`The remote "${name}" is not registered.`);
  let container = containers.get(name);
  if (!container) {
    container = loadContainer(name, entry, shareScope());
    containers.set(name, container);
    // A failed load is not kept: the next attempt fetches the entry again.
    container.catch(() => {
      if (containers.get(name) === container) {
        containers.delete(name);
        attempts.set(name, (attempts.get(name) ?? 0) + 1);
      }
    });
  }
  const factory = await (await container).get(exposed);
  return factory();
}
