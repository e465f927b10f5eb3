// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consultingMessages, consultingT } from '../consulting-messages';
import { formatAmount, formatPricing as formatIn } from './pricing';

/** The pricing as an English page shows it. */
const english = consultingT('en');
const formatPricing = (pricing: unknown) => formatIn(pricing, english);

describe('formatPricing (SPEC §3: fixed, hourly, custom, contact)', () => {
  it('fixed: the amount in its currency, with the note', () => {
    expect(
      formatPricing({ type: 'fixed', amount: 12500, currency: 'USD', note: 'Per product family' }),
    ).toEqual({
      label: '$12,500',
      kind: 'Fixed fee',
      note: 'Per product family',
    });
    expect(formatPricing({ type: 'fixed', amount: 9500, currency: 'EUR' })?.label).toBe('€9,500');
    expect(formatPricing({ type: 'fixed', amount: 1250.5, currency: 'GBP' })?.label).toBe('£1,250.50');
  });

  it('fixed without a currency uses US dollars', () => {
    expect(formatPricing({ type: 'fixed', amount: 18000 })?.label).toBe('$18,000');
  });

  it('hourly: the rate per hour, without repeating a "per hour" note', () => {
    expect(formatPricing({ type: 'hourly', amount: 350, currency: 'USD', note: 'per hour' })).toEqual({
      label: '$350 per hour',
      kind: 'Hourly rate',
      note: null,
    });
    expect(
      formatPricing({ type: 'hourly', amount: 200, currency: 'USD', note: 'Minimum 4 hours' })?.note,
    ).toBe('Minimum 4 hours');
  });

  it('custom and contact: texts instead of an amount', () => {
    expect(formatPricing({ type: 'custom', note: 'Scoped after a discovery call' })).toEqual({
      label: 'Custom pricing',
      kind: 'Tailored quote',
      note: 'Scoped after a discovery call',
    });
    expect(formatPricing({ type: 'contact' })).toEqual({
      label: 'Contact for pricing',
      kind: 'Price on request',
      note: null,
    });
  });

  it('a fixed or hourly price without a usable amount asks to get in touch', () => {
    expect(formatPricing({ type: 'fixed' })?.label).toBe('Contact for pricing');
    expect(formatPricing({ type: 'hourly', amount: Number.NaN })?.label).toBe('Contact for pricing');
    expect(formatPricing({ type: 'fixed', amount: -5 })?.label).toBe('Contact for pricing');
  });

  it('an amount without a type is a fixed fee; nothing usable gives null', () => {
    expect(formatPricing({ amount: 500, currency: 'USD' })?.label).toBe('$500');
    expect(formatPricing(null)).toBeNull();
    expect(formatPricing({})).toBeNull();
    expect(formatPricing('free')).toBeNull();
    expect(formatPricing({ type: 'unknown', note: 'Ask us' })?.label).toBe('Contact for pricing');
  });

  it('reads a blank or wrongly typed note or currency as missing', () => {
    expect(formatPricing({ type: 'fixed', amount: 100, currency: '  ', note: '   ' })).toEqual({
      label: '$100',
      kind: 'Fixed fee',
      note: null,
    });
    expect(formatPricing({ type: 'fixed', amount: 100, currency: ' eur ', note: ' Per team ' })).toEqual({
      label: '€100',
      kind: 'Fixed fee',
      note: 'Per team',
    });
    expect(formatPricing({ type: 'fixed', amount: 100, currency: 7, note: { text: 'x' } })?.note).toBeNull();
    expect(formatPricing({ type: 'unknown', note: '  ' })).toBeNull();
    expect(formatPricing({ type: 'unknown', note: ' Ask us ' })?.note).toBe('Ask us');
  });

  it('an unknown currency code still shows the amount', () => {
    expect(formatAmount(1000, 'points')).toBe('1,000 POINTS');
    expect(formatAmount(1000, 'XAU')).toMatch(/1,000/);
  });

  it('is English without a locale', () => {
    expect(formatAmount(12500, 'USD', 'en')).toBe('$12,500');
    expect(formatIn({ type: 'fixed', amount: 9500, currency: 'EUR' }, english, 'en')?.label).toBe('€9,500');
  });
});

describe('pricing on an Arabic page (decision 0015)', () => {
  /** Without the bidi marks Intl puts around an amount in right-to-left text. */
  const plain = (value: string | undefined) => value?.replace(/[\u200E\u200F\u061C]/g, '');

  it('writes amounts with Western digits and the currency after them', async () => {
    await consultingMessages.load('ar');
    const arabic = (pricing: unknown) => formatIn(pricing, consultingT('ar'), 'ar');
    expect(plain(arabic({ type: 'fixed', amount: 12500, currency: 'USD' })?.label)).toBe('12,500\u00A0US$');
    expect(plain(arabic({ type: 'fixed', amount: 1250.5, currency: 'EUR' })?.label)).toBe('1,250.50\u00A0€');
    expect(plain(arabic({ type: 'hourly', amount: 350, currency: 'USD' })?.label)).toBe(
      '350\u00A0US$ للساعة',
    );
    expect(arabic({ type: 'fixed', amount: 12500, currency: 'USD' })?.kind).toBe('رسوم ثابتة');
    expect(formatAmount(1000, 'points', 'ar')).toBe('1,000 POINTS');
  });
});
