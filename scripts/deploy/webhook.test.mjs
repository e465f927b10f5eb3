// The content webhook: Sanity's signature checked over the raw body (constant time, fresh
// timestamps only), the body's meaning, and the endpoint refusing anything else with a 4xx and
// without touching the pages.
import { describe, expect, it, vi } from 'vitest';
import { signWebhook } from '../../emulators/content-api/webhooks.mjs';
import { parseChange, SIGNATURE_HEADER, signatureHeader, verifySignature, WEBHOOK_PATH } from './webhook.mjs';
import { startWebhookServer } from './webhook-server.mjs';

// Vectors from @sanity/webhook's own tests (github.com/sanity-io/webhook-toolkit, test/signature.test.ts).
const RESUME = JSON.stringify({ _id: 'resume' });
const RESUME_SIGNATURE = 't=1633519811129,v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0';
const RESUME_TIME = 1633519811129;

describe('verifySignature', () => {
  it("accepts Sanity's signature of the raw body, and signs the same way", () => {
    expect(verifySignature(RESUME, RESUME_SIGNATURE, 'test', { now: RESUME_TIME })).toEqual({
      ok: true,
      timestamp: RESUME_TIME,
    });
    expect(
      verifySignature(
        Buffer.from(RESUME),
        `t=1633519811129, v1=${RESUME_SIGNATURE.split('v1=')[1]}`,
        'test',
        { now: RESUME_TIME },
      ).ok,
    ).toBe(true);
    expect(signatureHeader(RESUME, 'test', RESUME_TIME)).toBe(RESUME_SIGNATURE);
    expect(signatureHeader(JSON.stringify({ title: 'GROQ-Hooks are neat' }), 'try-me', 1633518820676)).toBe(
      't=1633518820676,v1=e7C9h2sfbFfc4V7TEz7PSOp4IoNzl0UdVsBV-1wgdeA',
    );
    // The local content API signs its webhooks exactly like this.
    expect(signWebhook(RESUME, 'test', RESUME_TIME)).toBe(RESUME_SIGNATURE);
  });

  it('refuses another body, secret, timestamp or hash', () => {
    const now = { now: RESUME_TIME };
    expect(verifySignature(JSON.stringify({ _id: 'structure' }), RESUME_SIGNATURE, 'test', now)).toEqual({
      ok: false,
      reason: 'signature does not match',
    });
    expect(verifySignature(`${RESUME} `, RESUME_SIGNATURE, 'test', now).ok).toBe(false);
    expect(verifySignature(RESUME, RESUME_SIGNATURE, 'other', now).ok).toBe(false);
    expect(verifySignature(RESUME, RESUME_SIGNATURE.replace('129,', '128,'), 'test', now).ok).toBe(false);
    expect(verifySignature(RESUME, RESUME_SIGNATURE.replace(/N0$/, 'N1'), 'test', now).ok).toBe(false);
  });

  it('refuses a missing, empty, repeated or malformed header, and an empty secret', () => {
    const now = { now: RESUME_TIME };
    expect(verifySignature(RESUME, undefined, 'test', now)).toEqual({
      ok: false,
      reason: `no ${SIGNATURE_HEADER} header`,
    });
    expect(verifySignature(RESUME, '', 'test', now).ok).toBe(false);
    expect(verifySignature(RESUME, [RESUME_SIGNATURE, RESUME_SIGNATURE], 'test', now).ok).toBe(false);
    expect(verifySignature(RESUME, RESUME_SIGNATURE.replace('v1=', 'v5='), 'test', now).ok).toBe(false);
    expect(verifySignature(RESUME, RESUME_SIGNATURE.slice(0, -1), 'test', now).ok).toBe(false);
    expect(
      verifySignature(RESUME, 't=1633519811,v1=tLa470fx7qkLLEcMOcEUFuBbRSkGujyskxrNXcoh0N0', 'test', now).ok,
    ).toBe(false);
    expect(verifySignature(RESUME, RESUME_SIGNATURE, '', now)).toEqual({
      ok: false,
      reason: 'no webhook secret is configured',
    });
  });

  it('refuses a signature older (or further ahead) than the tolerance: a captured delivery cannot be replayed', () => {
    const fiveMinutes = 5 * 60 * 1000;
    expect(verifySignature(RESUME, RESUME_SIGNATURE, 'test', { now: RESUME_TIME + fiveMinutes }).ok).toBe(
      true,
    );
    expect(verifySignature(RESUME, RESUME_SIGNATURE, 'test', { now: RESUME_TIME + fiveMinutes + 1 })).toEqual(
      {
        ok: false,
        reason: 'signature timestamp more than 300 s away',
      },
    );
    expect(verifySignature(RESUME, RESUME_SIGNATURE, 'test', { now: RESUME_TIME - fiveMinutes - 1 }).ok).toBe(
      false,
    );
    // Today, with the real clock: a fresh signature passes, Sanity's 2021 example does not.
    expect(verifySignature(RESUME, signatureHeader(RESUME, 'test'), 'test').ok).toBe(true);
    expect(verifySignature(RESUME, RESUME_SIGNATURE, 'test').ok).toBe(false);
  });
});

