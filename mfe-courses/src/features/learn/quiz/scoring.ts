import { isRecord, recordList, text, textList } from '@quantethic/kit/content';
import type { Locale } from '@quantethic/shared';

/** A quiz question read defensively from content, ready to ask and to score. */
export interface Question {
  key: string;
  question: string;
  options: string[];
  /** Index into options. */
  correctIndex: number;
  explanation: string | null;
  points: number;
  /** The language of the document it is from (its module's), when known: its texts are marked with it. */
  language?: Locale;
}

function correctIndexOf(value: unknown, options: string[]): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < options.length)
    return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const byText = options.indexOf(trimmed);
    if (byText >= 0) return byText;
    if (/^\d+$/.test(trimmed) && Number(trimmed) < options.length) return Number(trimmed);
  }
  return null;
}

/**
 * The questions that can be asked: a question text, at least two options and a correct answer
 * that names one of them (an index or the option's text). Others are left out with a warning.
 */
export function readQuestions(value: unknown, language?: Locale): Question[] {
  return recordList<Record<string, unknown>>(value).flatMap((item, index): Question[] => {
    const question = text(item.question);
    const options = textList(item.options);
    const correctIndex = correctIndexOf(item.correctAnswer, options);
    if (!question || options.length < 2 || correctIndex === null) {
      console.warn('[quiz] skipping a question that cannot be scored', item);
      return [];
    }
    const points =
      typeof item.points === 'number' && Number.isFinite(item.points) && item.points > 0 ? item.points : 1;
    return [
      {
        key: text(item._key) ?? `q${index}`,
        question,
        options,
        correctIndex,
        explanation: text(item.explanation),
        points,
        ...(language ? { language } : {}),
      },
    ];
  });
}

/** The selected option index per question (null when unanswered). */
export type Answers = (number | null)[];

export interface QuizResult {
  correct: number;
  total: number;
  /** Correct over total as a percentage with one decimal (SPEC §4). */
  score: number;
  /** Points earned over points available, as a percentage with one decimal. */
  pointsScore: number;
  allCorrect: boolean;
  /** Per question: answered correctly. */
  marks: boolean[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function scoreQuiz(questions: Question[], answers: Answers): QuizResult {
  const marks = questions.map((question, index) => answers[index] === question.correctIndex);
  const correct = marks.filter(Boolean).length;
  const total = questions.length;
  const totalPoints = questions.reduce((sum, question) => sum + question.points, 0);
  const earned = questions.reduce((sum, question, index) => sum + (marks[index] ? question.points : 0), 0);
  return {
    correct,
    total,
    score: total === 0 ? 0 : oneDecimal((100 * correct) / total),
    pointsScore: totalPoints === 0 ? 0 : oneDecimal((100 * earned) / totalPoints),
    allCorrect: total > 0 && correct === total,
    marks,
  };
}

/** The pass mark of a module quiz: its passingScore when it is a valid percentage, else 100. */
export function passMark(moduleQuiz: unknown): number {
  const value = isRecord(moduleQuiz) ? moduleQuiz.passingScore : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100 ? value : 100;
}

export function passes(result: QuizResult, mark: number): boolean {
  return result.total > 0 && result.pointsScore >= mark;
}

/** Minutes of a module quiz's time limit, or null. */
export function timeLimit(moduleQuiz: unknown): number | null {
  const value = isRecord(moduleQuiz) ? moduleQuiz.timeLimit : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}
