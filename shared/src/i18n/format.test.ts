// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, formatPercent, intlLocale } from './format';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('intlLocale', () => {
  it("English is the site's British English (day month year)", () => {
    expect(intlLocale('en')).toBe('en-GB');
  });

  it('Arabic: the Gregorian calendar and Western digits, whatever the engine would choose for plain "ar"', () => {
    const tag = intlLocale('ar');
    expect(tag).toBe('ar-u-ca-gregory-nu-latn');
    const date = new Intl.DateTimeFormat(tag).resolvedOptions();
    expect(date.calendar).toBe('gregory');
    expect(date.numberingSystem).toBe('latn');
    expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem).toBe('latn');
  });
});

describe('formatDate', () => {
  it("English: what the site writes today ('12 February 2024', the day in UTC)", () => {
    expect(formatDate('2024-02-12', 'en')).toBe('12 February 2024');
    expect(formatDate('2025-07-09T23:30:00Z', 'en')).toBe('9 July 2025');
    expect(formatDate(Date.UTC(2026, 10, 22), 'en')).toBe('22 November 2026');
    expect(formatDate(new Date(Date.UTC(1999, 0, 1, 23, 59)), 'en')).toBe('1 January 1999');
  });

  it('English with options: the certificate date (dateStyle long) and a time', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z', 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '22 November 2026',
    );
    expect(
      formatDate('2026-11-22T23:30:00.000Z', 'en', { dateStyle: 'long', timeZone: 'Asia/Karachi' }),
    ).toBe('23 November 2026');
    expect(
      formatDate(Date.UTC(2026, 10, 22, 9, 30), 'en', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
    ).toBe('22 November 2026 at 09:30');
  });

  it('Arabic: Gregorian month names and Western digits, never the Islamic calendar', () => {
    expect(formatDate('2024-02-12', 'ar')).toBe('12 فبراير 2024');
    expect(formatDate('2025-07-09T23:30:00Z', 'ar')).toBe('9 يوليو 2025');
    expect(formatDate('2026-11-22', 'ar', { dateStyle: 'long', timeZone: 'UTC' })).toBe('22 نوفمبر 2026');
    const withTime = formatDate(Date.UTC(2026, 10, 22, 9, 30), 'ar', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(withTime).toMatch(/^22 نوفمبر 2026 .*9:30/);
    for (const value of [withTime, formatDate('2024-02-12', 'ar')]) {
      expect(value).not.toMatch(ARABIC_INDIC_DIGITS);
      expect(value).not.toMatch(/هـ/);
    }
  });

  it('is the same on the server and in the browser: the default is the day in UTC, whatever the time zone', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(formatDate('2024-02-12', 'en')).toBe('12 February 2024');
        expect(formatDate('2024-02-12T23:30:00Z', 'ar')).toBe('12 فبراير 2024');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it.each(['', 'yesterday', '2024-13-45', Number.NaN, new Date(Number.NaN)])(
    'is null for a value that is not a date (%j)',
    (value) => {
      expect(formatDate(value, 'en')).toBeNull();
      expect(formatDate(value, 'ar')).toBeNull();
    },
  );
});

describe('formatNumber', () => {
  it('English groups thousands with commas and keeps up to three decimals by default', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(0.123456, 'en', { maximumFractionDigits: 4 })).toBe('0.1235');
    expect(formatNumber(-42, 'en')).toBe('-42');
  });

  it('Arabic: Western digits, the same separators', () => {
    expect(formatNumber(1234567.891, 'ar')).toBe('1,234,567.891');
    expect(formatNumber(3, 'ar', { minimumIntegerDigits: 2 })).toBe('03');
    expect(formatNumber(98765.4321, 'ar', { maximumFractionDigits: 4 })).not.toMatch(ARABIC_INDIC_DIGITS);
  });
});

describe('formatPercent', () => {
  it('a fraction as a whole percentage', () => {
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.29, 'en')).toBe('29%');
    expect(formatPercent(0.667, 'en', { maximumFractionDigits: 1 })).toBe('66.7%');
  });

  it('Arabic: Western digits and the percent sign after the number', () => {
    const half = formatPercent(0.5, 'ar');
    expect(half.replace(/[\u200E\u200F\u061C]/g, '')).toBe('50%');
    expect(half).not.toMatch(ARABIC_INDIC_DIGITS);
  });
});

describe('formatCurrency', () => {
  it("English prices as the site writes them today (en-US: '$12,500', not en-GB's 'US$12,500')", () => {
    const whole = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
    expect(formatCurrency(12500, 'USD', 'en', whole)).toBe('$12,500');
    expect(formatCurrency(9500, 'EUR', 'en', whole)).toBe('€9,500');
    expect(formatCurrency(1250.5, 'GBP', 'en')).toBe('£1,250.50');
  });

  it('Arabic: Western digits, the currency after the amount', () => {
    const price = formatCurrency(12500, 'USD', 'ar', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
    expect(price.replace(/[\u200E\u200F\u061C]/g, '')).toBe('12,500\u00A0US$');
    expect(formatCurrency(1250.5, 'EUR', 'ar')).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('a code that is not a currency code is an error, as in Intl', () => {
    expect(() => formatCurrency(1000, 'points', 'en')).toThrow(RangeError);
  });
});
