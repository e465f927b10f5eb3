import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishOf } from '../testing/render';
import { emailProblem, sendContactMessage, siteUrlOf, subscribeToNewsletter } from './forms';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('subscribeToNewsletter (SPEC §7: JSON body {email})', () => {
  it('posts the email as JSON and succeeds on a 2xx answer', async () => {
    const fetchMock = vi.fn(async () => json(201, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await subscribeToNewsletter('https://forms.example/newsletter', ' a@b.co ')).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example/newsletter');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co' });
  });

  it('fails on an error answer, a network error or a missing URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'down' })),
    );
    expect((await subscribeToNewsletter('https://forms.example/n', 'a@b.co')).ok).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await subscribeToNewsletter('https://forms.example/n', 'a@b.co')).toEqual({
      ok: false,
      error: 'Failed to fetch',
    });
    expect((await subscribeToNewsletter('', 'a@b.co')).ok).toBe(false);
  });
});

describe('sendContactMessage (SPEC §7: name, email, message and redirect)', () => {
  it('sends a form body asking for JSON', async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true, id: '1', redirect: '/thank-you' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await sendContactMessage(
      'https://forms.example/contact',
      { name: ' Aisha ', email: 'a@b.co', message: 'Hello' },
      'https://site.example/thank-you',
    );
    expect(result).toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      name: 'Aisha',
      email: 'a@b.co',
      message: 'Hello',
      redirect: 'https://site.example/thank-you',
    });
  });

  it('fails on a 4xx/5xx answer or an explicit ok:false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'email is required.' })),
    );
    const fields = { name: 'A', email: 'a@b.co', message: 'Hi' };
    expect((await sendContactMessage('https://f.example/c', fields, '/thank-you')).ok).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ok: false })),
    );
    expect((await sendContactMessage('https://f.example/c', fields, '/thank-you')).ok).toBe(false);
  });
});

describe('siteUrlOf and emailProblem', () => {
  it('builds absolute URLs from the configured site URL or the current origin', () => {
    expect(siteUrlOf('https://quantethic.example', '/thank-you')).toBe(
      'https://quantethic.example/thank-you',
    );
    expect(siteUrlOf('', '/thank-you')).toBe(`${window.location.origin}/thank-you`);
  });

  it('requires a valid email', () => {
    expect(englishOf(emailProblem(''))).toBe('Please enter your email.');
    expect(englishOf(emailProblem('nope'))).toBe('Please enter a valid email address.');
    expect(emailProblem('a@b.co')).toBeNull();
  });
});
