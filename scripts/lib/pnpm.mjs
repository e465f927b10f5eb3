import { readFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { ROOT } from './site.mjs';

/** The pnpm version pinned in package.json ("packageManager"); corepack is not used. */
export const PNPM_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

/** Runs pnpm through npx, so a fresh machine needs only Node and npm. */
export function pnpm(args, options) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], { cwd: ROOT, ...options });
}

/**
 * Installs the workspace packages from the lockfile: all of them, or all but `skip` (package
 * names) — `npm start` leaves out the Sanity Studio, which the site never needs (~700 packages).
 * @param {{ skip?: string[] }} [options]
 */
export async function installDependencies({ skip = [] } = {}) {
  const filters = skip.flatMap((name) => ['--filter', `!${name}`]);
  console.log(
    `pnpm ${PNPM_VERSION} install --frozen-lockfile${skip.length ? ` (without ${skip.join(', ')})` : ''}`,
  );
  await pnpm(['install', '--frozen-lockfile', ...filters]);
}
