import { describe, expect, it, vi } from 'vitest';
import { readCourseProgress } from './course-progress';
import { progressKey } from './storage';

describe('readCourseProgress (read-only; the learning view writes the record)', () => {
  it('is 0% when nothing is stored, or without a course id', () => {
    expect(readCourseProgress('course-1')).toEqual({ percentage: 0, completedAt: null });
    expect(readCourseProgress(null)).toEqual({ percentage: 0, completedAt: null });
  });

  it('reads the stored percentage, rounded and kept within 0–100', () => {
    localStorage.setItem(progressKey('c1'), JSON.stringify({ percentage: 42.6, completedSubLessons: [] }));
    expect(readCourseProgress('c1').percentage).toBe(43);
    localStorage.setItem(progressKey('c1'), JSON.stringify({ percentage: 250 }));
    expect(readCourseProgress('c1').percentage).toBe(100);
    localStorage.setItem(progressKey('c1'), JSON.stringify({ percentage: -5 }));
    expect(readCourseProgress('c1').percentage).toBe(0);
  });

  it('gives the completion date only for a completed course', () => {
    localStorage.setItem(
      progressKey('c1'),
      JSON.stringify({ percentage: 100, completedAt: '2026-01-02T03:04:05Z' }),
    );
    expect(readCourseProgress('c1')).toEqual({ percentage: 100, completedAt: '2026-01-02T03:04:05Z' });
    localStorage.setItem(
      progressKey('c1'),
      JSON.stringify({ percentage: 50, completedAt: '2026-01-02T03:04:05Z' }),
    );
    expect(readCourseProgress('c1').completedAt).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['an array', '[1,2]'],
    ['a number', '57'],
    ['null', 'null'],
    ['a text percentage', '{"percentage":"57"}'],
    ['an infinite percentage', '{"percentage":1e999}'],
  ])('is 0%% with %s (logged, never thrown)', (_case, stored) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(progressKey('c1'), stored);
    expect(readCourseProgress('c1').percentage).toBe(0);
    expect(error.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("reads the record as the learning view does (one parser): another course's record is 0%, a completion date that is not a date is left out", () => {
    const complete = { completedSubLessons: [], percentage: 100, completedAt: '2026-01-02T03:04:05Z' };
    localStorage.setItem(progressKey('c1'), JSON.stringify({ ...complete, courseId: 'other' }));
    expect(readCourseProgress('c1')).toEqual({ percentage: 0, completedAt: null });
    localStorage.setItem(progressKey('c1'), JSON.stringify({ ...complete, courseId: 'c1' }));
    expect(readCourseProgress('c1')).toEqual({ percentage: 100, completedAt: '2026-01-02T03:04:05Z' });
    localStorage.setItem(progressKey('c1'), JSON.stringify({ ...complete, completedAt: 'soon' }));
    expect(readCourseProgress('c1')).toEqual({ percentage: 100, completedAt: null });
  });

  it('is 0% when storage cannot be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCourseProgress('c1').percentage).toBe(0);
  });
});
