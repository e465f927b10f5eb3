import { type BusEvents, createBus } from '@quantethic/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterForm (SPEC §4 newsletter, §5 validation)', () => {
  it('rendered at deploy time it takes typing at once, and hydrating it keeps what was typed', async () => {
    const form = (
      <NewsletterForm url="https://forms.example/newsletter" bus={createBus()} submitLabel="Subscribe Now" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const email = container.querySelector('input') as HTMLInputElement;
    expect(email.closest('[inert]')).toBeNull();
    email.value = 'early@example.com';
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByLabelText('Email address')).toBe(email);
    expect(email).toHaveValue('early@example.com');
    container.remove();
  });

  it('on success resets the form and says so', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <NewsletterForm url="https://forms.example/newsletter" bus={createBus()} submitLabel="Subscribe Now" />,
    );
    await user.type(screen.getByLabelText('Email address'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText(/Thank you for subscribing!/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(
      {
        email: 'a@example.com',
      },
    );
  });

  it("on failure shows 'Error submitting form' as an alert and keeps the email, without window.alert", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    const user = userEvent.setup();
    render(
      <NewsletterForm url="https://forms.example/newsletter" bus={createBus()} submitLabel="Subscribe Now" />,
    );
    await user.type(screen.getByLabelText('Email address'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting form');
    expect(screen.getByLabelText('Email address')).toHaveValue('a@example.com');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('requires a valid email before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <NewsletterForm
        url="https://forms.example/newsletter"
        bus={createBus()}
        submitLabel="Subscribe"
        label="Email"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports 'Form Submitted' (newsletter) only when the subscription was accepted, without the email", async () => {
    const bus = createBus();
    const events: BusEvents['analytics'][] = [];
    bus.on('analytics', (event) => events.push(event));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('down', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<NewsletterForm url="https://forms.example/newsletter" bus={bus} submitLabel="Subscribe Now" />);
    await user.type(screen.getByLabelText('Email address'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting form');
    expect(events).toEqual([]);

    fetchMock.mockImplementation(async () => new Response('{"ok":true}', { status: 201 }));
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText(/Thank you for subscribing!/)).toBeInTheDocument();
    expect(events).toEqual([{ name: 'Form Submitted', properties: { form: 'newsletter' } }]);
  });
});
