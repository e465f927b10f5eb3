// The single-bundle baseline served like the federated site (docs/decisions/0009-single-bundle-baseline.md):
// the same deploy — nginx, production headers, brotli, the deploy-time prerendered pages with their
// content seeds — with the shell's release taken from shell/dist-single (the shell and every remote
// linked into one bundle). The remotes' own releases are still deployed: their prerender modules
// render the pages at deploy time, their stylesheets are inlined, their images are served.
//
// One difference, after the deploy renders the pages: a page's hints. The federated pages hint
// /remotes.json and the section's remote (its manifest, remoteEntry and ./app chunks); the single
// bundle loads none of those, so each page hints what it does load instead — the chunks and CSS of
// the section's module in the single bundle (dist-single/single-bundle.json).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SINGLE_DIST } from '../build.mjs';
import { PAGES_INDEX, PRERENDERED_DIR } from '../deploy/pages.mjs';
import { startNginxSite } from '../lib/nginx-site.mjs';

const HINTS = /(<script type="application\/json" id="qe-hints">)([\s\S]*?)(<\/script>)/;
const SINGLE_BUNDLE_FILE = 'single-bundle.json';

/**
 * A page's hints for the single bundle: the ones for the page's own origin (the runtime config)
 * but /remotes.json, then the files of the section's module in the bundle.
 * @param {Array<{ rel: string, as?: string, href: string }>} hints the federated page's hints
 * @param {{ js: string[], css: string[] } | undefined} section the section's files (none on '/')
 * @param {string} siteOrigin
 */
export function singleBundleHints(hints, section, siteOrigin) {
  const own = hints.filter((hint) => {
    const url = new URL(hint.href, siteOrigin);
    return url.origin === siteOrigin && url.pathname !== '/remotes.json';
  });
  return [
    ...own,
    ...(section?.js ?? []).map((href) => ({ rel: 'modulepreload', href })),
    ...(section?.css ?? []).map((href) => ({ rel: 'preload', as: 'style', href })),
  ];
}

/** The page's HTML with its hints replaced (unchanged when it has none). */
export function withSingleBundleHints(html, section, siteOrigin) {
  const match = HINTS.exec(html);
  if (!match) return html;
  const hints = singleBundleHints(JSON.parse(match[2]), section, siteOrigin);
  const json = JSON.stringify(hints).replaceAll('<', '\\u003c');
  return html.replace(HINTS, () => `${match[1]}${json}${match[3]}`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Rewrites the hints of every page of the deployment, with its .br and .gz copies. */
async function rewritePages(deployment, bundle, siteOrigin) {
  const pagesDir = path.join(deployment.dir, 'config', 'pages');
  const index = JSON.parse(await readFile(path.join(pagesDir, PAGES_INDEX), 'utf8'));
  const remoteOf = (file) => {
    const app = /^app-([\w-]+)\.html$/.exec(file);
    if (app) return app[1];
    if (file.startsWith(`${PRERENDERED_DIR}/`))
      return index.pages?.[file.slice(PRERENDERED_DIR.length, -'.html'.length)]?.remote;
    return undefined;
  };
  const files = (await readdir(pagesDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const target = path.join(pagesDir, file);
    const html = await readFile(target, 'utf8');
    const remote = remoteOf(file.split(path.sep).join('/'));
    const rewritten = withSingleBundleHints(
      html,
      remote ? bundle.remotes[remote]?.app : undefined,
      siteOrigin,
    );
    if (rewritten === html) continue;
    // The deploy's compression: quality 11 for the shell's few pages, 6 for the prerendered ones.
    const fast = file.startsWith(`${PRERENDERED_DIR}${path.sep}`);
    const body = Buffer.from(rewritten);
    await writeFile(target, body);
    await writeFile(
      `${target}.br`,
      await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 6 : 11 } }),
    );
    await writeFile(`${target}.gz`, await gzip(body, { level: fast ? 6 : 9 }));
  }
}

/**
 * Deploys and starts the single-bundle site on these ports (same backends as the federated site:
 * the content API, forms service and Auth emulator ports in `ports`). No page-refresh service:
 * nothing may regenerate its pages behind the rewritten hints.
 * @param {{ ports: Record<string, number>, dist?: string }} options
 */
export async function startSingleBundleSite({ ports, dist = SINGLE_DIST }) {
  const bundle = JSON.parse(await readFile(path.join(dist, SINGLE_BUNDLE_FILE), 'utf8').catch(() => 'null'));
  if (!bundle?.remotes)
    throw new Error(
      `${dist} is not a single-bundle build (no ${SINGLE_BUNDLE_FILE}): run npm run build -- --single`,
    );
  const site = await startNginxSite({ ports, dists: { shell: dist }, webhookSecret: null });
  try {
    await rewritePages(site.deployment, bundle, new URL(site.url('shell')).origin);
  } catch (error) {
    await site.close();
    throw error;
  }
  return site;
}
