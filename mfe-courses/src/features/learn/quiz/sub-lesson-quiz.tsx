import { isRegistered, Modal } from '@quantethic/shared';
import { useState } from 'react';
import { CompletionMark } from '../components/completion-mark';
import { useLearnMessages } from '../learn-messages';
import type { Guard } from '../use-registration-gate';
import { GradedQuiz } from './module-quiz';
import type { Question } from './scoring';

export interface SubLessonQuizProps {
  questions: Question[];
  completed: boolean;
  onPass: () => void;
  guard: Guard;
}

/**
 * 'Take Quiz (N questions)' and the quiz modal titled 'Quiz'. The original popup only said that
 * submission was not implemented; this one scores the answers and records a pass like the module
 * quiz does.
 */
export function SubLessonQuiz({ questions, completed, onPass, guard }: SubLessonQuizProps) {
  const [open, setOpen] = useState(false);
  const count = questions.length;
  const t = useLearnMessages();
  // The registration modal must not open on top of this one: close the quiz first.
  const guardOutside: Guard = (action) => {
    if (isRegistered()) return action();
    setOpen(false);
    guard(action);
  };
  return (
    <>
      <button type="button" className="qe-btn qe-btn--outline" onClick={() => setOpen(true)}>
        {t('quiz.take', { count })}
        {completed ? <CompletionMark done label={t('quiz.passedSuffix')} /> : null}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('quiz.title')} variant="wide">
        <GradedQuiz
          questions={questions}
          passMark={100}
          completed={completed}
          onPass={onPass}
          guard={guardOutside}
        />
      </Modal>
    </>
  );
}
