import { describe, expect, it } from 'vitest';
import { consultingMeta, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './consulting-page';
import { BOOKING_TYPE, bookingFormUrl, serviceLinkOf } from './lib/use-service-booking';

describe('consultingMeta (SPEC §2: seo title and description with fallbacks, indexable)', () => {
  it('uses the seo fields, without a repeated site name', () => {
    expect(
      consultingMeta({
        _id: 'c',
        heroTitle: 'Consulting for ethical finance',
        seo: { title: 'Islamic Finance Consulting | QuantEthic', description: 'Reviews and models.' },
      }),
    ).toEqual({ title: 'Islamic Finance Consulting', description: 'Reviews and models.', noIndex: false });
  });

  it('falls back to the hero, then to defaults', () => {
    expect(consultingMeta({ _id: 'c', heroTitle: 'Hero', heroDescription: 'Lead' })).toEqual({
      title: 'Hero',
      description: 'Lead',
      noIndex: false,
    });
    expect(consultingMeta(null)).toEqual({
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      noIndex: false,
    });
  });
});

describe('booking helpers (SPEC §2, §7)', () => {
  const template =
    'https://forms.example/booking?name={name}&email={email}&phone={phone}&type={type}&service={service}';
  const info = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

  it('fills the booking form with the visitor, the booking type and the service title', () => {
    const url = new URL(bookingFormUrl(template, info, "Shari'ah Review & Audit") ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...info,
      type: BOOKING_TYPE,
      service: "Shari'ah Review & Audit",
    });
    expect(BOOKING_TYPE).toBe('Service Booking');
  });

  it('gives no URL for a misconfigured form', () => {
    expect(bookingFormUrl('', info, 'x')).toBeNull();
    expect(bookingFormUrl('javascript:alert(1)//{name}', info, 'x')).toBeNull();
  });

  it('accepts http(s) and site links for a service, nothing else', () => {
    expect(serviceLinkOf({ serviceLink: 'https://academy.example/workshops' })).toEqual({
      kind: 'external',
      href: 'https://academy.example/workshops',
    });
    expect(serviceLinkOf({ serviceLink: '/contact' })).toEqual({ kind: 'internal', to: '/contact' });
    expect(serviceLinkOf({ serviceLink: 'javascript:alert(1)' })).toBeNull();
    expect(serviceLinkOf({ serviceLink: 'mailto:hello@example.com' })).toBeNull();
    expect(serviceLinkOf({})).toBeNull();
  });
});
