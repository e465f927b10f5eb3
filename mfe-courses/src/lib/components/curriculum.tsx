import { ContentText, fallbackLanguage, recordList, text, textList } from '@quantethic/kit/content';
import { type CourseModule, type Lesson, type SubLesson, useLocale } from '@quantethic/shared';
import { formatMinutes } from '../format';
import { useCoursesMessages } from '../messages';
import { classifyStructure, sortByOrder } from '../structure';
import styles from './curriculum.module.css';

export interface CurriculumProps {
  /** The course's modules, as content gives them (untrusted). */
  modules: unknown;
  /** Heading level of each module title (the section heading above is one level up). */
  headingLevel: 3 | 4;
}

function Duration({ minutes }: { minutes: unknown }) {
  const t = useCoursesMessages();
  const label = formatMinutes(minutes, t);
  return label ? <span className={styles.duration}>{label}</span> : null;
}

function LegacyContent({ module }: { module: CourseModule }) {
  const t = useCoursesMessages();
  const locale = useLocale();
  const topics = textList(module.topics);
  const materials = recordList(module.materials).length;
  const readings = recordList(module.furtherReadings).length;
  const quizzes = recordList(module.quizzes).length;
  const items = [
    text(module.videoUrl) ? t('curriculum.videoLesson') : null,
    materials ? t('curriculum.materials', { count: materials }) : null,
    readings ? t('curriculum.readings', { count: readings }) : null,
    text(module.codeSnippet) ? t('curriculum.codeExample') : null,
    quizzes ? t('curriculum.quizzes', { count: quizzes }) : null,
  ].filter((item): item is string => item !== null);
  return (
    <>
      {topics.length ? (
        <ul
          className={styles.topics}
          aria-label={t('curriculum.topics')}
          {...fallbackLanguage(module, locale)}
        >
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
  const t = useCoursesMessages();
  const locale = useLocale();
  // Lessons are the module's text: in its language.
  const inLanguage = fallbackLanguage(module, locale);
  const lessons = sortByOrder<Lesson>(module.lessons);
  if (lessons.length === 0) return <p className={styles.meta}>{t('curriculum.noLessons')}</p>;
  return (
    <ol className={styles.lessons}>
      {lessons.map((lesson, index) => {
        const subLessons = sortByOrder<SubLesson>(lesson.subLessons);
        const title = text(lesson.title);
        return (
          <li key={text(lesson._key) ?? index} className={styles.lesson}>
            {title ? (
              <span className={styles.lessonTitle} {...inLanguage}>
                {title}
              </span>
            ) : (
              <span className={styles.lessonTitle}>
                {t('curriculum.lessonNumber', { number: index + 1 })}
              </span>
            )}
            <Duration minutes={lesson.estimatedDuration} />
            {subLessons.length ? (
              <ol className={styles.subLessons}>
                {subLessons.map((sub, subIndex) => (
                  <li key={text(sub._key) ?? subIndex}>
                    {text(sub.title) ? (
                      <span {...inLanguage}>{text(sub.title)}</span>
                    ) : (
                      <span>{t('curriculum.partNumber', { number: subIndex + 1 })}</span>
                    )}
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
  const t = useCoursesMessages();
  const locale = useLocale();
  const structure = classifyStructure(modules);
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  const list = recordList<CourseModule>(modules);

  if (structure === 'empty') {
    return (
      <p className={styles.note} data-structure={structure}>
        {t('curriculum.preparing')}
      </p>
    );
  }

  const lessons = list.flatMap((module) => recordList<Lesson>(module.lessons));
  const subLessons = lessons.flatMap((lesson) => recordList(lesson.subLessons)).length;
  const summary = [
    t('count.modules', { count: list.length }),
    lessons.length ? t('count.lessons', { count: lessons.length }) : null,
    subLessons ? t('count.subLessons', { count: subLessons }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.curriculum} data-structure={structure}>
      {structure === 'unknown' ? (
        <p className={styles.note}>{t('curriculum.unknown')}</p>
      ) : (
        <p className={styles.summary}>{summary}</p>
      )}
      {list.length === 0 ? null : (
        <ol className={styles.modules}>
          {list.map((module, index) => {
            const questions = quizQuestions(module);
            const title = text(module.title);
            const description = text(module.description);
            return (
              <li key={text(module._id) ?? index} className={styles.module}>
                <div className={styles.moduleHeader}>
                  <Heading className={styles.moduleTitle}>
                    <span className={styles.moduleNumber}>
                      {t('curriculum.moduleNumber', { number: index + 1 })}
                    </span>
                    {title ? <ContentText of={module}>{title}</ContentText> : t('curriculum.untitledModule')}
                  </Heading>
                  <Duration minutes={module.estimatedDuration} />
                </div>
                {description ? (
                  <p className={styles.description} {...fallbackLanguage(module, locale)}>
                    {description}
                  </p>
                ) : null}
                {structure === 'three-level' || structure === 'two-level' ? (
                  <Lessons module={module} />
                ) : null}
                {structure === 'single-level' ? <LegacyContent module={module} /> : null}
                {questions ? (
                  <p className={styles.meta}>{t('curriculum.moduleQuiz', { count: questions })}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
