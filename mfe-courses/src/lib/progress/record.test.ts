// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { courseOutline } from './outline';
import { readProgressRecord } from './record';

const subLessons = courseOutline([
  { _id: 'm1', lessons: [{ _key: 'a', subLessons: [{ _key: 'a1' }, { _key: 'a2' }] }] },
  {
    _id: 'm2',
    lessons: [{ _key: 'b', subLessons: [{ _key: 'b1' }] }],
    moduleQuiz: { questions: [{ question: 'q' }] },
  },
]);
const legacy = courseOutline([{ _id: 'L1' }, { _id: 'L2' }]);

const stored = {
  courseId: 'c1',
  completedSubLessons: [{ moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a1' }],
  completedModuleQuizzes: ['m2'],
  completedModules: [],
  lessons: [],
  completedSubLessonQuizzes: ['m1/a/a1/q'],
  percentage: 50,
  completedAt: null,
  lastUpdated: '2026-01-01T00:00:00.000Z',
  migrated: false,
  previousModuleProgress: null,
};

describe('readProgressRecord', () => {
  it('reads a record written by the engine', () => {
    const result = readProgressRecord(stored, 'c1', subLessons);
    expect(result).toEqual({ kind: 'ok', migrated: false, progress: stored });
  });

  it('starts empty when nothing is stored', () => {
    const result = readProgressRecord(null, 'c1', subLessons);
    expect(result.kind).toBe('none');
    expect(result.progress.completedSubLessons).toEqual([]);
    expect(result.progress.courseId).toBe('c1');
  });

  it.each([
    ['a string', 'hello'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['an unrelated object', { theme: 'dark' }],
  ])('ignores %s', (_, raw) => {
    const result = readProgressRecord(raw, 'c1', subLessons);
    expect(result.kind).toBe('ignored');
    expect(result.progress.percentage).toBe(0);
  });

  it("ignores another course's record", () => {
    const result = readProgressRecord({ ...stored, courseId: 'other' }, 'c1', subLessons);
    expect(result).toMatchObject({ kind: 'ignored', reason: expect.stringContaining('another course') });
  });

  it('repairs damaged fields instead of failing', () => {
    const result = readProgressRecord(
      {
        ...stored,
        completedSubLessons: [
          { moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a1' },
          { moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a1' },
          { moduleId: 'm1', lessonKey: 'a' },
          { moduleId: 3, lessonKey: 'a', subLessonKey: 'a2' },
        ],
        completedModuleQuizzes: ['m2', 7, null, 'm2'],
        lessons: 'nope',
        percentage: 'lots',
        completedAt: 'not a date',
        lastUpdated: 12,
        previousModuleProgress: 'x',
      },
      'c1',
      subLessons,
    );
    expect(result.kind).toBe('ok');
    expect(result.progress).toMatchObject({
      completedSubLessons: [{ moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a1' }],
      completedModuleQuizzes: ['m2'],
      lessons: [],
      percentage: 50,
      completedAt: null,
      lastUpdated: null,
      previousModuleProgress: null,
    });
  });

  it('recomputes the percentage from the current content', () => {
    const result = readProgressRecord({ ...stored, percentage: 99 }, 'c1', subLessons);
    expect(result.progress.percentage).toBe(50);
  });

  describe('migration of old module-based progress (SPEC §4)', () => {
    const old = { completedModules: ['m1'], percentage: 50, lastUpdated: '2024-05-01T00:00:00.000Z' };

    it('empties the sub-lesson list, sets percentage 0 and the migrated flag, and keeps the old progress', () => {
      const result = readProgressRecord(old, 'c1', subLessons);
      expect(result).toMatchObject({ kind: 'ok', migrated: true });
      expect(result.progress).toMatchObject({
        courseId: 'c1',
        completedSubLessons: [],
        completedModules: [],
        percentage: 0,
        completedAt: null,
        migrated: true,
        previousModuleProgress: { completedModules: ['m1'], percentage: 50 },
      });
    });

    it('also migrates a sub-lesson list of another shape', () => {
      const result = readProgressRecord({ ...old, completedSubLessons: ['m1-a-a1'] }, 'c1', subLessons);
      expect(result).toMatchObject({ kind: 'ok', migrated: true });
    });

    it('migrates only once', () => {
      const first = readProgressRecord(old, 'c1', subLessons).progress;
      const again = readProgressRecord(JSON.parse(JSON.stringify(first)), 'c1', subLessons);
      expect(again).toMatchObject({ kind: 'ok', migrated: false });
      expect(again.progress.previousModuleProgress).toEqual({ completedModules: ['m1'], percentage: 50 });
    });

    it('leaves a legacy course (no sub-lessons) on its module progress', () => {
      const result = readProgressRecord({ completedModules: ['L1'], percentage: 50 }, 'c1', legacy);
      expect(result).toMatchObject({ kind: 'ok', migrated: false });
      expect(result.progress.completedModules).toEqual(['L1']);
      expect(result.progress.percentage).toBe(50);
    });
  });
});
