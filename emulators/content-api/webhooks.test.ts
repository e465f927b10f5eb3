// @vitest-environment node
// The local content API stands in for Sanity's publishing: an edit to its dataset file is served at
// once and sent, signed with the shared secret, as Sanity's GROQ-powered webhook — one delivery per
// created, updated or deleted document.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../scripts/deploy/webhook.mjs';
import { DEFAULT_DATASET_DIR, startContentApi } from './server.mjs';
import { diffDocuments } from './webhooks.mjs';

const SECRET = 'local-test-secret';
const ARTICLE = 'post-what-is-murabaha';

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('diffDocuments', () => {
  it('gives each created, updated and deleted published document, leaving out drafts and assets', () => {
    const before = [
      { _id: 'a', _type: 'knowledgePost', title: 'A', slug: { current: 'a' } },
      { _id: 'b', _type: 'course', title: 'B' },
      { _id: 'c', _type: 'teamMember' },
      { _id: 'drafts.a', _type: 'knowledgePost', title: 'A draft' },
    ];
    const after = [
      { _id: 'a', _type: 'knowledgePost', title: 'A, edited', slug: { current: 'a' } },
      { _id: 'c', _type: 'teamMember' },
      { _id: 'd', _type: 'knowledgePost', slug: { current: 'd' } },
      { _id: 'drafts.a', _type: 'knowledgePost', title: 'A draft, edited' },
      { _id: 'image-1', _type: 'sanity.imageAsset' },
    ];
    expect(diffDocuments(before, after)).toEqual([
      { _id: 'a', _type: 'knowledgePost', slug: 'a', operation: 'update' },
      { _id: 'd', _type: 'knowledgePost', slug: 'd', operation: 'create' },
      { _id: 'b', _type: 'course', slug: null, operation: 'delete' },
    ]);
  });
});

describe('a watched dataset', () => {
  let dir: string;
  let receiver: http.Server;
  let receiverUrl: string;
  let api: Awaited<ReturnType<typeof startContentApi>>;
  const deliveries: Delivery[] = [];
  const logs: string[] = [];

  const title = async (id: string) => {
    const query = `*[_id == "${id}"][0].title`;
    const response = await fetch(
      `${api.url}/v2025-07-16/data/query/production?query=${encodeURIComponent(query)}`,
    );
    return ((await response.json()) as { result: unknown }).result;
  };
  const editDataset = async (edit: (docs: Record<string, unknown>[]) => Record<string, unknown>[]) => {
    const file = path.join(dir, 'data.ndjson');
    const docs = (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    await writeFile(
      file,
      `${edit(docs)
        .map((doc) => JSON.stringify(doc))
        .join('\n')}\n`,
    );
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'qe-dataset-'));
    await cp(DEFAULT_DATASET_DIR, dir, { recursive: true });
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        deliveries.push({ headers: req.headers, body });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/api/content-webhook`;
    api = await startContentApi({
      port: 0,
      dir,
      watch: true,
      webhooks: [{ url: receiverUrl, secret: SECRET }],
      log: (line) => logs.push(line),
    });
  });
  afterEach(() => {
    deliveries.length = 0;
  });
  afterAll(async () => {
    await api?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("serves an edited title at once and sends Sanity's signed webhook for that document only", async () => {
    await editDataset((docs) =>
      docs.map((doc) => (doc._id === ARTICLE ? { ...doc, title: 'What Is Murabaha, Really?' } : doc)),
    );
    await expect.poll(() => deliveries.length, { timeout: 5000 }).toBe(1);
    expect(await title(ARTICLE)).toBe('What Is Murabaha, Really?');
    const delivery = deliveries[0] as Delivery;
    expect(JSON.parse(delivery.body)).toEqual({
      _id: ARTICLE,
      _type: 'knowledgePost',
      slug: 'what-is-murabaha',
      operation: 'update',
    });
    expect(verifySignature(delivery.body, delivery.headers['sanity-webhook-signature'], SECRET).ok).toBe(
      true,
    );
    expect(verifySignature(delivery.body, delivery.headers['sanity-webhook-signature'], 'another').ok).toBe(
      false,
    );
    expect(delivery.headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-operation': 'update',
      'sanity-document-id': ARTICLE,
      'sanity-dataset': 'production',
    });
  });

  it('sends a delivery per created and deleted document', async () => {
    await editDataset((docs) => [
      ...docs.filter((doc) => doc._id !== 'post-value-at-risk-three-ways'),
      { _id: 'post-new', _type: 'knowledgePost', title: 'New', slug: { _type: 'slug', current: 'new' } },
    ]);
    await expect.poll(() => deliveries.length, { timeout: 5000 }).toBe(2);
    expect(
      deliveries.map((delivery) => JSON.parse(delivery.body)).sort((a, b) => a._id.localeCompare(b._id)),
    ).toEqual([
      { _id: 'post-new', _type: 'knowledgePost', slug: 'new', operation: 'create' },
      {
        _id: 'post-value-at-risk-three-ways',
        _type: 'knowledgePost',
        slug: 'value-at-risk-three-ways',
        operation: 'delete',
      },
    ]);
    expect(await title('post-new')).toBe('New');
  });

  it('keeps serving what it had when the file is broken, and sends nothing', async () => {
    await writeFile(path.join(dir, 'data.ndjson'), '{"_id": "half-writ');
    await expect.poll(() => logs.some((line) => line.includes('not reloaded')), { timeout: 5000 }).toBe(true);
    expect(await title(ARTICLE)).toBe('What Is Murabaha, Really?');
    expect(deliveries).toEqual([]);
  });
});
