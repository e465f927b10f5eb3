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

/** Installs every workspace package from the lockfile. */
export async function installDependencies() {
  console.log(`pnpm ${PNPM_VERSION} install --frozen-lockfile`);
  await pnpm(['install', '--frozen-lockfile']);
}
