// The nginx configuration of a deployment: one server per package on its own origin.
//   shell   history fallback (/ → index.html, section routes → app-<remote>.html, anything else
//           → 404.html with a real 404 status), deploy-time /remotes.json and /config.json
//           the deploy's published files (sitemap, robots.txt, feeds) with their own types,
//           /api/content-webhook proxied to the deployment's page-refresh service (refresh-service.mjs)
//   remotes CORS, the standalone preview's history fallback, server/prerender.mjs (for deploys elsewhere)
// Everywhere: remotes.json, config.json, mf-manifest.json, remoteEntry.js and HTML no-cache;
// hashed assets immutable for a year; precompressed brotli/gzip (on-the-fly otherwise); the
// security headers from csp.mjs on pages (only nosniff on the scripts, styles and JSON they load).
import { existsSync } from 'node:fs';
import { EDITIONS } from './shell-pages.mjs';
import { WEBHOOK_PATH, webhookPort } from './webhook.mjs';

const MODULES = '/usr/lib/nginx/modules';
const TEXT_TYPES =
  'text/css text/plain text/javascript application/javascript application/json image/svg+xml application/manifest+json application/xml application/rss+xml application/atom+xml';

/** Answers the id of the configuration nginx is running (see reloadNginx in deployment.mjs). */
export const GENERATION_PATH = '/.well-known/qe-generation';

/** The generation id written into an nginx.conf. */
export function generationOf(conf) {
  return /return 200 "([^"]+)";/.exec(conf)?.[1] ?? null;
}

const quote = (value) => `"${String(value).replace(/(["\\$])/g, '\\$1')}"`;
const header = (name, value) => `add_header ${name} ${quote(value)} always;`;

/**
 * @param {object} input
 * @param {string} input.dir the deployment folder
 * @param {Record<string, number>} input.ports shell, courses, knowledge, company, account
 * @param {Record<string, string[]>} input.sections remote -> path prefixes (the shell's sections.json)
 * @param {Record<string, string>} input.headers security headers (csp.mjs)
 * @param {string[]} [input.remotes] the remotes served here
 * @param {Array<{ path: string, type: string, file: string }>} [input.published] files served at
 *   their own URL from the pages folder (sitemap, robots.txt, a remote's feed), with their type
 * @param {string} [input.generation] an id of this configuration, answered at GENERATION_PATH
 * @param {string[]} [input.editions] the editions besides English, each under /<edition>
 */
