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
      emulatorUrl: `http://localhost:${ports.auth}`,
    },
    forms: {
      contact: `http://localhost:${ports.forms}/forms/contact`,
      newsletter: `http://localhost:${ports.forms}/forms/newsletter`,
      enquiry: `http://localhost:${ports.forms}/forms/enquiry`,
      booking: `http://localhost:${ports.forms}/forms/booking`,
      courseSignup: `http://localhost:${ports.forms}/forms/course-signup`,
    },
    links: {
      github: 'https://github.com/quantethic',
      twitter: 'https://twitter.com/quantethic',
      youtube: 'https://www.youtube.com/@quantethic',
    },
  };
}

export function localRemotes(ports) {
  return Object.fromEntries(
    REMOTES.map((name) => [name, `http://localhost:${ports[name]}/mf-manifest.json`]),
  );
}

/**
 * Deploy-time HTML edits for the shell: preload the remote that owns the requested route
 * (its manifest and remoteEntry.js), so its code starts downloading with the shell's.
 */
function preloadHints(remotesJson, sections, pathname) {
  const owner = Object.entries(sections).find(
    ([, paths]) => Array.isArray(paths) && paths.some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  )?.[0];
  const manifest = owner && remotesJson[owner];
  if (!manifest) return '';
  const entry = new URL('remoteEntry.js', manifest).href;
  return `<link rel="preload" as="fetch" crossorigin href="${manifest}"><link rel="modulepreload" crossorigin href="${entry}">`;
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
    if (name === 'shell') {
      const sectionsFile = path.join(root, 'sections.json');
      const sections = existsSync(sectionsFile) ? JSON.parse(readFileSync(sectionsFile, 'utf8')) : {};
      transformIndex = (html, pathname) => {
        let remotes = remotesBody() ?? {};
        if (typeof remotes === 'string') {
          try {
            remotes = JSON.parse(remotes);
          } catch {
            return html;
          }
        }
        return html.replace('</head>', `${preloadHints(remotes ?? {}, sections, pathname)}</head>`);
      };
    }
    servers[name] = await startStaticServer({ root, port: ports[name], overlays, transformIndex });
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
