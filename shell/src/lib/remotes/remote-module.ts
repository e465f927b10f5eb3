// What both remote loaders share (./remote-loader.ts for the federated site,
// ./remote-loader.single.ts for the single-bundle baseline): why a section could not be shown, and
// the contract checks a loaded module passes before it is rendered. No federation runtime here.
import { isCompatibleContract, isRemoteModule, type RemoteModule, type RemoteName } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';

/** Why a section could not be shown; the fallback explains it and offers Retry. */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  readonly reason: 'config' | 'unavailable' | 'incompatible' | 'invalid';
  constructor(remote: RemoteName, reason: RemoteLoadError['reason'], message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.reason = reason;
  }
}

/**
 * The loaded module when it is a section module of this contract's major version; else a
 * RemoteLoadError (invalid or incompatible), explained in the console.
 */
export function checkedRemoteModule(remote: RemoteName, exposed: string, module: unknown): RemoteModule {
  if (!isRemoteModule(module)) {
    console.error(`[remotes] ${remote}/${exposed} does not export contractVersion and a default component.`);
    throw new RemoteLoadError(remote, 'invalid', `${remote}/${exposed} is not a valid section module.`);
  }
  if (!isCompatibleContract(module.contractVersion, CONTRACT_VERSION)) {
    console.error(
      `[remotes] ${remote}/${exposed} implements contract ${module.contractVersion}, but this shell implements ` +
        `${CONTRACT_VERSION} (different major version). Showing the section fallback.`,
    );
    throw new RemoteLoadError(
      remote,
      'incompatible',
      `${remote}/${exposed} is not compatible with this site version.`,
    );
  }
  return module;
}
