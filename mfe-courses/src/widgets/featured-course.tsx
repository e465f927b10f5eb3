import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { ContentImage, fallbackLanguage, isRecord, text, useContent } from '@quantethic/kit/content';
import { remoteWidget } from '@quantethic/kit/widget';
import { ErrorState, LoadingState, useLocale } from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { Link } from '@quantethic/shared/router';
import { useEffect } from 'react';
import { getFeaturedCourse } from '../features/featured/api/get-featured-course';
import { image } from '../lib/content';
import { coursePath, courseTitle } from '../lib/course-links';
import styles from './featured-course.module.css';
import { useFeaturedMessages } from './featured-course-messages';

export const contractVersion = CONTRACT_VERSION;

/** The featured course's content key (the home page's content seed). */
export const FEATURED_COURSE_KEY = 'featured-course';

function Unavailable() {
  const t = useFeaturedMessages();
  return (
    <div className={`qe-card ${styles.unavailable}`}>
      <h3>{t('featured.unavailableTitle')}</h3>
      <p className="qe-muted">{t('featured.unavailableMessage')}</p>
      <Link to="/courses" className="qe-btn qe-btn--primary">
        {t('featured.browse')}
      </Link>
    </div>
  );
}

function FeaturedCourse() {
  const t = useFeaturedMessages();
  const locale = useLocale();
  // Named: the home page is served with this widget rendered at deploy time (../prerender.tsx),
  // and the browser's first render starts from the content it was rendered with.
  const featured = useContent(
    (client, signal, language) => getFeaturedCourse(client, language, signal),
    [],
    FEATURED_COURSE_KEY,
  );
  const course = featured.status === 'ok' && isRecord(featured.data) ? featured.data : null;
  const missing = featured.status === 'empty' || (featured.status === 'ok' && !course);

  useEffect(() => {
    if (missing) console.warn('[courses] No featured course found');
  }, [missing]);

  if (featured.status === 'loading') return <LoadingState label={t('featured.loading')} />;
  if (featured.status === 'error') {
    return (
      <ErrorState title={t('featured.errorTitle')} message={t('error.catalogue')} onRetry={featured.reload} />
    );
  }
  if (!course) return <Unavailable />;

  const title = courseTitle(course, t);
  const description = text(course.description);
  // The course in English on an Arabic page (not translated yet) says so.
  const inLanguage = fallbackLanguage(course, locale);
  return (
    <article className={`qe-card ${styles.card}`}>
      <ContentImage
        className={styles.image}
        image={image(course.thumbnail)}
        fallback={DEFAULT_IMAGES.courseThumbnail}
        alt=""
        widths={[400, 640, 960]}
        sizes="(min-width: 48rem) 28rem, 100vw"
      />
      <div className={styles.body}>
        <h3 className={styles.title} {...inLanguage}>
          {title}
        </h3>
        {description ? (
          <p className="qe-muted" {...inLanguage}>
            {description}
          </p>
        ) : null}
        <Link to={coursePath(course)} className="qe-btn qe-btn--primary">
          {t('featured.view')}
        </Link>
      </div>
    </article>
  );
}

function FeaturedSection() {
  const t = useFeaturedMessages();
  return (
    <section className="qe-section" aria-labelledby="featured-course-title">
      <div className="qe-container">
        <h2 id="featured-course-title">{t('featured.heading')}</h2>
        <div className={styles.slot}>
          <FeaturedCourse />
        </div>
      </div>
    </section>
  );
}

/** Home 'Featured Course' section (exposed as `courses/featured-course`). */
export default remoteWidget(FeaturedSection);

/** The texts of the page's language, loaded before the shell renders this widget. */
export { featuredReady as ready } from './featured-course-messages';
