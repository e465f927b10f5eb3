/**
 * The version of the shell ⇄ remote contract (RemoteProps, AuthPort, the event catalogue,
 * SiteConfig) that this build was compiled against.
 *
 * Imported through its own subpath (`@quantethic/shared/contract-version`), which is NOT a
 * federation shared module: every app bundles the value it was built with, so the shell can
 * compare its own version with the one a remote reports.
 *
 * Semver rules: a new optional field or a new event is a minor bump (older shells keep
 * working with newer remotes); removing or changing anything is a major bump (the shell shows
 * the section fallback instead of rendering an incompatible remote).
 */
export const CONTRACT_VERSION = '1.6.0';
