import { useId, useState } from 'react';
import { useLearnMessages } from '../learn-messages';
import type { Guard } from '../use-registration-gate';
import styles from './quiz.module.css';
import { QuizQuestions } from './quiz-questions';
import { type Answers, passes, type Question, type QuizResult, scoreQuiz } from './scoring';

export interface GradedQuizProps {
  questions: Question[];
  /** Percentage needed to pass (100: every answer right). */
  passMark: number;
  /** Already passed (recorded in progress). */
  completed: boolean;
  /** Records the pass. */
  onPass: (result: QuizResult) => void;
  guard: Guard;
  /** Extra details shown above the questions (pass mark, time limit). */
  details?: string | null;
}

/**
 * A quiz that records a pass (the module quiz, and the quiz popup of a sub-lesson): answer every
 * question, submit; under the pass mark the learner reviews and tries again; a pass is recorded
 * and the button becomes 'Quiz Completed' (disabled).
 */
export function GradedQuiz({ questions, passMark, completed, onPass, guard, details }: GradedQuizProps) {
  const [answers, setAnswers] = useState<Answers>(() => questions.map(() => null));
  const [result, setResult] = useState<QuizResult | null>(null);
  const statusId = useId();
  const t = useLearnMessages();
  const unanswered = answers.filter((answer) => answer === null).length;
  const passed = completed || (result !== null && passes(result, passMark));

  const answer = (index: number, option: number) => {
    setResult(null);
    setAnswers((current) => current.map((value, i) => (i === index ? option : value)));
  };

  const submit = () =>
    guard(() => {
      const scored = scoreQuiz(questions, answers);
      setResult(scored);
      if (passes(scored, passMark)) onPass(scored);
    });

  return (
    <div className={styles.quiz}>
      {details ? <p className={styles.meta}>{details}</p> : null}
      <QuizQuestions
        questions={questions}
        answers={answers}
        onAnswer={answer}
        locked={passed}
        reveal={result !== null && passes(result, passMark)}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="qe-btn qe-btn--primary"
          onClick={submit}
          disabled={passed || unanswered > 0}
          aria-describedby={statusId}
        >
          {passed ? t('quiz.completed') : t('quiz.submitAnswers')}
        </button>
        <p id={statusId} className={styles.result} role="status">
          {passed && result
            ? t('quiz.passed', { correct: result.correct, total: result.total, score: result.pointsScore })
            : passed
              ? t('quiz.alreadyPassed')
              : unanswered > 0
                ? t('quiz.answerAll', { count: unanswered })
                : ''}
        </p>
      </div>
      {result && !passes(result, passMark) ? (
        <p className="qe-alert qe-alert--error" role="alert">
          {/* SPEC §5: the message when a module quiz is submitted with any wrong answer. */}
          {t('quiz.incorrect')}{' '}
          {passMark < 100 ? t('quiz.scored', { score: result.pointsScore, passMark }) : null}
        </p>
      ) : null}
    </div>
  );
}
