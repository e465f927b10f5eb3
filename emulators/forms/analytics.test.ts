// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFormsServer } from './server.mjs';

let forms: Awaited<ReturnType<typeof startFormsServer>>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'qe-analytics-'));
  forms = await startFormsServer({ port: 0, storeFile: path.join(dir, 'submissions.test.ndjson') });
});
afterAll(async () => {
  await forms.close();
  await rm(dir, { recursive: true, force: true });
});

interface Recorded {
  id: string;
  provider: string;
  name: string;
  receivedAt: string;
  [field: string]: unknown;
}

const events = async (name?: string): Promise<Recorded[]> =>
  (
    await (
      await fetch(`${forms.url}/analytics/events${name ? `?name=${encodeURIComponent(name)}` : ''}`)
    ).json()
  ).events;
/** What a browser's sendBeacon(url, string) sends: the JSON as text/plain. */
const beacon = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${forms.url}${route}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  });

const PAGEVIEW = {
  name: 'pageview',
  url: 'http://localhost:4000/courses',
  domain: 'quantethic.test',
  referrer: 'https://search.example/',
};

describe("Plausible's Events API (POST /api/event)", () => {
  it('records a page view and a custom event with props, with the User-Agent, and lists them', async () => {
    const first = await beacon('/api/event', PAGEVIEW, { 'User-Agent': 'qe-test-agent/1' });
    expect(first.status).toBe(202);
    const second = await beacon('/api/event', {
      name: 'Course Viewed',
      url: 'http://localhost:4000/courses/sukuk-101',
      domain: 'quantethic.test',
      props: { title: 'Sukuk 101', level: 'Beginner' },
    });
    expect(second.status).toBe(202);

    const pageviews = await events('pageview');
    expect(pageviews.at(-1)).toMatchObject({
      provider: 'plausible',
      ...PAGEVIEW,
      userAgent: 'qe-test-agent/1',
    });
    expect((await events('Course Viewed')).at(-1)).toMatchObject({
      provider: 'plausible',
      url: 'http://localhost:4000/courses/sukuk-101',
      referrer: null,
      props: { title: 'Sukuk 101', level: 'Beginner' },
    });
  });

  it('accepts the body as application/json too', async () => {
    const response = await fetch(`${forms.url}/api/event`, {
      method: 'POST',
      body: JSON.stringify({ ...PAGEVIEW, name: 'Signed Up' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(202);
    expect(await events('Signed Up')).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['not JSON', '{"name":', 'The body is not valid JSON.'],
    ['a JSON array', [PAGEVIEW], 'The body must be a JSON object.'],
    ['no name', { ...PAGEVIEW, name: '' }, 'name is required.'],
    ['a relative url', { ...PAGEVIEW, url: '/courses' }, 'url must be an absolute http(s) URL.'],
    ['no domain', { ...PAGEVIEW, domain: undefined }, 'domain is required.'],
    ['nested props', { ...PAGEVIEW, props: { course: { title: 'x' } } }, 'props.course must be a string'],
    [
      '31 props',
      { ...PAGEVIEW, props: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i])) },
      'at most 30 properties',
    ],
  ])('refuses %s with a 400 naming the problem, and records nothing', async (_case, body, problem) => {
    const before = (await events()).length;
    const response = await beacon('/api/event', body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.problems.join(' ')).toContain(problem);
    expect(await events()).toHaveLength(before);
  });

  it('refuses another content type with a 415', async () => {
    const response = await fetch(`${forms.url}/api/event`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'pageview' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toContain('Unsupported content type');
  });

  it('records 150 concurrent events, every one, durably, one JSON line each', async () => {
    const before = (await events()).length;
    const urls = Array.from({ length: 150 }, (_, i) => `http://localhost:4000/knowledge/post-${i}`);
    const responses = await Promise.all(urls.map((url) => beacon('/api/event', { ...PAGEVIEW, url })));
    expect(responses.every((response) => response.status === 202)).toBe(true);
    const recorded = (await events()).slice(before).map((event) => event.url);
    expect(recorded.sort()).toEqual([...urls].sort());
    const lines = (await readFile(path.join(dir, 'analytics.test.ndjson'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(before + 150);
    // Analytics never mixes into the form submissions.
    const submissions = (await (await fetch(`${forms.url}/forms/submissions`)).json()).submissions;
    expect(submissions).toEqual([]);
  });
});

describe("GA4's Measurement Protocol (POST /mp/collect)", () => {
  const route = '/mp/collect?measurement_id=G-TEST1234&api_secret=local-secret';
  const body = {
    client_id: '123.456',
    events: [
      { name: 'page_view', params: { page_location: 'http://localhost:4000/', engagement_time_msec: 1 } },
      { name: 'course_viewed', params: { title: 'Sukuk 101', level: 'Beginner' } },
    ],
  };

  it('records every event of a batch and answers 204', async () => {
    const response = await beacon(route, body);
    expect(response.status).toBe(204);
    expect((await events('course_viewed')).at(-1)).toMatchObject({
      provider: 'ga4',
      clientId: '123.456',
      measurementId: 'G-TEST1234',
      params: { title: 'Sukuk 101', level: 'Beginner' },
    });
    expect((await events('page_view')).at(-1)).toMatchObject({
      params: { page_location: 'http://localhost:4000/' },
    });
  });

  it.each<[string, string, unknown, string]>([
    ['no measurement ID', '/mp/collect?api_secret=s', body, 'measurement_id'],
    ['no API secret', '/mp/collect?measurement_id=G-TEST1234', body, 'api_secret is required.'],
    ['no client_id', route, { events: body.events }, 'client_id is required.'],
    ['no events', route, { client_id: '1', events: [] }, 'events must be a non-empty array.'],
    [
      '26 events',
      route,
      { client_id: '1', events: Array.from({ length: 26 }, () => ({ name: 'page_view' })) },
      'at most 25 events',
    ],
    ['an event name with a space', route, { client_id: '1', events: [{ name: 'Course Viewed' }] }, 'name'],
    ['a reserved prefix', route, { client_id: '1', events: [{ name: 'ga_thing' }] }, 'name'],
    [
      'a value over 100 characters',
      route,
      { client_id: '1', events: [{ name: 'x', params: { title: 'a'.repeat(101) } }] },
      'params.title is too long.',
    ],
  ])('refuses %s with a 400, and records nothing of the batch', async (_case, url, payload, problem) => {
    const before = (await events()).length;
    const response = await beacon(url, payload);
    expect(response.status).toBe(400);
    expect((await response.json()).problems.join(' ')).toContain(problem);
    expect(await events()).toHaveLength(before);
  });

  it('refuses a batch with one bad event whole: its good events are not recorded either', async () => {
    const before = (await events()).length;
    const response = await beacon(route, {
      client_id: '1',
      events: [{ name: 'good_event' }, { name: 'bad event' }],
    });
    expect(response.status).toBe(400);
    expect(await events()).toHaveLength(before);
  });
});
