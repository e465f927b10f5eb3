import { type ConsultingPage, type ConsultingService, saveVisitorInfo } from '@quantethic/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProps, VISITOR as INFO, recordEvents, renderWithProps } from '../../../testing/render';
import { ServicesSection } from '../components/services-section';
import { useServiceBooking } from './use-service-booking';

const BOOKING =
  'http://forms.test/forms/booking?name={name}&email={email}&phone={phone}&type={type}&service={service}&answer=yes';
const SUKUK = 'Sukuk Structuring Advisory';
const ACADEMY = 'https://academy.quantethic.example/corporate-workshops';

/** The tab window.open hands back when the browser lets it open (only `opener` is used). */
const openedTab = () => ({ opener: window as Window | null, closed: false }) as unknown as Window;

function setup(ui: ReactElement) {
  const props = createTestProps({ booking: BOOKING });
  const toasts = recordEvents(props, 'toast');
  const analytics = recordEvents(props, 'analytics');
  renderWithProps(ui, props, '/consulting');
  // Typing and clicking move the fake clock when a test installed one.
  const advanceTimers = (ms: number) => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
  };
  return { toasts, analytics, user: userEvent.setup({ advanceTimers }) };
}

const page: ConsultingPage = { _id: 'consulting', services: [{ _id: 'sukuk', title: SUKUK, order: 1 }] };
const card = () => screen.getByRole('article', { name: SUKUK });

const bookingParams = {
  name: INFO.name,
  email: INFO.email,
  phone: INFO.phone,
  type: 'Service Booking',
  service: SUKUK,
  answer: 'yes',
};
const paramsOf = (url: string | null | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('booking with saved info', () => {
  beforeEach(() => saveVisitorInfo(INFO));

  it('opens the prefilled booking form in a new tab cut off from this page', async () => {
    const tab = openedTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { user, toasts } = setup(<ServicesSection page={page} />);
    await user.click(within(card()).getByRole('button', { name: 'Book Consultation' }));
    expect(open).toHaveBeenCalledOnce();
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(paramsOf(String(url))).toEqual(bookingParams);
    expect(target).toBe('_blank');
    expect(features ?? '').not.toMatch(/noopener/);
    expect(tab.opener).toBeNull();
    expect(toasts).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the browser blocks the tab: this page stays, with a toast and a focused link to the form', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, toasts } = setup(<ServicesSection page={page} />);
    const book = within(card()).getByRole('button', { name: 'Book Consultation' });
    await user.click(book);

    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'Your browser blocked the new tab. Use “Open the booking form” to open it yourself.',
      },
    ]);
    const notice = screen.getByRole('dialog', { name: 'Your browser blocked the new tab' });
    const link = within(notice).getByRole('link', { name: /^Open the booking form/ });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(paramsOf(link.getAttribute('href'))).toEqual(bookingParams);
    expect(window.location.pathname).toBe('/consulting');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toHaveFocus();
  });
});

describe("booking through the 'Service Booking' dialog", () => {
  async function bookThroughDialog() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const setupResult = setup(<ServicesSection page={page} />);
    const { user } = setupResult;
    await user.click(within(card()).getByRole('button', { name: 'Book Consultation' }));
    const dialog = screen.getByRole('dialog', { name: 'Service Booking' });
    await user.type(within(dialog).getByLabelText('Name'), INFO.name);
    await user.type(within(dialog).getByLabelText('Email'), INFO.email);
    await user.type(within(dialog).getByLabelText('Phone'), INFO.phone);
    await user.click(within(dialog).getByRole('button', { name: `Book ${SUKUK}` }));
    expect(within(dialog).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    return setupResult;
  }

  it('saves the info, then opens the prefilled booking form in a new tab', async () => {
    const tab = openedTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { toasts, analytics } = await bookThroughDialog();
    expect(open).toHaveBeenCalledOnce();
    expect(paramsOf(String(open.mock.calls[0]?.[0]))).toEqual(bookingParams);
    expect(analytics).toEqual([{ name: 'Form Submitted', properties: { form: 'booking', service: SUKUK } }]);
    expect(tab.opener).toBeNull();
    expect(toasts).toEqual([{ kind: 'success', message: 'Info saved! Redirecting to the booking form...' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the browser blocks the tab: the info stays saved, with a toast and a focused link to the form', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { toasts } = await bookThroughDialog();
    expect(toasts).toEqual([
      { kind: 'success', message: 'Info saved! Redirecting to the booking form...' },
      {
        kind: 'error',
        message: 'Your browser blocked the new tab. Use “Open the booking form” to open it yourself.',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Service Booking' })).not.toBeInTheDocument();
    const link = within(screen.getByRole('dialog', { name: 'Your browser blocked the new tab' })).getByRole(
      'link',
      { name: /^Open the booking form/ },
    );
    expect(link).toHaveFocus();
    expect(paramsOf(link.getAttribute('href'))).toEqual(bookingParams);
    expect(localStorage.getItem('userName')).toBe(INFO.name);
    expect(localStorage.getItem('userEmail')).toBe(INFO.email);
    expect(localStorage.getItem('userPhone')).toBe(INFO.phone);
    expect(window.location.pathname).toBe('/consulting');
  });
});

/** What 'Book This Service' in the details dialog does: `book` with the service from code. */
function BookButton({ service }: { service: ConsultingService }) {
  const { book, modal } = useServiceBooking();
  return (
    <>
      <button type="button" onClick={() => book(service)}>
        Book This Service
      </button>
      {modal}
    </>
  );
}

describe("a service with its own link ('Learn More')", () => {
  const service = { _id: 'training', title: 'Corporate Training Workshops', serviceLink: ACADEMY };

  it('opens the link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(openedTab());
    const { user } = setup(<BookButton service={service} />);
    await user.click(screen.getByRole('button', { name: 'Book This Service' }));
    expect(open).toHaveBeenCalledExactlyOnceWith(ACADEMY, '_blank');
  });

  it('when the browser blocks the tab: a toast and a focused link to the service page; this page stays', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, toasts } = setup(<BookButton service={service} />);
    await user.click(screen.getByRole('button', { name: 'Book This Service' }));
    expect(toasts).toEqual([
      {
        kind: 'error',
        message: 'Your browser blocked the new tab. Use “Open the service page” to open it yourself.',
      },
    ]);
    const link = within(screen.getByRole('dialog', { name: 'Your browser blocked the new tab' })).getByRole(
      'link',
      { name: /^Open the service page/ },
    );
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', ACADEMY);
    expect(window.location.pathname).toBe('/consulting');
  });

  it('follows a link on this site in this tab', async () => {
    const open = vi.spyOn(window, 'open');
    const { user } = setup(<BookButton service={{ ...service, serviceLink: '/contact' }} />);
    await user.click(screen.getByRole('button', { name: 'Book This Service' }));
    expect(open).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/contact');
  });
});