describe('parseChange', () => {
  it('reads the documented projection', () => {
    expect(parseChange({ _id: 'post-1', _type: 'post', slug: 'zakat', operation: 'update' })).toEqual({
      ok: true,
      change: { _id: 'post-1', _type: 'post', slug: 'zakat', operation: 'update' },
    });
    expect(
      parseChange({ _id: 'post-1', _type: 'post', slug: null, operation: 'delete' }).change?.operation,
    ).toBe('delete');
  });

  it("reads Sanity's default body (the whole document), the operation from its header", () => {
    const document = {
      _id: 'post-1',
      _type: 'post',
      _rev: 'x',
      title: 'Zakat',
      slug: { _type: 'slug', current: 'zakat' },
    };
    expect(parseChange(document, { operation: 'create' })).toEqual({
      ok: true,
      change: { _id: 'post-1', _type: 'post', slug: 'zakat', operation: 'create' },
    });
    expect(parseChange({ _id: 'about', _type: 'aboutPage' }).change).toEqual({
      _id: 'about',
      _type: 'aboutPage',
      slug: null,
      operation: 'update',
    });
  });

  it('accepts and ignores drafts and versions (not published content)', () => {
    expect(parseChange({ _id: 'drafts.post-1', _type: 'post' })).toEqual({ ok: true, change: null });
    expect(parseChange({ _id: 'versions.r1.post-1', _type: 'post' })).toEqual({ ok: true, change: null });
  });

  it('refuses a body that is not a document change', () => {
    for (const body of [
      null,
      [],
      'post-1',
      { _type: 'post' },
      { _id: 'post-1' },
      { _id: '', _type: 'post' },
      { _id: '../etc', _type: 'post' },
      { _id: 'a', _type: 'post', operation: 'publish' },
      { _id: 'a', _type: 'post', slug: 42 },
    ])
      expect(parseChange(body).ok, JSON.stringify(body)).toBe(false);
  });
});

describe('the webhook endpoint', () => {
  const SECRET = 'endpoint-secret';

  async function withServer(run, options = {}) {
    const onChange = vi.fn(async (change) => ({ refreshed: [`/knowledge/${change.slug}`] }));
    const log = vi.fn();
    const server = await startWebhookServer({ port: 0, secret: SECRET, onChange, log, ...options });
    try {
      await run({ url: server.url, onChange, log });
    } finally {
      await server.close();
    }
  }

  const post = (url, body, headers = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const signed = (body, secret = SECRET, timestamp = Date.now()) => ({
    [SIGNATURE_HEADER]: signatureHeader(body, secret, timestamp),
  });
  const CHANGE = JSON.stringify({ _id: 'post-1', _type: 'post', slug: 'zakat', operation: 'update' });

  it('refreshes on a signed change and answers what it refreshed', async () => {
    await withServer(async ({ url, onChange }) => {
      expect(url.endsWith(WEBHOOK_PATH)).toBe(true);
      const response = await post(url, CHANGE, signed(CHANGE));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ refreshed: ['/knowledge/zakat'] });
      expect(onChange).toHaveBeenCalledExactlyOnceWith({
        _id: 'post-1',
        _type: 'post',
        slug: 'zakat',
        operation: 'update',
      });
    });
  });

  it('answers a 4xx and refreshes nothing for anything else', async () => {
    await withServer(
      async ({ url, onChange }) => {
        const cases = [
          ['GET', () => fetch(url), 405],
          ['PUT', () => fetch(url, { method: 'PUT', body: CHANGE, headers: signed(CHANGE) }), 405],
          ['no signature', () => post(url, CHANGE), 401],
          ['bad signature', () => post(url, CHANGE, signed(CHANGE, 'not-the-secret')), 401],
          ['signed for another body', () => post(url, CHANGE.replace('zakat', 'riba'), signed(CHANGE)), 401],
          [
            'old signature',
            () => post(url, CHANGE, signed(CHANGE, SECRET, Date.now() - 10 * 60 * 1000)),
            401,
          ],
          ['not JSON', () => post(url, '{"_id":', signed('{"_id":')), 400],
          ['no _id', () => post(url, '{"_type":"post"}', signed('{"_type":"post"}')), 400],
          [
            'another type of body',
            () =>
              fetch(url, {
                method: 'POST',
                body: CHANGE,
                headers: { 'content-type': 'text/plain', ...signed(CHANGE) },
              }),
            415,
          ],
          [
            'oversized',
            () => post(url, `{"_id":"a","_type":"post","x":"${'x'.repeat(2000)}"}`, signed('x')),
            413,
          ],
          ['another path', () => post(url.replace(WEBHOOK_PATH, '/other'), CHANGE, signed(CHANGE)), 404],
        ];
        for (const [what, send, status] of cases) {
          const response = await send();
          expect(response.status, what).toBe(status);
          expect((await response.json()).error, what).toEqual(expect.any(String));
        }
        expect(onChange).not.toHaveBeenCalled();
      },
      { maxBodyBytes: 1024 },
    );
  });

  it('answers 500 when the refresh fails (Sanity then retries)', async () => {
    const onChange = vi.fn(async () => {
      throw new Error('render failed');
    });
    await withServer(
      async ({ url, log }) => {
        const response = await post(url, CHANGE, signed(CHANGE));
        expect(response.status).toBe(500);
        expect(log).toHaveBeenCalledWith(expect.stringContaining('render failed'));
      },
      { onChange },
    );
  });
});
