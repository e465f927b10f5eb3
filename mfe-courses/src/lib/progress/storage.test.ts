import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeModule } from './engine';
import { courseOutline } from './outline';
import { loadProgress, progressKey, saveProgress, unreadableKey } from './storage';

const outline = courseOutline([{ _id: 'm1', lessons: [{ _key: 'a', subLessons: [{ _key: 'a1' }] }] }]);

afterEach(() => localStorage.clear());

describe('progress storage', () => {
  it('saves under the course key and loads it back', () => {
    const progress = completeModule(loadProgress('c1', outline), outline, 'm1', new Date('2026-01-01'));
    expect(saveProgress(progress)).toBe(true);
    expect(JSON.parse(localStorage.getItem(progressKey('c1')) ?? '')).toMatchObject({ percentage: 100 });
    expect(loadProgress('c1', outline)).toEqual(progress);
  });

  it('ignores corrupt JSON with a log, keeps the text aside and starts fresh', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(progressKey('c1'), '{"percentage": 5');
    const progress = loadProgress('c1', outline);
    expect(progress.percentage).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'));
    expect(localStorage.getItem(unreadableKey('c1'))).toBe('{"percentage": 5');
  });

  it("ignores another course's record with a log", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(
      progressKey('c1'),
      JSON.stringify({ courseId: 'c2', percentage: 80, completedModules: [] }),
    );
    expect(loadProgress('c1', outline).percentage).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('another course'));
  });

  it('saves a migrated record straight away', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.setItem(progressKey('c1'), JSON.stringify({ completedModules: ['m1'], percentage: 100 }));
    loadProgress('c1', outline);
    expect(JSON.parse(localStorage.getItem(progressKey('c1')) ?? '')).toMatchObject({
      migrated: true,
      percentage: 0,
    });
  });

  it('logs (and reports) a failed save without throwing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveProgress(loadProgress('c1', outline))).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not save progress'));
  });

  it('works when storage cannot be read at all', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadProgress('c1', outline).percentage).toBe(0);
  });
});
