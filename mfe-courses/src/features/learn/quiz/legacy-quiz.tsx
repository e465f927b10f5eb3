import { fallbackLanguage } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { useState } from 'react';
import type { LegacyQuizItem } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import type { Guard } from '../use-registration-gate';
import { loadLegacyQuiz, saveLegacyQuiz } from './legacy-quiz-storage';
import styles from './quiz.module.css';
import { QuizQuestions } from './quiz-questions';
import { type Answers, scoreQuiz } from './scoring';

export interface LegacyQuizProps {
  moduleId: string;
  quizzes: LegacyQuizItem[];
  guard: Guard;
  /** Heading level of each quiz title. */
  headingLevel?: 3 | 4;
}

/**
 * A legacy module's quizzes (SPEC §4): answers are selected, submit scores correct over total
 * with one decimal and stores it under quiz-{moduleId}; then the quiz is locked and shows the
 * explanations. A quiz without questions awards nothing.
 */
export function LegacyQuiz({ moduleId, quizzes, guard, headingLevel = 3 }: LegacyQuizProps) {
  const locale = useLocale();
  const questions = quizzes.flatMap((quiz) => quiz.questions);
  const [state, setState] = useState(
    () =>
      loadLegacyQuiz(moduleId, questions.length) ?? {
        answers: questions.map(() => null) as Answers,
        submitted: false,
        score: 0,
      },
  );
  const Heading = `h${headingLevel}` as const;
  const t = useLearnMessages();

  if (questions.length === 0) return <p className={styles.meta}>{t('quiz.noQuestions')}</p>;

  const answer = (index: number, option: number) =>
    setState((current) => ({
      ...current,
      answers: current.answers.map((value, i) => (i === index ? option : value)),
    }));

  const submit = () =>
    guard(() => {
      const result = scoreQuiz(questions, state.answers);
      const next = { answers: state.answers, submitted: true, score: result.score };
      setState(next);
      saveLegacyQuiz(moduleId, next);
    });

  const result = state.submitted ? scoreQuiz(questions, state.answers) : null;
  let offset = 0;
  return (
    <div className={styles.quiz}>
      {quizzes.map((quiz) => {
        const start = offset;
        offset += quiz.questions.length;
        // A quiz from a module not translated yet is in English on an Arabic page, and says so.
        const marks = fallbackLanguage(quiz, locale);
        return (
          <section key={quiz.key} className={styles.group} aria-label={quiz.title}>
            <Heading className={styles.groupTitle} {...(quiz.ownTitle ? marks : {})}>
              {quiz.title}
            </Heading>
            {quiz.description ? (
              <p className={styles.meta} {...marks}>
                {quiz.description}
              </p>
            ) : null}
            {quiz.questions.length ? (
              <QuizQuestions
                questions={quiz.questions}
                answers={state.answers.slice(start, start + quiz.questions.length)}
                onAnswer={(index, option) => answer(start + index, option)}
                locked={state.submitted}
                reveal={state.submitted}
                offset={start}
              />
            ) : (
              <p className={styles.meta}>{t('quiz.noQuestions')}</p>
            )}
          </section>
        );
      })}
      <div className={styles.actions}>
        <button type="button" className="qe-btn qe-btn--primary" onClick={submit} disabled={state.submitted}>
          {state.submitted ? t('quiz.submitted') : t('quiz.submitQuiz')}
        </button>
        <p className={styles.result} role="status">
          {result
            ? t('quiz.legacyScore', { score: state.score, correct: result.correct, total: result.total })
            : ''}
        </p>
      </div>
    </div>
  );
}
