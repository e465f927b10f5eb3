import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import {
  ContentImage,
  contentLanguage,
  count,
  fallbackLanguage,
  isRecord,
  recordList,
  text,
} from '@quantethic/kit/content';
import { VideoEmbed } from '@quantethic/kit/ui';
import {
  breadcrumbJsonLd,
  courseJsonLd,
  type Locale,
  useDocumentMeta,
  useLocale,
  useRemoteProps,
} from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { useEffect, useRef } from 'react';
import type { CourseDetail } from '../../../lib/api/get-course';
import { CompletionBanner } from '../../../lib/completion/completion-banner';
import { Curriculum } from '../../../lib/components/curriculum';
import { courseInstructors, Instructors, instructorNames } from '../../../lib/components/instructors';
import { ProgressMeter } from '../../../lib/components/progress-meter';
import { image } from '../../../lib/content';
import { coursePath, courseTitle, learnPath } from '../../../lib/course-links';
import { levelLabel } from '../../../lib/levels';
import { useCourseProgress } from '../../../lib/progress/course-progress';
import { progressIdOf } from '../../../lib/progress/identity';
import { courseDescription, courseFacts, courseSocialImage, siteUrlOf } from '../../../lib/seo';
import { useCourseMessages } from '../course-messages';
import { AdjacentCourses } from './adjacent-courses';
import styles from './course-view.module.css';
import { RelatedCourses } from './related-courses';

/** Plain-text overview paragraphs (blank lines separate them). */
function paragraphs(value: unknown): string[] {
  const overview = text(value);
  return overview
    ? overview
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
}

/** The marks of the instructors' names together: their language when they all share one that is not the page's. */
function namesLanguage(people: unknown[], locale: Locale) {
  const [first] = people;
  return first && people.every((person) => contentLanguage(person) === contentLanguage(first))
    ? fallbackLanguage(first, locale)
    : {};
}

/** Emits 'Course Viewed' (SPEC §7 analytics) once for each course shown. */
function useCourseViewed(course: CourseDetail) {
  const { bus } = useRemoteProps();
  const emitted = useRef<string | null>(null);
  const key = text(course._id) ?? courseTitle(course);
  const title = courseTitle(course);
  const level = text(course.level);
  useEffect(() => {
    if (emitted.current === key) return;
    emitted.current = key;
    bus.emit('analytics', { name: 'Course Viewed', properties: { title, level } });
  }, [bus, key, title, level]);
}

/**
 * The course page's head: its description, thumbnail, canonical path, Course and breadcrumbs. The
 * page needs a sign-in (SPEC §6), so it is kept out of search engines; the catalogue lists every
 * course for them (an ItemList of Course).
 */
function useCourseHead(course: CourseDetail) {
  const { config } = useRemoteProps();
  const t = useCourseMessages();
  const siteUrl = siteUrlOf(config);
  const facts = courseFacts(course, config.content, config.siteName, t);
  useDocumentMeta({
    title: facts.name,
    description: courseDescription(course),
    path: facts.path,
    noIndex: true,
    language: contentLanguage(course),
    image: courseSocialImage(course, config.content, t),
    jsonLd: [
      courseJsonLd(facts, siteUrl, config.siteName),
      breadcrumbJsonLd(
        [
          { name: t('course.breadcrumbHome'), path: '/' },
          { name: t('catalogue.title'), path: '/courses' },
          { name: facts.name, path: facts.path },
        ],
        siteUrl,
      ),
    ],
  });
}