export function nginxConfig({
  dir,
  ports,
  sections,
  headers,
  remotes = Object.keys(sections),
  published = [],
  generation = 'initial',
  editions = EDITIONS,
}) {
  const security = Object.entries(headers).map(([name, value]) => header(name, value));
  const brotli =
    existsSync(`${MODULES}/ngx_http_brotli_filter_module.so`) &&
    existsSync(`${MODULES}/ngx_http_brotli_static_module.so`);
  // Pages (and anything a visitor may open directly) carry every security header; scripts, styles,
  // fonts, images and JSON fetched by the pages need only nosniff — a policy on them does nothing,
  // and over HTTP/1.1 the ~1 KB policy would be repeated on each of a page's ~50 responses.
  const resource = Object.entries(headers)
    .filter(([name]) => name.toLowerCase() === 'x-content-type-options')
    .map(([name, value]) => header(name, value));
  const noCache = [header('Cache-Control', 'no-cache'), ...security];
  // Runtime files are tiny and always answered in full: nginx's validators are the file's mtime in
  // seconds and its size, so a remotes.json repointed and rolled back within a second (same size:
  // only a port or a hash differs) would otherwise be answered 304 and the browser would keep the
  // wrong one.
  const noCacheResource = [
    header('Cache-Control', 'no-cache'),
    'etag off;',
    'if_modified_since off;',
    ...resource,
  ];
  const immutable = [header('Cache-Control', 'public, max-age=31536000, immutable'), ...resource];
  const cors = header('Access-Control-Allow-Origin', '*');
  const block = (lines, indent = '      ') => lines.map((line) => `${indent}${line}`).join('\n');

  // The other editions (/ar): their home page, and their own 404 page for anything that is not
  // one of their section routes.
  const editionAlternatives = `(?:${editions.map((edition) => edition.replace(/[^a-z]/g, '')).join('|')})`;
  const editionLocations = editions
    .map(
      (edition) => `    location = /${edition} {
      root ${dir}/config/pages;
      try_files /${edition}/index.html =404;
${block(noCache)}
    }
    location = /${edition}/ {
      root ${dir}/config/pages;
      try_files /${edition}/index.html =404;
${block(noCache)}
    }
    location = /${edition}/404.html {
      internal;
      root ${dir}/config/pages;
${block(noCache)}
    }
    location /${edition}/ {
      error_page 404 /${edition}/404.html;
      return 404;
    }`,
    )
    .join('\n');

  // Exact locations: they win over the section locations below (a feed under /knowledge/).
  const publishedLocations = published
    .map(
      ({ path, type, file }) => `    location = ${path} {
      alias ${dir}/config/pages/${file};
      types { }
      default_type ${quote(type)};
${block(noCacheResource)}
    }`,
    )
    .join('\n');

  const sectionLocations = Object.entries(sections)
    .filter(([, prefixes]) => Array.isArray(prefixes))
    .map(([remote, prefixes]) => {
      const alternatives = prefixes
        .map((prefix) => prefix.replace(/^\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|');
      return `    location ~ ^/(${editionAlternatives}/)?(${alternatives})(/|$) {
      root ${dir}/config/pages;
      # A page prerendered with its section when the deploy made one, else the section's page
      # (in the URL's edition: /ar/courses -> ar/app-courses.html).
      try_files /prerendered$uri.html /$1app-${remote}.html =500;
${block(noCache)}
    }`;
    })
    .join('\n');

  const remoteServers = remotes
    .map(
      (remote) => `  server {
    listen 127.0.0.1:${ports[remote]};
    root ${dir}/current/${remote};
    location = /mf-manifest.json {
${block([...noCacheResource, cors])}
    }
    location = /remoteEntry.js {
${block([...noCacheResource, cors])}
    }
    location /assets/ {
      try_files $uri =404;
${block([...immutable, cors])}
    }
    location = /config.json {
      alias ${dir}/config/config.json;
${block([...noCacheResource, cors])}
    }
    # The deploy-time prerender module: a deploy elsewhere fetches it from here (the remote's own
    # origin, next to its manifest) to prerender this remote's pages.
    location /server/ {
      try_files $uri =404;
${block(noCacheResource)}
    }
    location / {
      # The team's standalone preview: a single-page app.
      try_files $uri /index.html;
${block([...noCache, cors])}
    }
  }`,
    )
    .join('\n');

  return `# Generated by scripts/deploy — do not edit; run the deploy script instead.
${brotli ? `load_module ${MODULES}/ngx_http_brotli_filter_module.so;\nload_module ${MODULES}/ngx_http_brotli_static_module.so;\n` : ''}worker_processes 1;
# After a reload, old workers keep the connections they hold (a browser's preconnected or kept-alive
# ones) and answer on them with the old configuration's headers — a preconnected socket with no
# request yet for up to client_header_timeout (60 s). Cut them off after 10 s, so a deploy is fully
# live within a bounded time (reloadNginx waits for it).
worker_shutdown_timeout 10s;
pid ${dir}/run/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }

http {
  include /etc/nginx/mime.types;
  types { text/javascript mjs; application/manifest+json webmanifest; }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain text/javascript application/javascript application/json image/svg+xml;
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/run/body;
  proxy_temp_path ${dir}/run/proxy;
  fastcgi_temp_path ${dir}/run/fastcgi;
  uwsgi_temp_path ${dir}/run/uwsgi;
  scgi_temp_path ${dir}/run/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 30;
  server_tokens off;
  # Symlinked releases are swapped atomically; always resolve the current target.
  open_file_cache off;

  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 512;
  gzip_types ${TEXT_TYPES};
${brotli ? `  brotli on;\n  brotli_static on;\n  brotli_comp_level 6;\n  brotli_min_length 512;\n  brotli_types ${TEXT_TYPES};\n` : ''}
  server {
    listen 127.0.0.1:${ports.shell};
    root ${dir}/current/shell;
    error_page 404 /404.html;
    location = /404.html {
      internal;
      root ${dir}/config/pages;
${block(noCache)}
    }
    location = / {
      root ${dir}/config/pages;
      try_files /index.html =500;
${block(noCache)}
    }
    location = /index.html {
      root ${dir}/config/pages;
${block(noCache)}
    }
    # Which configuration is live: the deploy script waits for the new one after a reload.
    location = ${GENERATION_PATH} {
      default_type text/plain;
${block(noCache)}
      return 200 ${quote(generation)};
    }
    # Sanity's content webhook: the deployment's page-refresh service (scripts/deploy/refresh-service.mjs).
    location = ${WEBHOOK_PATH} {
      proxy_pass http://127.0.0.1:${webhookPort(ports)};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 120s;
      client_max_body_size 1m;
${block([header('Cache-Control', 'no-store'), ...resource])}
    }
    location = /remotes.json {
      alias ${dir}/config/remotes.json;
${block(noCacheResource)}
    }
    location = /config.json {
      alias ${dir}/config/config.json;
${block(noCacheResource)}
    }
    location /assets/ {
      try_files $uri =404;
${block(immutable)}
    }
${publishedLocations}
${editionLocations}
${sectionLocations}
    location / {
      try_files $uri =404;
${block(noCache)}
    }
  }
${remoteServers}
}
`;
}
