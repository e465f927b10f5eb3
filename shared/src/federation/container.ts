/**
 * The browser side of QuantEthic's federation (docs/decisions/0013-thin-federation.md): a remote's
 * container (`remoteEntry.js` exports `init` and `get`, the Module Federation container protocol)
 * and the version rule for shared modules. The build side is shared/build/federation.ts.
 *
 * A share scope maps a module specifier ('react', '@quantethic/shared', …) to the copies on the
 * page. The shell puts its own in before it loads a remote; each remote, when its first module is
 * asked for, picks for every module it shares the highest provided version its range accepts and
 * otherwise loads its own copy (and offers it to the remotes after it). A singleton (React, the
 * router) is never doubled: a remote whose range the page's copy does not satisfy still uses it,
 * with a warning, as Module Federation does.
 */

/** A module as the remotes' code reads it: its exports, `default` included, marked as ES module. */
export type SharedModule = Record<string, unknown> & { __esModule: true };

export interface SharedProvider {
  version: string;
  /** Who provided it: 'shell' or a remote's name. */
  from: string;
  module: SharedModule;
}

export type ShareScope = Record<string, SharedProvider[]>;

export interface ShareRequirement {
  /** The module specifier, e.g. 'react/jsx-runtime'. */
  name: string;
  /** The version of the remote's own copy. */
  version: string;
  /** The versions the remote accepts, e.g. '^19.3.1'. */
  requiredVersion: string;
  singleton: boolean;
  /** Loads the remote's own copy. */
  own: () => Promise<Record<string, unknown>>;
}

export interface Container {
  init(scope: ShareScope): void;
  /** The exposed module as a factory (the container protocol): `(await get('./app'))()`. */
  get(exposed: string): Promise<() => Record<string, unknown>>;
}

/** Where each remote's shared-module proxies read the copies its container picked. */
export const FEDERATION_GLOBAL = '__quantethicFederation';

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` is in `range`: an exact version, `*`, or a caret (`^1.2.3`) or tilde
 * (`~1.2.3`) range — the forms the apps' builds write. Anything else is not satisfied.
 */
export function satisfies(version: string, range: string): boolean {
  const have = parseVersion(version);
  const text = range.trim();
  if (!have) return false;
  if (text === '*' || text === '') return true;
  const operator = /^[\^~]/.exec(text)?.[0] ?? '';
  const want = parseVersion(text.slice(operator.length));
  if (!want) return false;
  if (!operator) return compare(have, want) === 0;
  if (compare(have, want) < 0) return false;
  if (operator === '~') return have[0] === want[0] && have[1] === want[1];
  // Caret: the left-most non-zero part stays the same.
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}

/** A module namespace (or CommonJS interop object) as remotes' code reads it. */
export function asSharedModule(module: Record<string, unknown>): SharedModule {
  return { ...module, __esModule: true };
}

/**
 * The copy of one module a remote uses: the highest provided version in its range, else its own
 * copy — or, for a singleton, the page's copy anyway (logged).
 */
export async function pickShared(
  scope: ShareScope,
  remote: string,
  share: ShareRequirement,
): Promise<SharedModule> {
  const providers = scope[share.name] ?? [];
  const inRange = providers
    .filter((provider) => satisfies(provider.version, share.requiredVersion))
    .sort((a, b) => compare(parseVersion(b.version) as Version, parseVersion(a.version) as Version));
  const chosen = inRange[0] ?? (share.singleton ? providers[0] : undefined);
  if (chosen) {
    if (!inRange.length)
      console.warn(
        `[federation] ${remote} needs ${share.name}@${share.requiredVersion}; the page has ${chosen.version} (a singleton: using it).`,
      );
    return chosen.module;
  }
  const module = asSharedModule(await share.own());
  // Read again: another remote may have offered its copy meanwhile.
  scope[share.name] = [...(scope[share.name] ?? []), { version: share.version, from: remote, module }];
  return module;
}

/** A remote's container: `init` with the page's share scope, then `get` its exposed modules. */
export function createContainer({
  name,
  exposes,
  shares,
}: {
  name: string;
  exposes: Record<string, () => Promise<Record<string, unknown>>>;
  shares: ShareRequirement[];
}): Container {
  let scope: ShareScope = {};
  let ready: Promise<void> | null = null;
  const global = globalThis as Record<string, unknown>;
  global[FEDERATION_GLOBAL] ??= {};
  const registry = global[FEDERATION_GLOBAL] as Record<string, Record<string, SharedModule>>;
  const picked: Record<string, SharedModule> = {};
  registry[name] = picked;

  // In order (react before react-dom): an own copy's module reads the copies picked before it.
  const pickAll = async () => {
    for (const share of shares) picked[share.name] = await pickShared(scope, name, share);
  };

  return {
    init(shareScope) {
      scope = shareScope;
    },
    async get(exposed) {
      const load = exposes[exposed];
      if (!load) throw new Error(`[federation] ${name} does not expose "${exposed}".`);
      ready ??= pickAll().catch((error) => {
        ready = null;
        throw error;
      });
      await ready;
      const module = await load();
      return () => module;
    },
  };
}