/** The course page's content (SPEC §2 Course detail). */
export function CourseView({ course }: { course: CourseDetail }) {
  const t = useCourseMessages();
  const title = courseTitle(course, t);
  const description = text(course.description);
  const level = text(course.level);
  const duration = text(course.duration);
  const video = text(course.videoUrl);
  const overview = paragraphs(course.overview);
  const people = courseInstructors(course);
  const modules = count(course.modulesCount) || recordList(course.modules).length;
  const progress = useCourseProgress(progressIdOf(course));
  const storedSlug = isRecord(course.slug) ? text(course.slug.current) : null;
  // A course not translated yet is shown in English on an Arabic page, and says so.
  const locale = useLocale();
  const inLanguage = fallbackLanguage(course, locale);
  const names = instructorNames(people);

  useCourseHead(course);
  useCourseViewed(course);

  return (
    <article className={`qe-container qe-page ${styles.page}`}>
      <p className={styles.back}>
        <Link to="/courses">{t('course.allCourses')}</Link>
      </p>

      <header className={styles.hero}>
        {course.isFeatured === true || level ? (
          <p className={styles.badges}>
            {course.isFeatured === true ? (
              <span className={`qe-badge ${styles.featured}`}>{t('card.featured')}</span>
            ) : null}
            {level ? <span className="qe-badge">{level}</span> : null}
          </p>
        ) : null}
        <h1 className={styles.title} {...inLanguage}>
          {title}
        </h1>
        {description ? (
          <p className={styles.lead} {...inLanguage}>
            {description}
          </p>
        ) : null}
      </header>

      {progress.percentage === 100 ? (
        <CompletionBanner
          completedAt={progress.completedAt}
          certificatePath={`${coursePath(course)}/certificate`}
        />
      ) : null}

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="course-preview-heading">
          <div className={`qe-card ${styles.sideCard}`}>
            <h2 id="course-preview-heading" className="qe-visually-hidden">
              {t('course.preview')}
            </h2>
            {video ? (
              <VideoEmbed url={video} title={t('catalogue.videoTitle', { title })} />
            ) : (
              <ContentImage
                className={styles.cover}
                image={image(course.thumbnail)}
                fallback={DEFAULT_IMAGES.courseThumbnail}
                alt=""
                widths={[480, 720, 960]}
                sizes="(min-width: 60rem) 22rem, 100vw"
                loading="eager"
              />
            )}
            <p className={styles.sideBadge}>
              <span className="qe-badge">{level ?? t('course.allLevels')}</span>
            </p>
            <ProgressMeter percentage={progress.percentage} label={t('progress.label', { title })} />
            <Link className={`qe-btn qe-btn--primary ${styles.start}`} to={learnPath(course)}>
              {t('action.startLearning')}
            </Link>
          </div>

          <section className={`qe-card ${styles.sideCard}`} aria-labelledby="course-details-heading">
            <h2 id="course-details-heading" className={styles.sideHeading}>
              {t('course.details')}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{t('course.duration')}</dt>
                <dd>{duration ?? t('course.selfPaced')}</dd>
              </div>
              <div>
                <dt>{t('course.modules')}</dt>
                <dd>{modules}</dd>
              </div>
              <div>
                <dt>{t('course.skillLevel')}</dt>
                <dd>{level ? levelLabel(level, t) : t('course.allLevels')}</dd>
              </div>
              <div>
                <dt>{t('panel.instructors', { count: people.length })}</dt>
                {names ? (
                  <dd {...namesLanguage(people, locale)}>{names}</dd>
                ) : (
                  <dd>{t('course.toBeAnnounced')}</dd>
                )}
              </div>
            </dl>
          </section>
        </aside>

        <div className={styles.main}>
          <section aria-labelledby="course-overview-heading" className={styles.section}>
            <h2 id="course-overview-heading">{t('course.overview')}</h2>
            {overview.length ? (
              overview.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order.
                <p key={index} {...inLanguage}>
                  {paragraph}
                </p>
              ))
            ) : (
              <p className="qe-muted">{t('course.overviewSoon')}</p>
            )}
          </section>

          <section aria-labelledby="course-curriculum-heading" className={styles.section}>
            <h2 id="course-curriculum-heading">{t('panel.curriculum')}</h2>
            <Curriculum modules={course.modules} headingLevel={3} />
          </section>

          <section aria-labelledby="course-instructors-heading" className={styles.section}>
            <h2 id="course-instructors-heading">{t('panel.instructors', { count: people.length })}</h2>
            <Instructors people={people} showBio />
          </section>
        </div>
      </div>

      <RelatedCourses id={text(course._id)} slug={storedSlug} level={level} />
      <AdjacentCourses createdAt={text(course._createdAt)} />
    </article>
  );
}
