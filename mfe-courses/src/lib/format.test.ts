// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCompletionDate, formatMinutes } from './format';
import { coursesMessages } from './messages';

describe('formatCompletionDate', () => {
  it("writes a date as '22 November 2026'", () => {
    expect(formatCompletionDate('2026-11-22T10:00:00.000Z', 'en', 'UTC')).toBe('22 November 2026');
  });

  it("shows a timestamp as the day in the learner's time zone", () => {
    expect(formatCompletionDate('2026-11-22T23:30:00.000Z', 'en', 'Asia/Karachi')).toBe('23 November 2026');
    expect(formatCompletionDate('2026-11-22T02:00:00.000Z', 'en', 'America/New_York')).toBe(
      '21 November 2026',
    );
  });

  it('shows a plain date as that day in every time zone', () => {
    expect(formatCompletionDate('2026-11-22', 'en', 'America/Los_Angeles')).toBe('22 November 2026');
    expect(formatCompletionDate('2026-11-22', 'en', 'Pacific/Kiritimati')).toBe('22 November 2026');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatCompletionDate('soon')).toBe('soon');
    expect(formatCompletionDate('soon', 'ar')).toBe('soon');
  });

  it('is English without a locale', () => {
    expect(formatCompletionDate('2026-11-22')).toBe('22 November 2026');
  });

  it('writes an Arabic date with the Gregorian month and Western digits (decision 0015)', () => {
    expect(formatCompletionDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(formatCompletionDate('2026-11-22T23:30:00.000Z', 'ar', 'Asia/Karachi')).toBe('23 نوفمبر 2026');
  });
});

describe('formatMinutes', () => {
  it("writes minutes as '45 min', '1 h 30 min' or '2 h', and nothing for what is not a positive number", () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(0)).toBeNull();
    expect(formatMinutes('30')).toBeNull();
  });

  it('writes them in Arabic with the Arabic plural forms when given the Arabic texts', async () => {
    await coursesMessages.load('ar');
    const t: Parameters<typeof formatMinutes>[1] = (key, values) => coursesMessages.t('ar', key, values);
    expect(formatMinutes(1, t)).toBe('دقيقة واحدة');
    expect(formatMinutes(2, t)).toBe('دقيقتان');
    expect(formatMinutes(5, t)).toBe('5 دقائق');
    expect(formatMinutes(45, t)).toBe('45 دقيقة');
    expect(formatMinutes(120, t)).toBe('ساعتان');
    expect(formatMinutes(90, t)).toBe('ساعة واحدة و30 دقيقة');
  });
});
