// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { passes, passMark, readQuestions, scoreQuiz, timeLimit } from './scoring';

const q = (correctAnswer: unknown, extra: object = {}) => ({
  _key: `k${String(correctAnswer)}`,
  question: 'Which?',
  options: ['A', 'B', 'C'],
  correctAnswer,
  ...extra,
});

describe('readQuestions', () => {
  it('accepts the correct answer as an index, an index string or the option text', () => {
    expect(readQuestions([q(0), q('2'), q('B')]).map((item) => item.correctIndex)).toEqual([0, 2, 1]);
  });

  it('leaves out questions that cannot be scored', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const questions = readQuestions([
      q(5),
      q('Z'),
      q(null),
      { question: 'Only one option', options: ['A'], correctAnswer: 0 },
      { options: ['A', 'B'], correctAnswer: 0 },
      'junk',
      q(1, { explanation: '  Because.  ', points: 2 }),
    ]);
    expect(questions).toEqual([
      {
        key: 'k1',
        question: 'Which?',
        options: ['A', 'B', 'C'],
        correctIndex: 1,
        explanation: 'Because.',
        points: 2,
      },
    ]);
    expect(readQuestions(undefined)).toEqual([]);
  });
});

describe('scoreQuiz', () => {
  const questions = readQuestions([q(0), q(1), q(2)]);

  it('scores correct over total with one decimal', () => {
    const result = scoreQuiz(questions, [0, 1, 0]);
    expect(result).toMatchObject({
      correct: 2,
      total: 3,
      score: 66.7,
      allCorrect: false,
      marks: [true, true, false],
    });
    expect(scoreQuiz(questions, [0, 1, 2])).toMatchObject({ score: 100, allCorrect: true });
    expect(scoreQuiz(questions, [null, null, null]).score).toBe(0);
  });

  it('weights the points score by each question’s points', () => {
    const weighted = readQuestions([q(0, { points: 3 }), q(1)]);
    expect(scoreQuiz(weighted, [0, 0]).pointsScore).toBe(75);
  });

  it('awards nothing for a quiz without questions', () => {
    const result = scoreQuiz([], []);
    expect(result).toMatchObject({ total: 0, score: 0, allCorrect: false });
    expect(passes(result, 0)).toBe(false);
  });
});

describe('pass mark and time limit', () => {
  it('uses passingScore when it is a valid percentage, else 100', () => {
    expect(passMark({ passingScore: 75 })).toBe(75);
    for (const bad of [0, -5, 150, '80', null]) expect(passMark({ passingScore: bad })).toBe(100);
    expect(passMark(null)).toBe(100);
  });

  it('passes at or above the mark', () => {
    const questions = readQuestions([q(0), q(1), q(2), q(0)]);
    expect(passes(scoreQuiz(questions, [0, 1, 2, 1]), 75)).toBe(true);
    expect(passes(scoreQuiz(questions, [0, 1, 0, 1]), 75)).toBe(false);
    expect(passes(scoreQuiz(questions, [0, 1, 2, 1]), 100)).toBe(false);
  });

  it('reads the time limit in whole minutes', () => {
    expect(timeLimit({ timeLimit: 15 })).toBe(15);
    expect(timeLimit({ timeLimit: 0 })).toBeNull();
    expect(timeLimit({})).toBeNull();
  });
});
