#!/usr/bin/env node
// A local server that answers Sanity's query API over a dataset in export form, so the app's
// real @sanity/client works unchanged against it:
//   GET  /v{apiVersion}/data/query/{dataset}?query=…&$param=<json>
//   POST /v{apiVersion}/data/query/{dataset}   { "query": "…", "params": { … } }
// replying { result, ms, query } as application/json, with Sanity's error shape on 4xx. Only
// published documents are visible (drafts are filtered out). References are dereferenced
// through an id map. Asset files are served at the URLs their asset documents carry.
// With `watch`, it reloads its dataset when data.ndjson changes and sends Sanity's signed webhook
// for each changed document to the configured URLs (webhooks.mjs).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { evaluate, evaluateSync, parse, toJS } from 'groq-js';
import { loadExportedDataset } from './dataset.mjs';
import { hoistInvariantSubqueries } from './hoist.mjs';
import { queryDocumentTypes } from './type-index.mjs';
import { deliverWebhook, diffDocuments, watchDatasetFile } from './webhooks.mjs';

export const DEFAULT_DATASET_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dataset');
const QUERY_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/query\/([\w-]+)\/?$/;
const MAX_BODY = 1024 * 1024;
/** Smaller answers are sent as they are: compressing them saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 1024;

/** True when the request accepts a gzip-encoded answer (real Sanity compresses its answers too). */
function acceptsGzip(req) {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((value) => value.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return coding === 'gzip' && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

const isPublished = (doc) =>
  typeof doc._id === 'string' && !doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.');

class ApiError extends Error {
  constructor(status, error) {
    super(error.description);
    this.status = status;
    this.error = error;
  }
}

/** Names of every `$param` a parsed query uses. */
function parameterNames(node, names = new Set()) {
  if (Array.isArray(node)) for (const child of node) parameterNames(child, names);
  else if (node && typeof node === 'object') {
    if (node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name);
    for (const child of Object.values(node)) parameterNames(child, names);
  }
  return names;
}

function queryError(query, description, start = 0, end = start) {
  return new ApiError(400, { description, end, query, start, type: 'queryParseError' });
}

function parseQuery(query, params) {
  if (typeof query !== 'string' || query.trim() === '')
    throw queryError(String(query ?? ''), 'query is empty');
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position = typeof error.position === 'number' ? error.position : 0;
    throw queryError(
      query,
      error.message.replace(/^Syntax error in GROQ query at position \d+: /, ''),
      position,
    );
  }
  for (const name of parameterNames(tree)) {
    if (!(name in params)) {
      const start = Math.max(0, query.indexOf(`$${name}`));
      throw queryError(query, `param $${name} referenced, but not provided`, start, start + name.length + 1);
    }
  }
  return tree;
}

/** `$name=<json>` search parameters → params object (as the real API reads them). */
function paramsFromSearch(searchParams) {
  const params = {};
  for (const [key, raw] of searchParams) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new ApiError(400, {
        description: `Unable to parse value of "${key}=${raw}". Please quote string values.`,
        type: 'httpBadRequest',
      });
    }
  }
  return params;
}

async function readJsonBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY)
      throw new ApiError(413, { description: 'Request body too large', type: 'httpPayloadTooLarge' });
    chunks.push(chunk);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new ApiError(400, { description: 'Request body must be a JSON object', type: 'httpBadRequest' });
  }
}

/**
 * Starts the content API.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {string} [options.dir] dataset folder in export form (default: emulators/dataset)
 * @param {object[]} [options.documents] use these documents instead of loading `dir`
 * @param {string} [options.projectId]
 * @param {string} [options.dataset]
 * @param {boolean} [options.watch] reload the dataset when `dir`/data.ndjson changes
 * @param {Array<{ url: string, secret: string }>} [options.webhooks] where to send Sanity's signed
 *   webhook for each document a reload changed (with `watch`)
 * @param {(line: string) => void} [options.log]
 */
