import { isRecord } from '@quantethic/kit/content';
import { readJson, writeJson } from '@quantethic/shared';
import type { Answers } from './scoring';

/** A legacy module quiz's saved state, under quiz-{moduleId} (SPEC §3). */
export interface LegacyQuizState {
  answers: Answers;
  submitted: boolean;
  score: number;
}

export const legacyQuizKey = (moduleId: string) => `quiz-${moduleId}`;

function isState(value: unknown): value is LegacyQuizState {
  return (
    isRecord(value) &&
    Array.isArray(value.answers) &&
    value.answers.every(
      (answer) => answer === null || (typeof answer === 'number' && Number.isInteger(answer)),
    ) &&
    typeof value.submitted === 'boolean' &&
    typeof value.score === 'number' &&
    Number.isFinite(value.score)
  );
}

/** The saved state, or null when there is none or it is unreadable (logged by readJson). */
export function loadLegacyQuiz(moduleId: string, questionCount: number): LegacyQuizState | null {
  const state = readJson(legacyQuizKey(moduleId), isState);
  if (!state) return null;
  const answers = Array.from({ length: questionCount }, (_, index) => {
    const answer = state.answers[index];
    return typeof answer === 'number' ? answer : null;
  });
  return { answers, submitted: state.submitted, score: state.score };
}

export function saveLegacyQuiz(moduleId: string, state: LegacyQuizState): boolean {
  return writeJson(legacyQuizKey(moduleId), state);
}
