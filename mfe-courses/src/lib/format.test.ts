import { describe, expect, it } from 'vitest';
import { formatCompletionDate, formatMinutes } from './format';

describe('formatCompletionDate', () => {
  it("writes a date as '22 November 2026'", () => {
    expect(formatCompletionDate('2026-11-22T10:00:00.000Z', 'UTC')).toBe('22 November 2026');
  });

  it("shows a timestamp as the day in the learner's time zone", () => {
    expect(formatCompletionDate('2026-11-22T23:30:00.000Z', 'Asia/Karachi')).toBe('23 November 2026');
    expect(formatCompletionDate('2026-11-22T02:00:00.000Z', 'America/New_York')).toBe('21 November 2026');
  });

  it('shows a plain date as that day in every time zone', () => {
    expect(formatCompletionDate('2026-11-22', 'America/Los_Angeles')).toBe('22 November 2026');
    expect(formatCompletionDate('2026-11-22', 'Pacific/Kiritimati')).toBe('22 November 2026');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatCompletionDate('soon')).toBe('soon');
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
});
