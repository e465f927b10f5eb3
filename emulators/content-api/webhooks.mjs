// Sanity's GROQ-powered webhooks, sent by the local content API: when its dataset file changes,
// the documents are compared with the ones it served, and each created, updated or deleted
// published document is posted — signed like Sanity signs it — to the configured URL(s), one
// delivery per document, with the projection the site's refresh service documents:
//   { _id, _type, "slug": slug.current, "operation": delta::operation() }
// Headers as Sanity sends them: `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of
// "<t>.<body>">` (https://github.com/sanity-io/webhook-toolkit), `sanity-operation`,
// `sanity-document-id`, `sanity-project-id`, `sanity-dataset`, `idempotency-key`.
import { createHmac, randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import path from 'node:path';

/** Sanity's signature header for a body. */
export function signWebhook(body, secret, timestamp = Date.now()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('base64url');
  return `t=${timestamp},v1=${signature}`;
}

const isContent = (doc) =>
  typeof doc?._id === 'string' &&
  !doc._id.startsWith('drafts.') &&
  !doc._id.startsWith('versions.') &&
  typeof doc._type === 'string' &&
  !doc._type.startsWith('sanity.');

/** The delivery body for a document (our documented projection). */
export function webhookBody(doc, operation) {
  const slug = doc.slug && typeof doc.slug === 'object' ? doc.slug.current : undefined;
  return { _id: doc._id, _type: doc._type, slug: typeof slug === 'string' ? slug : null, operation };
}

/**
 * The published content documents that were created, updated or deleted between two versions of a
 * dataset (drafts and asset documents left out, as the documented filter does).
 * @returns {Array<{ _id: string, _type: string, slug: string | null, operation: 'create' | 'update' | 'delete' }>}
 */
export function diffDocuments(before, after) {
  const old = new Map(before.filter(isContent).map((doc) => [doc._id, doc]));
  const changes = [];
  const seen = new Set();
  for (const doc of after.filter(isContent)) {
    seen.add(doc._id);
    const previous = old.get(doc._id);
    if (!previous) changes.push(webhookBody(doc, 'create'));
    else if (JSON.stringify(previous) !== JSON.stringify(doc)) changes.push(webhookBody(doc, 'update'));
  }
  for (const [id, doc] of old) if (!seen.has(id)) changes.push(webhookBody(doc, 'delete'));
  return changes;
}

/**
 * Posts one delivery. Resolves with the answer's status (a failure to connect is logged, not thrown).
 * @param {{ url: string, secret: string }} hook
 * @param {object} body
 * @param {{ projectId?: string, dataset?: string, log?: (line: string) => void }} [options]
 */
export async function deliverWebhook(hook, body, { projectId = '', dataset = '', log = console.warn } = {}) {
  const json = JSON.stringify(body);
  try {
    const response = await fetch(hook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signWebhook(json, hook.secret),
        'sanity-operation': body.operation,
        'sanity-document-id': body._id,
        'sanity-project-id': projectId,
        'sanity-dataset': dataset,
        'idempotency-key': randomUUID(),
      },
      body: json,
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer().catch(() => {});
    if (!response.ok) log(`[content-api] webhook ${hook.url} answered ${response.status} for ${body._id}`);
    return response.status;
  } catch (error) {
    log(
      `[content-api] webhook ${hook.url} not delivered for ${body._id} (${error.cause?.code ?? error.message})`,
    );
    return 0;
  }
}

/**
 * Calls `onChange` when the dataset's data.ndjson changes (written in place or replaced by a
 * rename, as editors do), once the writes have settled for `settleMs`.
 * @returns {() => void} stops watching
 */
export function watchDatasetFile(dir, onChange, { settleMs = 50, file = 'data.ndjson' } = {}) {
  let timer = null;
  const watcher = watch(dir, (_event, name) => {
    if (name && path.basename(String(name)) !== file) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, settleMs);
  });
  watcher.on('error', () => {});
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
