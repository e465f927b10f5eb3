import { fallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { useId } from 'react';
import { useLearnMessages } from '../learn-messages';
import styles from './quiz.module.css';
import type { Answers, Question } from './scoring';

export interface QuizQuestionsProps {
  questions: Question[];
  answers: Answers;
  onAnswer: (index: number, option: number) => void;
  /** Answers can no longer change (submitted and locked, or passed). */
  locked: boolean;
  /** Show right and wrong answers with explanations. */
  reveal: boolean;
  /** Question numbering starts here (quizzes shown one after another). */
  offset?: number;
}

/**
 * Questions as radio groups (one fieldset each), usable by keyboard alone. Once revealed, the
 * correct option and a wrong choice are marked in words as well as colour, with the explanation.
 */
export function QuizQuestions({
  questions,
  answers,
  onAnswer,
  locked,
  reveal,
  offset = 0,
}: QuizQuestionsProps) {
  const id = useId();
  const t = useLearnMessages();
  const locale = useLocale();
  return (
    <ol className={styles.questions}>
      {questions.map((question, index) => {
        const chosen = answers[index] ?? null;
        const name = `${id}-q${index}`;
        const correct = chosen === question.correctIndex;
        // A question from a module not translated yet is in English on an Arabic page, and says so.
        const marks = question.language ? fallbackLanguage(question, locale) : {};
        const marked = 'lang' in marks;
        return (
          <li key={question.key} className={styles.question}>
            <fieldset className={styles.fieldset} disabled={locked}>
              <legend className={styles.legend}>
                <span className={styles.number}>{offset + index + 1}.</span>{' '}
                {marked ? <span {...marks}>{question.question}</span> : question.question}
              </legend>
              <ul className={styles.options}>
                {question.options.map((option, optionIndex) => {
                  const isAnswer = optionIndex === question.correctIndex;
                  const isChosen = optionIndex === chosen;
                  const state = reveal ? (isAnswer ? 'correct' : isChosen ? 'wrong' : undefined) : undefined;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings that may repeat.
                    <li key={optionIndex} className={styles.option} data-state={state}>
                      <label className={styles.optionLabel}>
                        <input
                          type="radio"
                          name={name}
                          checked={isChosen}
                          onChange={() => onAnswer(index, optionIndex)}
                        />
                        <span {...marks}>{option}</span>
                        {state === 'correct' ? (
                          <span className={styles.verdict}>{t('quiz.correctAnswer')}</span>
                        ) : null}
                        {state === 'wrong' ? (
                          <span className={styles.verdict}>{t('quiz.yourAnswer')}</span>
                        ) : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
              {reveal ? (
                <p className={styles.feedback} data-correct={correct || undefined}>
                  <strong>
                    {correct ? t('quiz.correct') : chosen === null ? t('quiz.notAnswered') : t('quiz.wrong')}
                  </strong>
                  {question.explanation && marked ? (
                    <>
                      {' '}
                      <span {...marks}>{question.explanation}</span>
                    </>
                  ) : null}
                  {question.explanation && !marked ? ` ${question.explanation}` : null}
                </p>
              ) : null}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
