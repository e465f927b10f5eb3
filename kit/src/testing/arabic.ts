// Tests of a kit part on an Arabic page: the props a remote's tree gets from the shell there.
import {
  createBus,
  createUnavailableAuthPort,
  DEFAULT_SITE_CONFIG,
  type RemoteProps,
} from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';

/** RemoteProps of an Arabic page (a fresh bus, no sign-in), with `overrides`. */
export function arabicProps(overrides: Partial<RemoteProps> = {}): RemoteProps {
  return {
    contractVersion: CONTRACT_VERSION,
    basePath: '/',
    bus: createBus(),
    auth: createUnavailableAuthPort(),
    config: DEFAULT_SITE_CONFIG,
    locale: 'ar',
    ...overrides,
  };
}