export async function startContentApi({
  port,
  host = '127.0.0.1',
  dir = DEFAULT_DATASET_DIR,
  documents: given,
  projectId = 'demo-quantethic',
  dataset = 'production',
  watch = false,
  webhooks = [],
  log = console.log,
} = {}) {
  // Listen first (port 0 picks a free port), then load: asset URLs carry the real port.
  let loaded = { documents: [], assets: new Map() };
  let documents = [];
  let byId = new Map();
  const dereference = ({ _ref }) => byId.get(_ref) ?? null;
  const parsed = new Map();

  const subsets = new Map();
  /** The documents a query can read: only the types its `*` filters allow (same results, faster). */
  function datasetFor(types) {
    if (!types) return documents;
    const key = [...types].sort().join('|');
    let subset = subsets.get(key);
    if (!subset) {
      subset = documents.filter((doc) => types.has(doc._type));
      subsets.set(key, subset);
    }
    return subset;
  }

  async function runQuery(query, params) {
    const cacheKey = `${query}\u0000${JSON.stringify(params)}`;
    let entry = parsed.get(cacheKey);
    if (!entry) {
      const tree = parseQuery(query, params);
      entry = { tree, types: queryDocumentTypes(tree, params) };
      if (parsed.size > 500) parsed.clear();
      parsed.set(cacheKey, entry);
    }
    const options = { dataset: datasetFor(entry.types), params, dereference, sanity: { projectId, dataset } };
    // groq-js's synchronous evaluator is several times faster; it covers the queries the site
    // uses (references resolve from memory). Anything it does not support runs asynchronously.
    if (entry.sync !== false) {
      try {
        // Subqueries that are the same for every document are evaluated once (./hoist.mjs).
        const tree = hoistInvariantSubqueries(entry.tree, (node) => toJS(evaluateSync(node, options)));
        const result = evaluateSync(tree, options).get();
        entry.sync = true;
        return result;
      } catch (error) {
        if (entry.sync === true) throw error;
        entry.sync = false;
      }
    }
    return (await evaluate(entry.tree, options)).get();
  }

  /** The same query through groq-js's asynchronous evaluator (tests compare the two). */
  async function runQueryAsync(query, params) {
    const tree = parseQuery(query, params);
    const options = {
      dataset: datasetFor(queryDocumentTypes(tree, params)),
      params,
      dereference,
      sanity: { projectId, dataset },
    };
    return (await evaluate(tree, options)).get();
  }

  let publicUrl = `http://localhost:${port}`;
  let ready = false;

  const cors = (req) => ({
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  });

  function sendJson(req, res, status, body) {
    const json = Buffer.from(JSON.stringify(body));
    const gzip = json.length >= COMPRESS_FROM_BYTES && acceptsGzip(req);
    const payload = gzip ? gzipSync(json) : json;
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': payload.length,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Cache-Control': 'no-store',
      ...cors(req),
      Vary: 'Origin, Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    if (!ready) {
      res.writeHead(503, { 'Retry-After': '1' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', publicUrl);
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors(req),
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers':
            req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      const asset = loaded.assets.get(url.pathname);
      if (asset && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, {
          'Content-Type': asset.mimeType,
          'Content-Length': asset.body.length,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
        res.end(req.method === 'HEAD' ? undefined : asset.body);
        return;
      }
      if (url.pathname === '/health') {
        sendJson(req, res, 200, { ok: true, documents: documents.length });
        return;
      }
      const match = QUERY_PATH.exec(url.pathname);
      if (!match)
        throw new ApiError(404, { description: `Not found: ${url.pathname}`, type: 'httpNotFound' });
      if (match[2] !== dataset) {
        throw new ApiError(404, {
          description: `Dataset "${match[2]}" not found`,
          type: 'datasetNotFoundError',
        });
      }
      const perspective = url.searchParams.get('perspective') ?? 'published';
      if (perspective !== 'published') {
        throw new ApiError(400, {
          description: `Perspective "${perspective}" is not available on the local content API (published only)`,
          type: 'httpBadRequest',
        });
      }
      let query;
      let params;
      if (req.method === 'GET' || req.method === 'HEAD') {
        query = url.searchParams.get('query');
        params = paramsFromSearch(url.searchParams);
      } else if (req.method === 'POST') {
        const body = await readJsonBody(req);
        query = body.query;
        params = body.params && typeof body.params === 'object' ? body.params : {};
      } else {
        throw new ApiError(405, {
          description: `Method ${req.method} not allowed`,
          type: 'httpMethodNotAllowed',
        });
      }
      const result = await runQuery(query, params);
      const ms = Math.round(performance.now() - started);
      const body = url.searchParams.get('returnQuery') === 'false' ? { result, ms } : { query, result, ms };
      sendJson(req, res, 200, body);
    } catch (error) {
      if (error instanceof ApiError) sendJson(req, res, error.status, { error: error.error });
      else {
        console.error('[content-api]', error);
        sendJson(req, res, 500, {
          error: { description: 'Internal error while running the query', type: 'internalError' },
        });
      }
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  publicUrl = `http://localhost:${server.address().port}`;
  try {
    loaded = given
      ? { documents: given, assets: new Map() }
      : await loadExportedDataset(dir, { projectId, dataset, publicUrl });
  } catch (error) {
    server.close();
    throw error;
  }
  documents = loaded.documents.filter(isPublished);
  byId = new Map(documents.map((doc) => [doc._id, doc]));
  subsets.clear();
  ready = true;

  /** Reloads run one after another; each sends the webhooks of what it changed, in order. */
  let reloading = Promise.resolve();
  let deliveries = 0;
  const reload = () => {
    reloading = reloading.then(async () => {
      let next;
      try {
        next = await loadExportedDataset(dir, { projectId, dataset, publicUrl });
      } catch (error) {
        // A file caught half-written, or an edit that broke it: keep serving what was loaded.
        log(`[content-api] ${path.join(dir, 'data.ndjson')} not reloaded (${error.message})`);
        return;
      }
      const changes = diffDocuments(loaded.documents, next.documents);
      loaded = next;
      documents = loaded.documents.filter(isPublished);
      byId = new Map(documents.map((doc) => [doc._id, doc]));
      subsets.clear();
      if (changes.length === 0) return;
      log(
        `[content-api] dataset reloaded: ${changes.map((change) => `${change.operation} ${change._id}`).join(', ')}`,
      );
      for (const hook of webhooks)
        for (const change of changes) {
          await deliverWebhook(hook, change, { projectId, dataset, log });
          deliveries += 1;
        }
    });
    return reloading;
  };
  const unwatch = watch && !given ? watchDatasetFile(dir, reload) : () => {};

  return {
    url: publicUrl,
    port: server.address().port,
    get documents() {
      return documents;
    },
    /** Reloads the dataset now (what a change to its file does), resolving once its webhooks are sent. */
    reload,
    /** How many webhook deliveries were attempted. */
    get deliveries() {
      return deliveries;
    },
    /** Runs a query in-process (for benchmarks). */
    query: runQuery,
    queryAsync: runQueryAsync,
    close: () =>
      new Promise((resolve) => {
        unwatch();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? process.argv[2] ?? 4010);
  const started = performance.now();
  const api = await startContentApi({ port });
  console.log(
    `content API on ${api.url} (${api.documents.length} documents, ready in ${Math.round(performance.now() - started)} ms)`,
  );
  const stop = () => api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
