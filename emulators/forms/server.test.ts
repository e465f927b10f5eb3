// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFormsServer } from './server.mjs';

let forms: Awaited<ReturnType<typeof startFormsServer>>;
let dir: string;
const SITE = 'http://localhost:4000';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'qe-forms-'));
  forms = await startFormsServer({
    port: 0,
    storeFile: path.join(dir, 'submissions.ndjson'),
    allowedOrigins: [SITE],
  });
});
afterAll(async () => {
  await forms.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (route: string, body: string, headers: Record<string, string>) =>
  fetch(`${forms.url}${route}`, { method: 'POST', body, headers, redirect: 'manual' });
const list = async (form: string) =>
  (await (await fetch(`${forms.url}/forms/submissions?form=${form}`)).json()).submissions;

describe('contact form', () => {
  it('records a form POST and redirects to the thank-you page', async () => {
    const response = await post(
      '/forms/contact',
      new URLSearchParams({
        name: 'Aisha',
        email: 'aisha@example.com',
        message: 'Hello',
        redirect: `${SITE}/thank-you`,
      }).toString(),
      { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${SITE}/` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/thank-you`);
    expect((await list('contact')).at(-1).fields).toEqual({
      name: 'Aisha',
      email: 'aisha@example.com',
      message: 'Hello',
    });
  });

  it('answers a fetch with JSON and never redirects off the site', async () => {
    const response = await post(
      '/forms/contact',
      JSON.stringify({
        name: 'A',
        email: 'a@example.com',
        message: 'x',
        redirect: 'https://evil.example/phish',
      }),
      { 'Content-Type': 'application/json', Origin: SITE },
    );
    expect(await response.json()).toMatchObject({ ok: true, redirect: `${SITE}/thank-you` });
  });

  it.each([
    ['a missing message', { name: 'A', email: 'a@example.com' }, 'message is required.'],
    [
      'a bad email',
      { name: 'A', email: 'not-an-email', message: 'x' },
      'email is not a valid email address.',
    ],
  ])('rejects %s with a 400 and records nothing', async (_, fields, message) => {
    const before = (await list('contact')).length;
    const response = await post('/forms/contact', JSON.stringify(fields), {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).problems).toContain(message);
    expect(await list('contact')).toHaveLength(before);
  });
});

describe('newsletter', () => {
  it('records 200 concurrent submissions, every one, durably', async () => {
    const emails = Array.from({ length: 200 }, (_, i) => `reader${i}@example.com`);
    const responses = await Promise.all(
      emails.map((email) =>
        post('/forms/newsletter', JSON.stringify({ email }), { 'Content-Type': 'application/json' }),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const stored = (await list('newsletter')).map((s: { fields: { email: string } }) => s.fields.email);
    expect(stored.sort()).toEqual([...emails].sort());
    const lines = (await readFile(path.join(dir, 'submissions.ndjson'), 'utf8')).trim().split('\n');
    expect(lines.every((line) => JSON.parse(line).id)).toBe(true);
  });

  it.each([
    ['not JSON', '{email:', 'application/json'],
    ['no email', '{}', 'application/json'],
    ['an unsupported content type', 'email=a@example.com', 'text/plain'],
  ])('rejects %s with a clear message', async (_, body, type) => {
    const response = await post('/forms/newsletter', body, {
      'Content-Type': type,
      Accept: 'application/json',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect((await response.json()).error).toEqual(expect.any(String));
  });
});

describe('prefilled forms', () => {
  it.each([
    [
      'enquiry',
      {
        name: 'Aisha',
        email: 'a@example.com',
        phone: '+44 20 7946 0000',
        type: 'Collaboration',
        consent: 'yes',
      },
    ],
    [
      'booking',
      {
        name: 'Aisha',
        email: 'a@example.com',
        phone: '+44 20 7946 0000',
        service: 'Sukuk Structuring Advisory',
        consent: 'yes',
      },
    ],
    [
      'course-signup',
      {
        name: 'Aisha',
        email: 'a@example.com',
        phone: '+44 20 7946 0000',
        course: 'Islamic Finance Foundations',
        answer: 'yes',
      },
    ],
  ])('%s shows the prefilled values and records the submitted form', async (form, values) => {
    const page = await (await fetch(`${forms.url}/forms/${form}?${new URLSearchParams(values)}`)).text();
    for (const value of Object.values(values)) expect(page).toContain(`value="${value}"`);
    const response = await post(`/forms/${form}`, new URLSearchParams(values).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('has been received');
    expect((await list(form)).at(-1).fields).toMatchObject(values);
  });

  it('shows what to fix instead of recording an incomplete form', async () => {
    const before = (await list('booking')).length;
    const response = await post('/forms/booking', 'name=A&email=bad', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('email is not a valid email address.');
    expect(await list('booking')).toHaveLength(before);
  });
});
