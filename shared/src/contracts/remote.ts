import type { ComponentType } from 'react';
import type { Bus } from '../bus/create-bus';
import type { Locale } from '../i18n/locale';
import type { AuthPort } from './auth';
import type { SiteConfig } from './config';

/** The four independently deployed remotes. */
export const REMOTE_NAMES = ['courses', 'knowledge', 'company', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Everything the shell hands to an exposed module. Remotes build their own React context from it. */
export interface RemoteProps {
  /** The contract version of the shell that renders this module. */
  contractVersion: string;
  /** Path the module is mounted under ('/' in the composed site and in previews). */
  basePath: string;
  /** The one event bus of the page, created by the shell. */
  bus: Bus;
  /** Authentication, implemented by the shell. Remotes never import an auth SDK. */
  auth: AuthPort;
  /** Runtime configuration fetched by the shell from /config.json. */
  config: SiteConfig;
  /**
   * The page's locale (contract 1.4.0). Absent from an older shell: the remote renders English.
   * A remote that does not know this field renders English under any locale.
   */
  locale?: Locale;
}

/** The shape of every exposed module (`./app` and the home widgets). */
export interface RemoteModule {
  contractVersion: string;
  default: ComponentType<RemoteProps>;
  /**
   * Makes the module's texts in `locale` ready (contract 1.5.0): the shell renders the module — or
   * hydrates its served markup — once this settles, so its first render is in the page's language.
   * Optional: a module without it renders what it has (its texts may then arrive later).
   */
  ready?: (locale: Locale) => Promise<unknown>;
}

export interface ParsedVersion {
  major: number;
  minor: number;
  patch: number;
}

export function parseVersion(version: unknown): ParsedVersion | null {
  if (typeof version !== 'string') return null;
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/**
 * A remote is compatible when it was built against the same major contract version.
 * A newer minor (added optional fields or events) still works with an older shell.
 */
export function isCompatibleContract(remoteVersion: unknown, hostVersion: string): boolean {
  const remote = parseVersion(remoteVersion);
  const host = parseVersion(hostVersion);
  return remote !== null && host !== null && remote.major === host.major;
}

/** Checks that a loaded module has the RemoteModule shape (used before rendering it). */
export function isRemoteModule(value: unknown): value is RemoteModule {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RemoteModule>;
  return typeof candidate.contractVersion === 'string' && typeof candidate.default === 'function';
}
