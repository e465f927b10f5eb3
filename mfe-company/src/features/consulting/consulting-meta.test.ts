// @vitest-environment node
import { DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultingT, consultingTexts } from './consulting-messages';
import { consultingMeta, DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './consulting-page';
import { DEFAULT_CATEGORY } from './lib/services';
import { BOOKING_TYPE, bookingFormUrl, serviceLinkOf } from './lib/use-service-booking';

const config = { ...DEFAULT_SITE_CONFIG, siteUrl: 'https://quantethic.example' };

describe('consultingMeta (SPEC §2: seo title and description with fallbacks, indexable)', () => {
  it('uses the seo fields, without a repeated site name', () => {
    expect(
      consultingMeta(
        {
          _id: 'c',
          heroTitle: 'Consulting for ethical finance',
          seo: { title: 'Islamic Finance Consulting | QuantEthic', description: 'Reviews and models.' },
        },
        config,
      ),
    ).toMatchObject({
      title: 'Islamic Finance Consulting',
      description: 'Reviews and models.',
      path: '/consulting',
      noIndex: false,
    });
  });

  it('falls back to the hero, then to defaults', () => {
    expect(consultingMeta({ _id: 'c', heroTitle: 'Hero', heroDescription: 'Lead' }, config)).toMatchObject({
      title: 'Hero',
      description: 'Lead',
      noIndex: false,
    });
    expect(consultingMeta(null, config)).toMatchObject({
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      noIndex: false,
      jsonLd: [],
    });
  });

  it('describes each service the grid shows as a schema.org Service, in grid order', () => {
    const { jsonLd } = consultingMeta(
      {
        _id: 'c',
        services: [
          { _id: 'b', title: 'Sukuk Structuring', shortDescription: 'From term sheet to listing.', order: 2 },
          { _id: 'a', title: "Shari'ah Review", category: 'Compliance', order: 1 },
          { _id: 'x', title: 'Retired', active: false },
          { _id: '', title: 'No id' },
        ],
      },
      config,
    );
    const provider = { '@type': 'Organization', name: 'QuantEthic', sameAs: 'https://quantethic.example/' };
    expect(jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: "Shari'ah Review",
        serviceType: 'Compliance',
        url: 'https://quantethic.example/consulting',
        provider,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: 'Sukuk Structuring',
        description: 'From term sheet to listing.',
        serviceType: DEFAULT_CATEGORY,
        url: 'https://quantethic.example/consulting',
        provider,
      },
    ]);
  });
});

describe('booking helpers (SPEC §2, §7)', () => {
  const template =
    'https://forms.example/booking?name={name}&email={email}&phone={phone}&type={type}&service={service}&lang={locale}';
  const info = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

  it('fills the booking form with the visitor, the booking type and the service title', () => {
    const url = new URL(bookingFormUrl(template, info, "Shari'ah Review & Audit") ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...info,
      type: BOOKING_TYPE,
      service: "Shari'ah Review & Audit",
      lang: 'en',
    });
    expect(BOOKING_TYPE).toBe('Service Booking');
  });

  it("asks for the booking form in the page's edition", () => {
    const url = new URL(bookingFormUrl(template, info, 'Sukuk', 'ar') ?? '');
    expect(url.searchParams.get('lang')).toBe('ar');
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

describe('consultingMeta in Arabic', () => {
  beforeAll(() => consultingTexts.ready('ar'));

  it("falls back to the page's own title and description in Arabic; English as the spec writes them", () => {
    expect(consultingMeta(null, config, consultingT('ar'))).toMatchObject({
      title: 'الاستشارات',
      description:
        'نمذجة مالية متوافقة مع الشريعة، وهيكلة للمنتجات، واستشارات في إدارة المخاطر للمؤسسات ورواد الأعمال.',
    });
    expect(DEFAULT_TITLE).toBe('Consulting');
    expect(DEFAULT_DESCRIPTION).toBe(
      "Shari'ah-aligned financial modelling, product structuring and risk consulting for institutions and founders.",
    );
  });
});
