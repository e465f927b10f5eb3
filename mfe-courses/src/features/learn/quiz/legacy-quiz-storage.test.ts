import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyQuizKey, loadLegacyQuiz, saveLegacyQuiz } from './legacy-quiz-storage';

afterEach(() => localStorage.clear());

describe('legacy quiz storage', () => {
  it('stores answers, submitted and score under quiz-{moduleId}', () => {
    saveLegacyQuiz('m1', { answers: [1, 0, null], submitted: true, score: 33.3 });
    expect(legacyQuizKey('m1')).toBe('quiz-m1');
    expect(JSON.parse(localStorage.getItem('quiz-m1') ?? '')).toEqual({
      answers: [1, 0, null],
      submitted: true,
      score: 33.3,
    });
    expect(loadLegacyQuiz('m1', 3)).toEqual({ answers: [1, 0, null], submitted: true, score: 33.3 });
  });

  it('fits the answers to the current number of questions', () => {
    saveLegacyQuiz('m1', { answers: [1, 0, 2], submitted: false, score: 0 });
    expect(loadLegacyQuiz('m1', 2)?.answers).toEqual([1, 0]);
    expect(loadLegacyQuiz('m1', 4)?.answers).toEqual([1, 0, 2, null]);
  });

  it('ignores missing or corrupt state', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadLegacyQuiz('none', 2)).toBeNull();
    localStorage.setItem('quiz-m1', 'not json');
    expect(loadLegacyQuiz('m1', 2)).toBeNull();
    localStorage.setItem('quiz-m1', JSON.stringify({ answers: ['a'], submitted: 'yes', score: 1 }));
    expect(loadLegacyQuiz('m1', 2)).toBeNull();
  });
});
