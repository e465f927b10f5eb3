import { describe, expect, it } from 'vitest';
import { progressIdOf } from './identity';

describe('progressIdOf (one progress record per course, whichever edition)', () => {
  it("is a translation's progress identity (its English original's id)", () => {
    expect(progressIdOf({ _id: 'course-x__i18n_ar', progressId: 'course-x' })).toBe('course-x');
  });

  it('falls back to the _id when the content has no usable identity (old or malformed content)', () => {
    expect(progressIdOf({ _id: 'course-x' })).toBe('course-x');
    expect(progressIdOf({ _id: 'course-x', progressId: null })).toBe('course-x');
    expect(progressIdOf({ _id: 'course-x', progressId: '  ' })).toBe('course-x');
    expect(progressIdOf({ _id: 'course-x', progressId: 7 })).toBe('course-x');
    expect(progressIdOf({ _id: 'course-x', progressId: { _ref: 'course-y' } })).toBe('course-x');
  });

  it('is null when there is neither, or no document', () => {
    expect(progressIdOf({})).toBeNull();
    expect(progressIdOf({ _id: 3 })).toBeNull();
    expect(progressIdOf(null)).toBeNull();
    expect(progressIdOf('course-x')).toBeNull();
  });
});
