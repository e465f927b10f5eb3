import { CodeBlock } from '@quantethic/kit/code';
import { ContentText, isRecord, text, textList, useFallbackLanguage } from '@quantethic/kit/content';
import { VideoEmbed } from '@quantethic/kit/ui';
import { forwardRef, memo, useState } from 'react';
import { formatMinutes } from '../../../lib/format';
import type { TreeLesson, TreeModule, TreeSubLesson } from '../course-tree';
import { useLearnMessages } from '../learn-messages';
import { LegacyQuiz } from '../quiz/legacy-quiz';
import { GradedQuiz } from '../quiz/module-quiz';
import { SubLessonQuiz } from '../quiz/sub-lesson-quiz';
import type { Guard } from '../use-registration-gate';
import { CompletionMark } from './completion-mark';
import { BlockList, LessonBlock } from './lesson-block';
import styles from './lesson-content.module.css';
import { FurtherReadings, Materials, Paragraphs } from './resources';

/** The fields LessonResources reads: a sub-lesson's and a legacy module's content have them all. */
type LessonResourceFields = Pick<
  TreeSubLesson['content'],
  'materials' | 'furtherReadings' | 'codeSnippet' | 'codeLanguage'
>;

interface MarkButtonProps {
  done: boolean;
  onToggle: () => void;
  what: string;
}

/** 'Mark Complete' / 'Completed' (SPEC §2); selecting 'Completed' marks it not done again. */
function MarkButton({ done, onToggle, what }: MarkButtonProps) {
  const t = useLearnMessages();
  return (
    <button
      type="button"
      className={`qe-btn ${done ? 'qe-btn--secondary' : 'qe-btn--primary'} ${styles.markButton}`}
      onClick={onToggle}
      aria-label={done ? t('mark.undo', { what }) : undefined}
    >
      {done ? <CompletionMark done label="" /> : null}
      {done ? t('mark.completed') : t('mark.complete')}
    </button>
  );
}

function Video({ url, title }: { url: unknown; title: string }) {
  const t = useLearnMessages();
  const src = text(url);
  return src ? <VideoEmbed url={src} title={t('learn.video', { title })} className={styles.video} /> : null;
}

/** Nothing to show (no lesson chosen, or every lesson done): where to start. */
export const LessonPrompt = forwardRef<HTMLHeadingElement>(function LessonPrompt(_props, headingRef) {
  const t = useLearnMessages();
  return (
    <div className={styles.placeholder}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.lessonTitle}>
        {t('learn.promptTitle')}
      </h2>
      <p className={styles.muted}>{t('learn.promptText')}</p>
    </div>
  );
});

export interface SubLessonContentProps {
  module: TreeModule;
  lesson: TreeLesson;
  subLesson: TreeSubLesson;
  done: boolean;
  quizDone: boolean;
  onToggle: () => void;
  onQuizPass: () => void;
  guard: Guard;
}

/**
 * What a sub-lesson shows that marking it complete does not change (its duration, video, text,
 * materials, readings and code): rendered again only for another sub-lesson, so a click on 'Mark
 * Complete' re-renders the button, not the lesson.
 */
/** What a sub-lesson and a legacy module both end with: materials, further readings, code. */
function LessonResources({ content }: { content: LessonResourceFields }) {
  const t = useLearnMessages();
  return (
    <>
      <Materials materials={content.materials} />
      <FurtherReadings readings={content.furtherReadings} />
      {text(content.codeSnippet) ? (
        <LessonBlock title={t('curriculum.codeExample')} label={t('curriculum.codeExample')}>
          <CodeBlock code={content.codeSnippet} language={text(content.codeLanguage)} />
        </LessonBlock>
      ) : null}
    </>
  );
}

const SubLessonBody = memo(function SubLessonBody({
  subLesson,
  lesson,
}: {
  subLesson: TreeSubLesson;
  lesson: TreeLesson;
}) {
  const { content } = subLesson;
  const t = useLearnMessages();
  const duration = formatMinutes(content.duration, t);
  const inLanguage = useFallbackLanguage(lesson);
  return (
    <>
      {duration ? <p className={styles.muted}>{duration}</p> : null}
      <Video url={content.videoUrl} title={subLesson.title} />
      <Paragraphs value={text(content.description)} {...inLanguage} />
      <LessonResources content={content} />
    </>
  );
});

/** The content area for a sub-lesson (SPEC §2 Learning view). */
export const SubLessonContent = forwardRef<HTMLHeadingElement, SubLessonContentProps>(
  function SubLessonContent(
    { module, lesson, subLesson, done, quizDone, onToggle, onQuizPass, guard },
    headingRef,
  ) {
    // The lesson is its module's text: marked with its language when it is not the page's.
    const inLanguage = useFallbackLanguage(module);
    return (
      <article className={styles.lesson} aria-labelledby={`lesson-${subLesson.key}`}>
        <p className={styles.crumbs} {...inLanguage}>
          {module.title} › {lesson.title}
        </p>
        <h2
          id={`lesson-${subLesson.key}`}
          ref={headingRef}
          tabIndex={-1}
          className={styles.lessonTitle}
          {...inLanguage}
        >
          {subLesson.title}
        </h2>
        <SubLessonBody subLesson={subLesson} lesson={lesson} />
        <div className={styles.lessonActions}>
          {subLesson.questions.length ? (
            <SubLessonQuiz
              questions={subLesson.questions}
              completed={quizDone}
              onPass={onQuizPass}
              guard={guard}
            />
          ) : null}
          <MarkButton done={done} onToggle={onToggle} what={subLesson.title} />
        </div>
      </article>
    );
  },
);

