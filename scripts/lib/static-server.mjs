// A small production static server for one built package (the shell or a remote).
//
// - serves files from `root`; any other path is an app route, answered as nginx answers it
//   (scripts/deploy/nginx.mjs; e2e/tests/serving.spec.ts runs one table of cases against both):
//   with `pageFor`, the page it picks (a section's page, or 404.html with a 404); without it, the
//   app's index.html, except under /assets/ (a missing hashed file is a real 404). A dot in a path
//   (/team/Dr.%20Hostile, /knowledge/version-2.0) does not make it a file;
// - `overlays` answer deploy-time files (remotes.json, config.json) that are not part
//   of the build output, so a build folder is never modified by deployment;
// - caching: content-hashed files under /assets/ are immutable for a year, everything
//   else (index.html, remoteEntry.js, mf-manifest.json, remotes.json, config.json) no-cache;
// - brotli/gzip for text, compressed once per file version and kept in memory;
// - CORS so remotes can be loaded from the shell's origin.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/**
 * The path of a request as nginx sees it: percent-decoded (an encoded slash included), repeated
 * slashes merged and dot segments resolved, without the query. null when it cannot be decoded or
 * holds a NUL (nginx answers 400 Bad Request).
 * @param {string} requestUrl the request target, e.g. '/team/Dr.%20Hostile?x=1'
 * @returns {string | null}
 */
export function normalizePath(requestUrl) {
  const raw = requestUrl.split(/[?#]/, 1)[0] || '/';
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const merged = `/${decoded}`.replace(/\/{2,}/g, '/');
  const normalized = path.posix.normalize(merged);
  // A trailing slash stays (nginx keeps it); '/..' above the root stays at the root.
  return normalized.startsWith('/') ? normalized : `/${normalized}`;
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {Record<string, () => string | null | Promise<string | null>>} [options.overlays] path -> body (JSON files); null answers 404
 * @param {(html: string, pathname: string) => string | Promise<string>} [options.transformIndex] deploy-time HTML edits
 * @param {(pathname: string) => { file: string, status: number }} [options.pageFor] which HTML file answers an app route
 * @param {string[]} [options.hidden] path prefixes never served as files
 * @param {string[]} [options.filesOnly] path prefixes where a missing file is a real 404, not an app route
 * @returns {Promise<{ url: string, close: () => Promise<void>, server: http.Server }>}
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  overlays = {},
  transformIndex,
  pageFor,
  hidden = [],
  filesOnly = ['/assets/'],
}) {
  const absRoot = path.resolve(root);
  const compressed = new Map();

  async function compress(file, mtimeMs, body, encoding) {
    const key = `${file}:${mtimeMs}:${encoding}`;
    let out = compressed.get(key);
    if (!out) {
      out =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : zlib.gzipSync(body, { level: 9 });
      compressed.set(key, out);
    }
    return out;
  }

  function pickEncoding(req) {
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return 'br';
    if (/\bgzip\b/.test(accept)) return 'gzip';
    return null;
  }

  async function send(req, res, status, type, body, { cache, file = '', mtimeMs = 0 } = {}) {
    const headers = {
      'Content-Type': type,
      'Cache-Control': cache,
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let payload = typeof body === 'string' ? Buffer.from(body) : body;
    const encoding = COMPRESSIBLE.test(type) && payload.length > 512 ? pickEncoding(req) : null;
    if (encoding) {
      payload = file
        ? await compress(file, mtimeMs, payload, encoding)
        : encoding === 'br'
          ? zlib.brotliCompressSync(payload)
          : zlib.gzipSync(payload);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(payload.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  /**
   * Which HTML answers an app route: by default index.html for everything (a plain single-page
   * app). `pageFor(pathname)` can pick another prerendered file and status, e.g. app.html, or
   * 404.html with 404 for unknown paths.
   */
  async function serveIndex(req, res, pathname) {
    const { file: name, status } = pageFor?.(pathname) ?? { file: 'index.html', status: 200 };
    const file = path.join(absRoot, existsSync(path.join(absRoot, name)) ? name : 'index.html');
    let html = await readFile(file, 'utf8');
    if (transformIndex) html = await transformIndex(html, pathname);
    await send(req, res, status, MIME['.html'], html, { cache: 'no-cache' });
  }

  const server = http.createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
        res.end();
        return;
      }
      const pathname = normalizePath(req.url ?? '/');
      if (pathname === null) {
        res.writeHead(400);
        res.end('Bad request');
        return;
      }
      const overlay = overlays[pathname];
      if (overlay) {
        const body = await overlay();
        if (body === null) await send(req, res, 404, MIME['.txt'], 'Not found', { cache: 'no-cache' });
        else await send(req, res, 200, MIME['.json'], body, { cache: 'no-cache' });
        return;
      }
      if (pathname === '/' || pathname === '/index.html') {
        await serveIndex(req, res, pathname);
        return;
      }
      const file = path.join(absRoot, pathname);
      const servable =
        file.startsWith(absRoot + path.sep) && !hidden.some((prefix) => pathname.startsWith(prefix));
      const info = servable ? await stat(file).catch(() => null) : null;
      if (info?.isFile()) {
        const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        const immutable = pathname.startsWith('/assets/');
        const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
        if (COMPRESSIBLE.test(type)) {
          const body = await readFile(file);
          await send(req, res, 200, type, body, { cache, file, mtimeMs: info.mtimeMs });
        } else {
          res.writeHead(200, {
            'Content-Type': type,
            'Content-Length': String(info.size),
            'Cache-Control': cache,
            'Access-Control-Allow-Origin': '*',
            'X-Content-Type-Options': 'nosniff',
          });
          if (req.method === 'HEAD') res.end();
          else createReadStream(file).pipe(res);
        }
        return;
      }
      // Everything else is an app route: the shell's page for it (404.html for an unknown one), or
      // a remote's standalone preview — but a missing hashed asset is a real 404.
      if (pageFor || ![...filesOnly, ...hidden].some((prefix) => pathname.startsWith(prefix))) {
        await serveIndex(req, res, pathname);
        return;
      }
      await send(req, res, 404, MIME['.txt'], 'Not found', { cache: 'no-cache' });
    } catch (error) {
      console.error('[static-server]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    server,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
