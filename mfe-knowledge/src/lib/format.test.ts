// @vitest-environment node
import { formatNumber, formatDate as sharedFormatDate } from '@quantethic/shared';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatKb, formatReadingTime, isoDate, truncate, UNKNOWN_DATE } from './format';
import { type KnowledgeT, knowledgeMessages } from './messages';

const arabic: KnowledgeT = (key, values) => knowledgeMessages.t('ar', key, values);

describe('formatDate', () => {
  it('formats a content date without shifting it across time zones', () => {
    expect(formatDate('2024-02-12')).toBe('12 February 2024');
    expect(formatDate('2025-07-09T23:30:00Z')).toBe('9 July 2025');
  });

  it.each([null, undefined, '', 'yesterday', '2024-13-45'])('shows Unknown Date for %j', (value) => {
    expect(formatDate(value)).toBe(UNKNOWN_DATE);
  });

  it('writes what Intl writes for en-GB in UTC, for every month and across years', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let year = 1999; year <= 2031; year += 4)
      for (let month = 0; month < 12; month++)
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(year, month, day, 23, 30)).toISOString();
          expect(formatDate(date)).toBe(intl.format(Date.parse(date)));
        }
  });

  it("writes what @quantethic/shared's formatDate writes for English (decision 0015)", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2024, month, 12, 23, 30)).toISOString();
      expect(formatDate(date)).toBe(sharedFormatDate(date, 'en'));
      expect(formatDate(date, 'en')).toBe(formatDate(date));
    }
  });

  it('in Arabic: the Gregorian month, Western digits, the day in UTC (decision 0015)', () => {
    expect(formatDate('2024-02-12', 'ar')).toBe('12 فبراير 2024');
    expect(formatDate('2025-07-09T23:30:00Z', 'ar')).toBe('9 يوليو 2025');
  });

  it("shows the caller's text for a missing date in another language", () => {
    expect(formatDate(null, 'ar', 'تاريخ غير معروف')).toBe('تاريخ غير معروف');
    expect(formatDate('yesterday', 'ar', 'تاريخ غير معروف')).toBe('تاريخ غير معروف');
  });

  it("does not start the browser's Intl formatters: the first one on a page costs ~60–100 ms of a slow phone's main thread", async () => {
    vi.resetModules();
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const { formatDate: fresh } = await import('./format');
    expect(fresh('2024-02-12')).toBe('12 February 2024');
    expect(dateFormat).not.toHaveBeenCalled();
    dateFormat.mockRestore();
  });

  it('gives a machine-readable date', () => {
    expect(isoDate('2024-02-12')).toBe('2024-02-12');
    expect(isoDate('nonsense')).toBeUndefined();
  });
});

describe('formatKb (SPEC §9: size / 1024, rounded)', () => {
  it.each([
    [2554, '2 KB'],
    [2153, '2 KB'],
    [1536, '2 KB'],
    [1535, '1 KB'],
    [0, '0 KB'],
    [10 * 1024 * 1024, '10240 KB'],
  ])('%d bytes → %s', (size, expected) => {
    expect(formatKb(size)).toBe(expected);
  });

  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])('is null for %j', (size) => {
    expect(formatKb(size)).toBeNull();
    expect(formatKb(size, 'ar', arabic)).toBeNull();
  });

  it("writes the number as @quantethic/shared's formatNumber writes it for English (no grouping), without Intl", async () => {
    const expected = `${formatNumber(10240, 'en', { useGrouping: false })} KB`;
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const { formatKb: fresh } = await import('./format');
    expect(fresh(10 * 1024 * 1024, 'en')).toBe(expected);
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });

  it('in Arabic: the Arabic unit, the number in the Arabic locale (Western digits, decision 0015)', async () => {
    await knowledgeMessages.load('ar');
    expect(formatKb(2554, 'ar', arabic)).toBe('2 كيلوبايت');
    expect(formatKb(0, 'ar', arabic)).toBe('0 كيلوبايت');
    expect(formatKb(10 * 1024 * 1024, 'ar', arabic)).toBe(
      `${formatNumber(10240, 'ar', { useGrouping: false })} كيلوبايت`,
    );
    expect(formatKb(10 * 1024 * 1024, 'ar', arabic)).toBe('10240 كيلوبايت');
  });
});

describe('truncate (SPEC §9: 140 characters with an ellipsis)', () => {
  it('keeps short text as it is', () => {
    const text = 'a'.repeat(140);
    expect(truncate(text)).toBe(text);
  });

  it('cuts at 140 characters and adds an ellipsis', () => {
    const result = truncate(`${'word '.repeat(40)}end`);
    expect(result.endsWith('…')).toBe(true);
    expect(Array.from(result.slice(0, -1)).length).toBeLessThanOrEqual(140);
  });

  it('never splits a character made of two code units', () => {
    const result = truncate('😀'.repeat(200), 140);
    expect(Array.from(result)).toHaveLength(141);
    expect(result).not.toMatch(/\uFFFD/);
  });
});

describe('formatReadingTime', () => {
  it('says minutes', () => {
    expect(formatReadingTime(5)).toBe('5 min read');
    expect(formatReadingTime(1)).toBe('1 min read');
  });

  it("in Arabic, with Arabic's plural forms", async () => {
    await knowledgeMessages.load('ar');
    const t: Parameters<typeof formatReadingTime>[1] = (key, values) =>
      knowledgeMessages.t('ar', key, values);
    expect(formatReadingTime(1, t)).toBe('دقيقة واحدة للقراءة');
    expect(formatReadingTime(2, t)).toBe('دقيقتان للقراءة');
    expect(formatReadingTime(5, t)).toBe('5 دقائق للقراءة');
    expect(formatReadingTime(12, t)).toBe('12 دقيقة للقراءة');
  });
});
