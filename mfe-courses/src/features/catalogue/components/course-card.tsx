import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, count, fallbackLanguage, isRecord, text } from '@quantethic/kit/content';
import { useLocale } from '@quantethic/shared';
import { Link } from '@quantethic/shared/router';
import { type MouseEvent, useId } from 'react';
import type { CourseCard as CourseCardData } from '../../../lib/api/course-card';
import { image } from '../../../lib/content';
import { coursePath, courseTitle, learnPath } from '../../../lib/course-links';
import { levelLabel } from '../../../lib/levels';
import type { CoursesT } from '../../../lib/messages';
import { useCatalogueMessages } from '../catalogue-messages';
import styles from './course-card.module.css';

export interface CourseCardProps {
  course: CourseCardData;
  /** Whether the visitor has saved their contact info (SPEC §2: the learn link's label). */
  registered: boolean;
  /** The first card: its image is the page's largest paint, so it loads at once, first. */
  priority?: boolean;
  onOpenPanel: (course: CourseCardData) => void;
  onPlayVideo: (course: CourseCardData) => void;
  onRegister: (course: CourseCardData) => void;
}

/** The counts a card shows: modules, lessons and sub-lessons (zero counts other than modules are left out). */
export function courseCounts(
  course: {
    modulesCount?: unknown;
    lessonsCount?: unknown;
    subLessonsCount?: unknown;
  },
  t: CoursesT,
): string[] {
  const lessons = count(course.lessonsCount);
  const subLessons = count(course.subLessonsCount);
  return [
    t('count.modules', { count: count(course.modulesCount) }),
    lessons ? t('count.lessons', { count: lessons }) : null,
    subLessons ? t('count.subLessons', { count: subLessons }) : null,
  ].filter((item): item is string => item !== null);
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

/**
 * A catalogue card (SPEC §2): preview image with a play overlay, Featured and level badges,
 * title, description, counts, instructor, 'View Course Details' and the learn link. Clicking the
 * card (or its title, for keyboard users) opens the course panel.
 */
export function CourseCard({
  course,
  registered,
  priority = false,
  onOpenPanel,
  onPlayVideo,
  onRegister,
}: CourseCardProps) {
  const t = useCatalogueMessages();
  const title = courseTitle(course, t);
  const description = text(course.description);
  const level = text(course.level);
  const featured = course.isFeatured === true;
  const video = text(course.videoUrl);
  const instructor = isRecord(course.instructor) ? course.instructor : null;
  const instructorName = text(instructor?.name);
  const id = text(course._id) ?? title;
  const titleId = useId();
  // The course's text in English on an Arabic page (not translated yet) says so, and so do the
  // alt texts of its images (written with the documents).
  const locale = useLocale();
  const inLanguage = fallbackLanguage(course, locale);

  // A click anywhere on the card opens the panel, except on its own links and buttons.
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpenPanel(course);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the title button opens the panel by keyboard.
    <article className={styles.card} onClick={onCardClick} data-course-id={id}>
      <div className={styles.media}>
        <ContentImage
          className={styles.image}
          image={image(course.thumbnail)}
          fallback={DEFAULT_IMAGES.courseThumbnail}
          alt=""
          {...inLanguage}
          widths={[320, 480, 640]}
          sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {video ? (
          <button
            type="button"
            className={styles.play}
            aria-label={t('card.play', { title })}
            aria-haspopup="dialog"
            onClick={() => onPlayVideo(course)}
          >
            <PlayIcon />
          </button>
        ) : null}
        {featured || level ? (
          <ul className={styles.badges} aria-label={t('card.tags')}>
            {featured ? <li className={`qe-badge ${styles.featured}`}>{t('card.featured')}</li> : null}
            {level ? <li className="qe-badge">{levelLabel(level, t)}</li> : null}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId} {...inLanguage}>
          <button
            type="button"
            className={styles.titleButton}
            aria-haspopup="dialog"
            onClick={() => onOpenPanel(course)}
          >
            {title}
          </button>
        </h2>
        {description ? (
          <p className={styles.description} {...inLanguage}>
            {description}
          </p>
        ) : null}
        <ul className={styles.counts} aria-label={t('card.contents')}>
          {courseCounts(course, t).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className={styles.instructor}>
          <ContentImage
            className={styles.avatar}
            image={image(instructor?.image)}
            fallback={DEFAULT_IMAGES.avatar}
            alt=""
            {...fallbackLanguage(instructor, locale)}
            widths={[64, 128]}
            sizes="2rem"
            width={32}
            height={32}
          />
          {instructorName ? (
            <span {...fallbackLanguage(instructor, locale)}>{instructorName}</span>
          ) : (
            <span>{t('card.noInstructor')}</span>
          )}
        </div>
        <div className={styles.actions}>
          <Link
            className="qe-btn qe-btn--secondary qe-btn--small"
            to={coursePath(course)}
            aria-describedby={titleId}
          >
            {t('action.viewDetails')}
          </Link>
          {registered ? (
            <Link
              className="qe-btn qe-btn--primary qe-btn--small"
              to={learnPath(course)}
              aria-describedby={titleId}
              data-learn-link={id}
            >
              {t('action.startLearning')}
            </Link>
          ) : (
            <button
              type="button"
              className="qe-btn qe-btn--primary qe-btn--small"
              aria-haspopup="dialog"
              aria-describedby={titleId}
              onClick={() => onRegister(course)}
            >
              {t('action.register')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
