import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (browser downloads by test tools fail here). */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`\n▶ Installing Chromium (${CHROMIUM_PATH} is missing)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update']);
  await apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}`);
}
