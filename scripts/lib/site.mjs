// Serves the composed site from production builds: the shell and each remote on its own
// origin, with deploy-time remotes.json and config.json answered by the shell's server
// (the build folders are never modified by deployment).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './ports.mjs';
import { startStaticServer } from './static-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function distOf(pkg) {
  return path.join(ROOT, pkg, 'dist');
}

/** The runtime config for local demo services on the given ports. */
export function localConfig(ports) {
  return {
    siteName: 'QuantEthic',
    siteUrl: `http://localhost:${ports.shell}`,
    content: {
      projectId: 'demo-quantethic',
      dataset: 'production',
      apiVersion: '2025-07-16',
      apiHost: `http://localhost:${ports.content}`,
      useCdn: false,
    },
    auth: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-quantethic.firebaseapp.com',
      projectId: 'demo-quantethic',
      emulatorUrl: `http://127.0.0.1:${ports.auth}`,
    },
    // Prefilled forms are URL templates: {name}, {email}, {phone}, {type}, {service}, {course}
    // and {locale} (the page's edition: en, ar) are replaced with URL-encoded values, so any form
    // service's field names can be mapped. The local service shows its pages in `lang`.
    forms: {
      contact: `http://localhost:${ports.forms}/forms/contact`,
      newsletter: `http://localhost:${ports.forms}/forms/newsletter`,
      enquiry: `http://localhost:${ports.forms}/forms/enquiry?name={name}&email={email}&phone={phone}&type={type}&consent=yes&lang={locale}`,
      booking: `http://localhost:${ports.forms}/forms/booking?name={name}&email={email}&phone={phone}&type={type}&service={service}&consent=yes&lang={locale}`,
      courseSignup: `http://localhost:${ports.forms}/forms/course-signup?name={name}&email={email}&phone={phone}&course={course}&answer=yes&lang={locale}`,
    },
    links: {
      github: 'https://github.com/quantethic',
      twitter: 'https://twitter.com/quantethic',
      youtube: 'https://www.youtube.com/@quantethic',
    },
    // The forms service's collector speaks Plausible's Events API (emulators/forms/analytics.mjs):
    // see what arrives at /analytics/events. No consent banner locally (Plausible is cookieless).
    analytics: {
      provider: 'plausible',
      host: `http://localhost:${ports.forms}`,
      domain: 'quantethic.local',
      requireConsent: false,
    },
  };
}

export function localRemotes(ports) {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `http://localhost:${ports[name]}/mf-manifest.json`]),
  );
}

/** The section (remote) that owns a path, from the shell's sections.json. */
function ownerOf(sections, pathname) {
  return Object.entries(sections).find(
    ([, paths]) => Array.isArray(paths) && paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  )?.[0];
}

/**
 * The URL prefixes of the site's editions other than English (shared/src/i18n/locale.ts): each
 * edition's pages are the shell's build pages in its own folder (dist/ar/…).
 */
export const EDITION_PREFIXES = ['/ar'];

/** The edition a path is in ('' for English) and the path inside it. */
export function editionOf(pathname) {
  for (const prefix of EDITION_PREFIXES) {
    if (pathname === prefix || pathname === `${prefix}/`) return { prefix, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { prefix, path: pathname.slice(prefix.length) };
  }
  return { prefix: '', path: pathname };
}

/**
 * The shell's prerendered pages: '/' -> index.html, section routes -> app.html, others -> 404.html
 * (404); in another edition, its own (/ar -> ar/index.html, /ar/courses -> ar/app.html, …).
 */
export function shellPageFor(sections, pathname) {
  const { prefix, path: inside } = editionOf(pathname);
  const folder = prefix ? `${prefix.slice(1)}/` : '';
  if (inside === '/' || inside === '/index.html') return { file: `${folder}index.html`, status: 200 };
  if (ownerOf(sections, inside)) return { file: `${folder}app.html`, status: 200 };
  return { file: `${folder}404.html`, status: 404 };
}

const manifestCache = new Map();

/** A remote's mf-manifest.json, fetched over HTTP like any deploy would (cached for 5 s). */
async function readManifest(url) {
  const cached = manifestCache.get(url);
  if (cached && cached.expires > Date.now()) return cached.value;
  let value = null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1500) });
    if (response.ok) value = await response.json();
  } catch {
    value = null; // The remote is down: no hints, the page still works.
  }
  manifestCache.set(url, { value, expires: Date.now() + 5000 });
  return value;
}

