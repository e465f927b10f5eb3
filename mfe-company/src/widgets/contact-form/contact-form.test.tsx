import { type BusEvents, createBus, DEFAULT_SITE_CONFIG, type RemoteProps } from '@quantethic/shared';
import { BrowserRouter, Route, Routes } from '@quantethic/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactFormWidget, { contractVersion, validateContact as problemsOf } from './contact-form';
import { contactFormT } from './contact-form-messages';

const english = contactFormT('en');

/** The problems of a contact message, as an English page shows them. */
const validateContact = (values: Parameters<typeof problemsOf>[0]) =>
  Object.fromEntries(Object.entries(problemsOf(values)).map(([field, key]) => [field, key && english(key)]));

const config = {
  ...DEFAULT_SITE_CONFIG,
  siteUrl: 'https://quantethic.example',
  forms: { ...DEFAULT_SITE_CONFIG.forms, contact: 'https://forms.example/contact' },
};
const props = { config, bus: createBus(), contractVersion: '1.0.0', basePath: '/' } as unknown as RemoteProps;

function show() {
  window.history.replaceState(null, '', '/');
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<ContactFormWidget {...props} />} />
        <Route path="/thank-you" element={<h1>Thank You</h1>} />
      </Routes>
    </BrowserRouter>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Aisha');
  await user.type(screen.getByLabelText('Email'), 'aisha@example.com');
  await user.type(screen.getByLabelText('Message'), 'Hello there');
}

afterEach(() => vi.unstubAllGlobals());

describe('Contact Us widget', () => {
  it('exports its contract version', () => {
    expect(contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is live in the browser: the form is not inert (its deploy-time snapshot is)', () => {
    show();
    expect(screen.getByLabelText('Name').closest('form')).not.toHaveAttribute('inert');
  });

  it('requires name, email (format) and message', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email.',
      message: 'Please enter a message.',
    });
    expect(validateContact({ name: 'A', email: 'nope', message: 'x' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('sends the message with the redirect field and shows /thank-you', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example/contact');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      name: 'Aisha',
      email: 'aisha@example.com',
      message: 'Hello there',
      redirect: 'https://quantethic.example/thank-you',
    });
  });

  it('keeps the message and says so when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.queryByRole('heading', { name: 'Thank You' })).not.toBeInTheDocument();
  });

  it("reports 'Form Submitted' (contact) when the message was accepted, with nothing the visitor typed", async () => {
    const events: BusEvents['analytics'][] = [];
    const off = props.bus.on('analytics', (event) => events.push(event));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    show();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(events).toEqual([]);

    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    expect(events).toEqual([{ name: 'Form Submitted', properties: { form: 'contact' } }]);
    off();
  });
});
