// System packages the tests and benchmarks need, from Debian (browser downloads by test tools fail
// here): Chromium, and nginx to serve the production deployment (with brotli when available).
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Flags for the Chromium that Playwright drives (ARCHITECTURE §6): without the background-
 * networking ones, Chromium's own connections are refused by this machine's closed network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const NGINX_PATH = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function apt(args, options) {
  const root = process.getuid?.() === 0;
  return root ? run('apt-get', args, options) : run('sudo', ['apt-get', ...args], options);
}

/** Installs Chromium and nginx when they are missing. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!existsSync(NGINX_PATH)) missing.push('nginx-light');
  const wantBrotli = !existsSync(BROTLI_MODULE);
  if (missing.length === 0 && !wantBrotli) {
    console.log(`Chromium ${CHROMIUM_PATH}, nginx ${NGINX_PATH} (with brotli): present`);
    return;
  }
  console.log(`Installing ${[...missing, ...(wantBrotli ? ['nginx brotli modules'] : [])].join(', ')}`);
  await apt(['update']);
  if (missing.length) await apt(['install', '-y', '--no-install-recommends', ...missing]);
  if (wantBrotli) {
    // Optional: without it nginx serves gzip only.
    const { code } = await apt(
      [
        'install',
        '-y',
        '--no-install-recommends',
        'libnginx-mod-http-brotli-filter',
        'libnginx-mod-http-brotli-static',
      ],
      { allowFailure: true },
    );
    if (code !== 0) console.log('brotli modules unavailable: nginx will serve gzip only');
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}`);
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is still missing at ${NGINX_PATH}`);
}
