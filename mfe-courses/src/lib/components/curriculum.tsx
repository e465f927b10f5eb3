import { recordList, text, textList } from '@quantethic/kit/content';
import type { CourseModule, Lesson, SubLesson } from '@quantethic/shared';
import { plural } from '../content';
import { formatMinutes } from '../format';
import { classifyStructure, sortByOrder } from '../structure';
import styles from './curriculum.module.css';

export interface CurriculumProps {
  /** The course's modules, as content gives them (untrusted). */
  modules: unknown;
  /** Heading level of each module title (the section heading above is one level up). */
  headingLevel: 3 | 4;
}

function Duration({ minutes }: { minutes: unknown }) {
  const label = formatMinutes(minutes);
  return label ? <span className={styles.duration}>{label}</span> : null;
}

function LegacyContent({ module }: { module: CourseModule }) {
  const topics = textList(module.topics);
  const items = [
    text(module.videoUrl) ? 'Video lesson' : null,
    recordList(module.materials).length ? plural(recordList(module.materials).length, 'material') : null,
    recordList(module.furtherReadings).length
      ? plural(recordList(module.furtherReadings).length, 'further reading')
      : null,
    text(module.codeSnippet) ? 'Code example' : null,
    recordList(module.quizzes).length ? plural(recordList(module.quizzes).length, 'quiz', 'quizzes') : null,
  ].filter((item): item is string => item !== null);
  return (
    <>
      {topics.length ? (
        <ul className={styles.topics} aria-label="Topics">
          {topics.map((topic, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: topics are plain strings and may repeat.
            <li key={index}>{topic}</li>
          ))}
        </ul>
      ) : null}
      {items.length ? <p className={styles.meta}>{items.join(' · ')}</p> : null}
    </>
  );
}

function Lessons({ module }: { module: CourseModule }) {
  const lessons = sortByOrder<Lesson>(module.lessons);
  if (lessons.length === 0) return <p className={styles.meta}>No lessons added to this module yet.</p>;
  return (
    <ol className={styles.lessons}>
      {lessons.map((lesson, index) => {
        const subLessons = sortByOrder<SubLesson>(lesson.subLessons);
        return (
          <li key={text(lesson._key) ?? index} className={styles.lesson}>
            <span className={styles.lessonTitle}>{text(lesson.title) ?? `Lesson ${index + 1}`}</span>
            <Duration minutes={lesson.estimatedDuration} />
            {subLessons.length ? (
              <ol className={styles.subLessons}>
                {subLessons.map((sub, subIndex) => (
                  <li key={text(sub._key) ?? subIndex}>
                    <span>{text(sub.title) ?? `Part ${subIndex + 1}`}</span>
                    <Duration minutes={sub.duration} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function quizQuestions(module: CourseModule): number {
  const quiz = module.moduleQuiz;
  return quiz && typeof quiz === 'object' ? recordList(quiz.questions).length : 0;
}

/**
 * A course's curriculum for each structure of SPEC §3: modules → lessons → sub-lessons
 * (three-level), modules → lessons (two-level), modules with their legacy content
 * (single-level), a note for an empty course, and the module titles only when the shape is
 * unknown. Lessons and sub-lessons are sorted by order (SPEC §5).
 */
export function Curriculum({ modules, headingLevel }: CurriculumProps) {
  const structure = classifyStructure(modules);
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  const list = recordList<CourseModule>(modules);

  if (structure === 'empty') {
    return (
      <p className={styles.note} data-structure={structure}>
        The curriculum for this course is being prepared. Modules will appear here when the course opens.
      </p>
    );
  }

  const lessons = list.flatMap((module) => recordList<Lesson>(module.lessons));
  const subLessons = lessons.flatMap((lesson) => recordList(lesson.subLessons)).length;
  const summary = [
    plural(list.length, 'module'),
    lessons.length ? plural(lessons.length, 'lesson') : null,
    subLessons ? plural(subLessons, 'sub-lesson') : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.curriculum} data-structure={structure}>
      {structure === 'unknown' ? (
        <p className={styles.note}>The full curriculum of this course can't be shown yet.</p>
      ) : (
        <p className={styles.summary}>{summary}</p>
      )}
      {list.length === 0 ? null : (
        <ol className={styles.modules}>
          {list.map((module, index) => {
            const questions = quizQuestions(module);
            const description = text(module.description);
            return (
              <li key={text(module._id) ?? index} className={styles.module}>
                <div className={styles.moduleHeader}>
                  <Heading className={styles.moduleTitle}>
                    <span className={styles.moduleNumber}>Module {index + 1}</span>
                    {text(module.title) ?? 'Untitled module'}
                  </Heading>
                  <Duration minutes={module.estimatedDuration} />
                </div>
                {description ? <p className={styles.description}>{description}</p> : null}
                {structure === 'three-level' || structure === 'two-level' ? (
                  <Lessons module={module} />
                ) : null}
                {structure === 'single-level' ? <LegacyContent module={module} /> : null}
                {questions ? (
                  <p className={styles.meta}>Module quiz · {plural(questions, 'question')}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
