// A small production static server for one built package (the shell or a remote).
//
// - serves files from `root`, with a history fallback for app routes (paths without a file
//   extension; `pageFor` picks the prerendered page) and a real 404 for missing files;
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
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {Record<string, () => string | null | Promise<string | null>>} [options.overlays] path -> body (JSON files); null answers 404
 * @param {(html: string, pathname: string) => string | Promise<string>} [options.transformIndex] deploy-time HTML edits
 * @param {(pathname: string) => { file: string, status: number }} [options.pageFor] which HTML file answers an app route
 * @returns {Promise<{ url: string, close: () => Promise<void>, server: http.Server }>}
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  overlays = {},
  transformIndex,
  pageFor,
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
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
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
      if (!file.startsWith(absRoot + path.sep)) {
        res.writeHead(403);
        res.end('Forbidden');
        return;
      }
      const info = await stat(file).catch(() => null);
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
      // App routes (no file extension) get the app; missing files get a real 404.
      if (!path.extname(pathname)) {
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