/**
 * Deploy-time HTML edits for the shell: preload the runtime config files, and for a section
 * route the owning remote's manifest, remoteEntry.js and the chunks of its `./app`, so its code
 * downloads in parallel with the shell's instead of one request after another.
 */
async function preloadHints(remotesJson, sections, pathname) {
  const links = [
    '<link rel="preload" as="fetch" crossorigin href="/remotes.json">',
    '<link rel="preload" as="fetch" crossorigin href="/config.json">',
  ];
  const owner = ownerOf(sections, pathname);
  const manifestUrl = owner && remotesJson[owner];
  if (manifestUrl) {
    links.push(`<link rel="preload" as="fetch" crossorigin href="${manifestUrl}">`);
    const manifest = await readManifest(manifestUrl);
    const base = new URL('.', manifestUrl);
    const entry = manifest?.metaData?.remoteEntry;
    const files = [entry ? `${entry.path ?? ''}${entry.name}` : 'remoteEntry.js'];
    const app = manifest?.exposes?.find((expose) => expose.name === 'app');
    files.push(...(app?.assets?.js?.sync ?? []));
    for (const file of new Set(files))
      links.push(`<link rel="modulepreload" crossorigin href="${new URL(file, base)}">`);
    for (const file of app?.assets?.css?.sync ?? []) {
      links.push(`<link rel="preload" as="style" crossorigin href="${new URL(file, base)}">`);
    }
  }
  return links.join('');
}

/**
 * Starts the composed site.
 * @param {object} options
 * @param {Record<string, number>} options.ports
 * @param {Record<string, string>} [options.dists] package -> folder to serve (defaults to <pkg>/dist)
 * @param {() => unknown} [options.remotesJson] body of /remotes.json (object, raw string, or null for 404)
 * @param {() => unknown} [options.configJson] body of /config.json (object, raw string, or null for 404)
 * @param {string[]} [options.only] start only these parts (e.g. ['courses'])
 */
export async function startSite({ ports, dists = {}, remotesJson, configJson, only }) {
  const remotesBody = remotesJson ?? (() => localRemotes(ports));
  const configBody = configJson ?? (() => localConfig(ports));
  // null means "not deployed" (404); a string is served as-is (possibly malformed, for tests).
  const asText = (value) =>
    value === null || typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  const overlays = {
    '/remotes.json': () => asText(remotesBody()),
    '/config.json': () => asText(configBody()),
  };
  const servers = {};

  const startPart = async (name) => {
    const pkg = name === 'shell' ? 'shell' : `mfe-${name}`;
    const root = dists[pkg] ?? distOf(pkg);
    if (!existsSync(path.join(root, 'index.html'))) {
      throw new Error(`${root} has no build. Run the build first (npm run build).`);
    }
    let transformIndex;
    let pageFor;
    if (name === 'shell') {
      const sectionsFile = path.join(root, 'sections.json');
      const sections = existsSync(sectionsFile) ? JSON.parse(readFileSync(sectionsFile, 'utf8')) : {};
      pageFor = (pathname) => shellPageFor(sections, pathname);
      transformIndex = async (html, pathname) => {
        let remotes = remotesBody() ?? {};
        if (typeof remotes === 'string') {
          try {
            remotes = JSON.parse(remotes);
          } catch {
            return html;
          }
        }
        return html.replace('</head>', `${await preloadHints(remotes ?? {}, sections, pathname)}</head>`);
      };
    }
    // A remote's server/prerender.mjs is served like its other files (as on nginx): a deploy on
    // another machine fetches it from here to prerender the remote's pages. A missing one is a 404.
    servers[name] = await startStaticServer({
      root,
      port: ports[name],
      overlays,
      transformIndex,
      pageFor,
      filesOnly: ['/assets/', '/server/'],
    });
    return servers[name];
  };

  const parts = only ?? ['shell', ...REMOTES];
  await Promise.all(parts.map(startPart));

  return {
    ports,
    url: (name = 'shell') => `http://localhost:${ports[name]}`,
    /** Stops one part (e.g. a remote going down). */
    async stop(name) {
      await servers[name]?.close();
      delete servers[name];
    },
    /** Starts one part again, optionally from another folder (a redeploy). */
    async start(name, dist) {
      if (dist) dists[name === 'shell' ? 'shell' : `mfe-${name}`] = dist;
      return startPart(name);
    },
    async close() {
      await Promise.all(Object.values(servers).map((s) => s.close()));
    },
  };
}
