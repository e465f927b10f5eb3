import { describe, expect, it } from 'vitest';
import { type CourseProgress, emptyProgress } from '../../../lib/progress/engine';
import { moduleSignatures } from './course-sidebar';

const progress = (overrides: Partial<CourseProgress> = {}): CourseProgress => ({
  ...emptyProgress('c1'),
  ...overrides,
});

describe('moduleSignatures (which sidebar panels a progress change re-renders)', () => {
  it('changes only for the module whose state changed', () => {
    const before = moduleSignatures(
      progress({ completedSubLessons: [{ moduleId: 'm1', lessonKey: 'l1', subLessonKey: 's1' }] }),
    );
    const after = moduleSignatures(
      progress({
        completedSubLessons: [
          { moduleId: 'm1', lessonKey: 'l1', subLessonKey: 's1' },
          { moduleId: 'm2', lessonKey: 'l1', subLessonKey: 's1' },
        ],
      }),
    );
    expect(after.get('m1')).toBe(before.get('m1'));
    expect(after.get('m2')).not.toBe(before.get('m2') ?? '');
  });

  it('does not depend on the order sub-lessons were completed in', () => {
    const a = { moduleId: 'm1', lessonKey: 'l1', subLessonKey: 's1' };
    const b = { moduleId: 'm1', lessonKey: 'l1', subLessonKey: 's2' };
    expect(moduleSignatures(progress({ completedSubLessons: [a, b] })).get('m1')).toBe(
      moduleSignatures(progress({ completedSubLessons: [b, a] })).get('m1'),
    );
  });

  it('reflects a module quiz and a completed (legacy) module', () => {
    const quiz = moduleSignatures(progress({ completedModuleQuizzes: ['m3'] }));
    const module = moduleSignatures(progress({ completedModules: ['m3'] }));
    expect(quiz.get('m3')).toBeTruthy();
    expect(module.get('m3')).toBeTruthy();
    expect(quiz.get('m3')).not.toBe(module.get('m3'));
    expect(moduleSignatures(progress()).get('m3')).toBeUndefined();
  });
});
