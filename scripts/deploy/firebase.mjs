// The same delivery rules as nginx.mjs, for Firebase Hosting: one Hosting site per package (a
// team deploys its own site), the shell's history fallback as rewrites, the cache rules and the
// security headers as header rules. Firebase compresses text (brotli/gzip) itself and serves
// /404.html with a 404 status when nothing matches.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_INDEX } from './pages.mjs';
import { EDITIONS } from './shell-pages.mjs';
import { FILES_DIR } from './site-files.mjs';

const NO_CACHE = { key: 'Cache-Control', value: 'no-cache' };
const IMMUTABLE = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };
const CORS = { key: 'Access-Control-Allow-Origin', value: '*' };

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** The shell site: pages, runtime config, published files and the section rewrites. */
function shellSite({ sections, headers, prerendered = [], published = [] }) {
  // A page prerendered at deploy time (pages.mjs) answers its exact path first.
  const exact = prerendered.map((file) => ({
    source: file.replace(/^prerendered/, '').replace(/\.html$/, ''),
    destination: `/${file}`,
  }));
  const sectionRewrites = Object.entries(sections)
    .filter(([, prefixes]) => Array.isArray(prefixes))
    .map(([remote, prefixes]) => ({
      regex: `^/(${prefixes.map((prefix) => escapeRegex(prefix.replace(/^\//, ''))).join('|')})(/.*)?$`,
      destination: `/app-${remote}.html`,
    }));
  // The other editions (/ar): their home page and their sections' pages (ar/app-<remote>.html).
  const editionRewrites = EDITIONS.flatMap((edition) => [
    { source: `/${edition}`, destination: `/${edition}/index.html` },
    ...sectionRewrites.map((rule) => ({
      regex: rule.regex.replace('^/', `^/${edition}/`),
      destination: `/${edition}${rule.destination}`,
    })),
  ]);
  const rewrites = [...exact, ...sectionRewrites, ...editionRewrites];
  return {
    target: 'shell',
    public: 'shell',
    cleanUrls: false,
    trailingSlash: false,
    rewrites,
    // When several rules set the same header, Hosting applies the last match: general rules first.
    headers: [
      { source: '**', headers: [...asList(headers), NO_CACHE] },
      // Published files (sitemap, robots.txt, feeds) are static files at their path, served before
      // any rewrite, with the type their publisher gave.
      ...published.map(({ path: source, type }) => ({
        source,
        headers: [{ key: 'Content-Type', value: type }],
      })),
      { source: '/assets/**', headers: [IMMUTABLE] },
    ],
  };
}

/** A remote's site: CORS everywhere, the standalone preview's history fallback. */
function remoteSite(name, { headers }) {
  return {
    target: name,
    public: name,
    cleanUrls: false,
    trailingSlash: false,
    // Preview routes have no dot in their path; a missing asset (with one) stays a 404. RE2 (used by
    // Firebase) has no lookahead, hence the pattern.
    rewrites: [{ regex: '^/[^.]*$', destination: '/index.html' }],
    headers: [
      { source: '**', headers: [...asList(headers), NO_CACHE, CORS] },
      { source: '/assets/**', headers: [IMMUTABLE] },
    ],
  };
}

/**
 * firebase.json for a deployment.
 * @param {{ sections: Record<string, string[]>, headers: Record<string, string>, remotes: string[], prerendered?: string[], published?: Array<{ path: string, type: string }> }} input
 */
export function firebaseConfig({ sections, headers, remotes, prerendered = [], published = [] }) {
  return {
    hosting: [
      shellSite({ sections, headers, prerendered, published }),
      ...remotes.map((name) => remoteSite(name, { headers })),
    ],
  };
}

/**
 * .firebaserc mapping each package's deploy target to its Hosting site (`<prefix>-<package>`).
 * @param {{ project: string, sitePrefix: string, packages: string[] }} input
 */
export function firebaseRc({ project, sitePrefix, packages }) {
  return {
    projects: { default: project },
    targets: {
      [project]: { hosting: Object.fromEntries(packages.map((name) => [name, [`${sitePrefix}-${name}`]])) },
    },
  };
}

/**
 * Writes a Firebase Hosting project folder: firebase.json, .firebaserc and one public folder per
 * package (the shell's with its deploy-time pages, remotes.json and config.json).
 */
export async function writeFirebaseProject(
  out,
  { releases, pages, published = [], remotesJson, configJson, sections, headers, project, sitePrefix },
) {
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const packages = Object.keys(releases);
  for (const name of packages) {
    await cp(releases[name], path.join(out, name), {
      recursive: true,
      // Firebase compresses on its own; the precompressed copies are nginx's.
      filter: (source) => !/\.(br|gz)$/.test(source),
    });
  }
  // A published file is written at its URL path; the pages' index is for the deploy tooling only.
  const urlOf = new Map(published.map(({ path: urlPath, file }) => [file, urlPath]));
  for (const [file, html] of Object.entries(pages)) {
    if (file === PAGES_INDEX || (file.startsWith(`${FILES_DIR}/`) && !urlOf.has(file))) continue;
    const target = path.join(out, 'shell', urlOf.get(file) ?? file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
  }
  await writeFile(path.join(out, 'shell', 'remotes.json'), JSON.stringify(remotesJson, null, 2));
  await writeFile(path.join(out, 'shell', 'config.json'), JSON.stringify(configJson, null, 2));
  const remotes = packages.filter((name) => name !== 'shell');
  await writeFile(
    path.join(out, 'firebase.json'),
    `${JSON.stringify(firebaseConfig({ sections, headers, remotes, published, prerendered: Object.keys(pages).filter((file) => file.startsWith('prerendered/')) }), null, 2)}\n`,
  );
  await writeFile(
    path.join(out, '.firebaserc'),
    `${JSON.stringify(firebaseRc({ project, sitePrefix, packages }), null, 2)}\n`,
  );
}
