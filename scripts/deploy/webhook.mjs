// Sanity's GROQ-powered webhooks, received: the signature check and the body's meaning.
//
// Sanity signs each delivery with the webhook's secret in the `sanity-webhook-signature` header,
// `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">` (the format of @sanity/webhook,
// https://github.com/sanity-io/webhook-toolkit). The check recomputes it over the raw bytes
// received (never a re-serialized body), compares in constant time, and refuses a timestamp
// outside a tolerance window (a captured delivery cannot be replayed later).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sanity-webhook-signature';
/** The secret the local content API signs its webhooks with (never used in production). */
export const LOCAL_WEBHOOK_SECRET = 'quantethic-local-content-webhook';
/** Where the site answers content webhooks (nginx proxies it to the refresh service). */
export const WEBHOOK_PATH = '/api/content-webhook';
/** The refresh service's port for a deployment's ports: a `webhook` port, else the shell's + 9. */
export const webhookPort = (ports) => ports.webhook ?? ports.shell + 9;
/** Sanity signed nothing before 2021-01-01 (@sanity/webhook refuses older timestamps too). */
const MINIMUM_TIMESTAMP = 1_609_459_200_000;
/** A delivery signed longer ago (or further ahead) than this is refused. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;
const HEADER_FORMAT = /^t=(\d{13,16})[, ]+v1=([A-Za-z0-9_-]{43})$/;

/** base64url HMAC-SHA256 of `<timestamp>.<body>` (no padding, as Sanity sends it). */
function hmac(body, timestamp, secret) {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('base64url');
}

/**
 * The header Sanity would send for this body (the local content API signs its webhooks with it;
 * tests use it too).
 * @param {string | Buffer} body the raw body
 * @param {string} secret
 * @param {number} [timestamp] unix ms
 */
export function signatureHeader(body, secret, timestamp = Date.now()) {
  if (!secret) throw new Error('A webhook secret is required to sign');
  return `t=${timestamp},v1=${hmac(body, timestamp, secret)}`;
}

/**
 * Checks a delivery's signature against the raw body.
 * @param {string | Buffer} body the raw body, exactly as received
 * @param {unknown} header the `sanity-webhook-signature` header
 * @param {string} secret
 * @param {{ now?: number, toleranceMs?: number }} [options]
 * @returns {{ ok: true, timestamp: number } | { ok: false, reason: string }}
 */
export function verifySignature(
  body,
  header,
  secret,
  { now = Date.now(), toleranceMs = SIGNATURE_TOLERANCE_MS } = {},
) {
  if (!secret) return { ok: false, reason: 'no webhook secret is configured' };
  if (Array.isArray(header)) return { ok: false, reason: 'more than one signature header' };
  if (typeof header !== 'string' || !header.trim())
    return { ok: false, reason: `no ${SIGNATURE_HEADER} header` };
  const match = HEADER_FORMAT.exec(header.trim());
  if (!match) return { ok: false, reason: `malformed ${SIGNATURE_HEADER} header` };
  const timestamp = Number(match[1]);
  if (timestamp < MINIMUM_TIMESTAMP) return { ok: false, reason: 'signature timestamp before 2021' };
  if (Math.abs(now - timestamp) > toleranceMs)
    return { ok: false, reason: `signature timestamp more than ${Math.round(toleranceMs / 1000)} s away` };
  const expected = Buffer.from(hmac(body, timestamp, secret));
  const given = Buffer.from(match[2]);
  // Same length by the format check; compared in constant time.
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'signature does not match' };
  return { ok: true, timestamp };
}

const OPERATIONS = new Set(['create', 'update', 'delete']);
const ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const TYPE = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/;

/**
 * What changed, from a delivery's JSON body: the projection we document
 * (`{_id, _type, "slug": slug.current, "operation": delta::operation()}`), or Sanity's default
 * body (the whole document: `slug` is then `{current}`, and the operation comes from the
 * `sanity-operation` header). A draft (`drafts.…`) or a version (`versions.…`) is not published
 * content: it is accepted and ignored.
 * @param {unknown} body the parsed JSON
 * @param {{ operation?: unknown }} [headers]
 * @returns {{ ok: true, change: { _id: string, _type: string, slug: string | null, operation: 'create' | 'update' | 'delete' } | null } | { ok: false, reason: string }}
 */
export function parseChange(body, { operation: headerOperation } = {}) {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, reason: 'the body must be a JSON object' };
  const { _id, _type } = body;
  if (typeof _id !== 'string' || !ID.test(_id)) return { ok: false, reason: 'the body has no valid _id' };
  if (typeof _type !== 'string' || !TYPE.test(_type))
    return { ok: false, reason: 'the body has no valid _type' };
  const operation = body.operation ?? headerOperation ?? 'update';
  if (!OPERATIONS.has(operation))
    return { ok: false, reason: `operation must be one of ${[...OPERATIONS].join(', ')}` };
  const rawSlug = typeof body.slug === 'object' && body.slug !== null ? body.slug.current : body.slug;
  if (rawSlug !== undefined && rawSlug !== null && typeof rawSlug !== 'string')
    return { ok: false, reason: 'slug must be a string (or {current})' };
  if (_id.startsWith('drafts.') || _id.startsWith('versions.')) return { ok: true, change: null };
  return { ok: true, change: { _id, _type, slug: rawSlug ?? null, operation } };
}
