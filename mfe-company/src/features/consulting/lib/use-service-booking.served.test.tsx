import { type ConsultingPage, saveVisitorInfo } from '@quantethic/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProps, renderWithProps, VISITOR } from '../../../testing/render';
import { ServicesSection } from '../components/services-section';

// A served page's first (hydrating) render knows no visitor: `useVisitorInfo()` is null until the
// page has hydrated, as it was at deploy time. A click handled then — one made before the page
// was live, performed as its part hydrates — books for the visitor this browser has saved.
vi.mock('@quantethic/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@quantethic/shared')>()),
  useVisitorInfo: () => null,
}));

const BOOKING = 'http://forms.test/forms/booking?name={name}&email={email}&phone={phone}&service={service}';
const SUKUK = 'Sukuk Structuring Advisory';
const page: ConsultingPage = { _id: 'consulting', services: [{ _id: 'sukuk', title: SUKUK, order: 1 }] };

beforeEach(() => localStorage.clear());

describe('Book Consultation handled while the section still shows its served state', () => {
  it('opens the booking form for the visitor this browser has saved, not the dialog', async () => {
    saveVisitorInfo(VISITOR);
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ opener: null, closed: false } as unknown as Window);
    renderWithProps(<ServicesSection page={page} />, createTestProps({ booking: BOOKING }), '/consulting');
    const card = screen.getByRole('article', { name: SUKUK });
    await userEvent.click(within(card).getByRole('button', { name: 'Book Consultation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledOnce();
    expect(Object.fromEntries(new URL(String(open.mock.calls[0]?.[0])).searchParams)).toMatchObject({
      name: VISITOR.name,
      email: VISITOR.email,
      phone: VISITOR.phone,
      service: SUKUK,
    });
  });

  it('asks for the details when this browser has none saved', async () => {
    renderWithProps(<ServicesSection page={page} />, createTestProps({ booking: BOOKING }), '/consulting');
    const card = screen.getByRole('article', { name: SUKUK });
    await userEvent.click(within(card).getByRole('button', { name: 'Book Consultation' }));
    expect(await screen.findByRole('dialog', { name: 'Service Booking' })).toBeInTheDocument();
  });
});