/** A lesson without sub-lessons (two-level courses): its description. */
export const LessonOverview = forwardRef<HTMLHeadingElement, { module: TreeModule; lesson: TreeLesson }>(
  function LessonOverview({ module, lesson }, headingRef) {
    const t = useLearnMessages();
    const inLanguage = useFallbackLanguage(module);
    return (
      <article className={styles.lesson} aria-labelledby={`lesson-${lesson.key}`}>
        <p className={styles.crumbs} {...inLanguage}>
          {module.title}
        </p>
        <h2
          id={`lesson-${lesson.key}`}
          ref={headingRef}
          tabIndex={-1}
          className={styles.lessonTitle}
          {...inLanguage}
        >
          {lesson.title}
        </h2>
        <Paragraphs value={lesson.description} {...inLanguage} />
        {module.quiz ? <p className={styles.muted}>{t('learn.quizRecorded')}</p> : null}
      </article>
    );
  },
);

export interface LegacyModuleContentProps {
  module: TreeModule;
  done: boolean;
  onToggle: () => void;
  guard: Guard;
}

/** A legacy single-level module: its whole content on one page, marked complete as a module. */
export const LegacyModuleContent = forwardRef<HTMLHeadingElement, LegacyModuleContentProps>(
  function LegacyModuleContent({ module, done, onToggle, guard }, headingRef) {
    const { content } = module;
    const topics = textList(content.topics);
    const [quizOpen, setQuizOpen] = useState(true);
    const t = useLearnMessages();
    const inLanguage = useFallbackLanguage(module);
    return (
      <article className={styles.lesson} aria-labelledby={`module-${module.id}`}>
        <h2
          id={`module-${module.id}`}
          ref={headingRef}
          tabIndex={-1}
          className={styles.lessonTitle}
          {...inLanguage}
        >
          {module.title}
        </h2>
        <Video url={content.videoUrl} title={module.title} />
        <Paragraphs value={module.description} {...inLanguage} />
        {topics.length ? (
          <LessonBlock title={t('curriculum.topics')} label={t('curriculum.topics')}>
            <BlockList {...inLanguage}>
              {topics.map((topic, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: topics are plain strings that may repeat.
                <li key={index}>{topic}</li>
              ))}
            </BlockList>
          </LessonBlock>
        ) : null}
        <LessonResources content={content} />
        {module.legacyQuizzes.length ? (
          <LessonBlock
            titleId={`quiz-${module.id}`}
            title={
              <button
                type="button"
                className={styles.disclosure}
                aria-expanded={quizOpen}
                onClick={() => setQuizOpen((open) => !open)}
              >
                {t('quiz.moduleQuiz')}
              </button>
            }
          >
            {quizOpen ? (
              <LegacyQuiz
                moduleId={module.id}
                quizzes={module.legacyQuizzes}
                guard={guard}
                headingLevel={4}
              />
            ) : null}
          </LessonBlock>
        ) : null}
        <div className={styles.lessonActions}>
          <MarkButton done={done} onToggle={onToggle} what={module.title} />
        </div>
      </article>
    );
  },
);

export interface ModuleQuizContentProps {
  module: TreeModule;
  completed: boolean;
  onPass: () => void;
  guard: Guard;
}

/** A module quiz (SPEC §4): pass mark honoured, time limit shown, 'Quiz Completed' once passed. */
export const ModuleQuizContent = forwardRef<HTMLHeadingElement, ModuleQuizContentProps>(
  function ModuleQuizContent({ module, completed, onPass, guard }, headingRef) {
    const quiz = module.quiz;
    const [open, setOpen] = useState(true);
    const t = useLearnMessages();
    const inLanguage = useFallbackLanguage(module);
    if (!quiz) return null;
    // The quiz's own title is the module's text; 'Module quiz' (when it has none) is the page's.
    const ownTitle = isRecord(module.content.moduleQuiz) && text(module.content.moduleQuiz.title) !== null;
    const details = [
      t('quiz.detailsQuestions', { count: quiz.questions.length }),
      t('quiz.passMark', { value: quiz.passMark }),
      quiz.timeLimit ? t('quiz.timeLimit', { count: quiz.timeLimit }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return (
      <article className={styles.lesson} aria-labelledby={`quiz-${module.id}`}>
        <p className={styles.crumbs} {...inLanguage}>
          {module.title}
        </p>
        <h2 id={`quiz-${module.id}`} ref={headingRef} tabIndex={-1} className={styles.lessonTitle}>
          {ownTitle ? <ContentText of={module}>{quiz.title}</ContentText> : quiz.title}
          {completed ? <CompletionMark done label={t('quiz.completedSuffix')} /> : null}
        </h2>
        <Paragraphs value={quiz.description} {...inLanguage} />
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={open}
          aria-controls={`quiz-panel-${module.id}`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('quiz.hide') : t('quiz.show')}
        </button>
        <div id={`quiz-panel-${module.id}`} hidden={!open}>
          <GradedQuiz
            key={module.id}
            questions={quiz.questions}
            passMark={quiz.passMark}
            completed={completed}
            onPass={onPass}
            guard={guard}
            details={details}
          />
        </div>
      </article>
    );
  },
);
