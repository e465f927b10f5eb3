// The content-webhook endpoint: a small HTTP service that accepts Sanity's GROQ-powered webhook
// and hands the change to the page refresher (refresh.mjs). It runs next to nginx for a
// deployment, which proxies `WEBHOOK_PATH` to it (nginx.mjs). Every request that is not a POST with
// a valid signature and a well-formed body is answered with a 4xx and changes nothing.
import http from 'node:http';
import { parseChange, SIGNATURE_HEADER, verifySignature, WEBHOOK_PATH } from './webhook.mjs';

export { WEBHOOK_PATH };
/** Sanity's default body is the whole document: a long article fits well within this. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
/** The webhook secret's environment variable (production: the deploy's environment). */
export const WEBHOOK_SECRET_ENV = 'QE_CONTENT_WEBHOOK_SECRET';

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(new HttpError(413, `the body is larger than ${limit} bytes`));
      req.resume();
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, `the body is larger than ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {string} options.secret the webhook's shared secret
 * @param {(change: { _id: string, _type: string, slug: string | null, operation: string }) => Promise<unknown>} options.onChange
 *   runs the refresh; its result is the answer's body (a failure answers 500, so Sanity retries)
 * @param {number} [options.maxBodyBytes]
 * @param {number} [options.toleranceMs] how old (or new) a signature may be
 * @param {(line: string) => void} [options.log]
 */
export async function startWebhookServer({
  port,
  host = '127.0.0.1',
  secret,
  onChange,
  maxBodyBytes = MAX_WEBHOOK_BODY_BYTES,
  toleranceMs,
  log = console.log,
}) {
  if (!secret) throw new Error(`The content webhook needs a secret (${WEBHOOK_SECRET_ENV})`);
  const answer = (res, status, body, headers = {}) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(json);
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WEBHOOK_PATH) throw new HttpError(404, 'not found');
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        throw new HttpError(405, `${req.method} is not allowed (POST only)`);
      }
      const type = String(req.headers['content-type'] ?? '');
      if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'the body must be application/json');
      const body = await readBody(req, maxBodyBytes);
      const signature = verifySignature(body, req.headers[SIGNATURE_HEADER], secret, { toleranceMs });
      if (!signature.ok) throw new HttpError(401, signature.reason);
      let parsed;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw new HttpError(400, 'the body is not JSON');
      }
      const result = parseChange(parsed, { operation: req.headers['sanity-operation'] });
      if (!result.ok) throw new HttpError(400, result.reason);
      if (!result.change) {
        answer(res, 200, { refreshed: [], ignored: 'not a published document' });
        return;
      }
      const outcome = await onChange(result.change);
      answer(res, 200, outcome ?? {});
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status !== 404) log(`[content-webhook] refused (${error.status}): ${error.message}`);
        if (!res.headersSent) answer(res, error.status, { error: error.message });
        return;
      }
      log(`[content-webhook] refresh failed: ${error?.stack ?? error}`);
      if (!res.headersSent) answer(res, 500, { error: 'the pages could not be refreshed' });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: server.address().port,
    url: `http://${host}:${server.address().port}${WEBHOOK_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
