// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { levelLabel } from './levels';
import { coursesMessages, englishT } from './messages';

describe('levelLabel', () => {
  it('names the known levels and the group of courses without one in the page language', async () => {
    await coursesMessages.load('ar');
    const arabicT = (key: Parameters<typeof englishT>[0]) => coursesMessages.t('ar', key);
    expect(
      ['Beginner', 'Intermediate', 'Advanced', 'Other'].map((level) => levelLabel(level, arabicT)),
    ).toEqual(['مبتدئ', 'متوسط', 'متقدّم', 'أخرى']);
  });

  it('keeps the English names (SPEC texts) and any other level as the content gives it', () => {
    expect(
      ['Beginner', 'Intermediate', 'Advanced', 'Other'].map((level) => levelLabel(level, englishT)),
    ).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Other']);
    expect(levelLabel('Expert', englishT)).toBe('Expert');
  });
});
