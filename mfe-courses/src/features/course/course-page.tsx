import { useContent } from '@quantethic/kit/content';
import {
  LoadingState,
  normalizeSlug,
  useAuthState,
  useDocumentMeta,
  useRemoteProps,
} from '@quantethic/shared';
import { Link, Navigate, useLocation, useParams } from '@quantethic/shared/router';
import { courseTitle, learnPath } from '../../lib/course-links';
import { CourseCertificate } from '../certificate';
import { LearningFrame, LearningView } from '../learn/learning-view';
import { type CourseDetail, getCourseBySlug, getCourseByTitle } from './api/get-course';
import { CourseView } from './components/course-view';
import styles from './course.module.css';
import { findCourse } from './find-course';

const CHECKING_SIGN_IN = 'Checking your sign-in...';

function CheckingSignIn() {
  useDocumentMeta({ title: 'Course', noIndex: true });
  return (
    <div className="qe-container qe-page">
      <LoadingState label={CHECKING_SIGN_IN} />
    </div>
  );
}

function LoadingCourse() {
  return (
    <div className="qe-container qe-page">
      <LoadingState label="Loading course..." />
    </div>
  );
}

/** SPEC §8: the course does not exist. */
export function CourseNotFound() {
  useDocumentMeta({ title: 'Course Not Found', noIndex: true });
  return (
    <section className={`qe-container qe-page qe-status ${styles.status}`} aria-labelledby="course-not-found">
      <h1 id="course-not-found">Course Not Found</h1>
      <p className="qe-muted">The course you're looking for doesn't exist.</p>
      <Link className="qe-btn qe-btn--primary" to="/courses">
        Back to Courses
      </Link>
    </section>
  );
}

/** The content API could not be reached: say so and offer a retry, never a blank page. */
function CourseLoadError({ onRetry }: { onRetry: () => void }) {
  useDocumentMeta({ title: 'Course unavailable', noIndex: true });
  return (
    <section className={`qe-container qe-page qe-status ${styles.status}`} role="alert">
      <h1>Failed to load this course</h1>
      <p className="qe-muted">We couldn't reach the course content. Check your connection and try again.</p>
      <div className={styles.statusActions}>
        <button type="button" className="qe-btn qe-btn--primary" onClick={onRetry}>
          Try Again
        </button>
        <Link className="qe-btn qe-btn--secondary" to="/courses">
          Back to Courses
        </Link>
      </div>
    </section>
  );
}

function LearnScreen({ course, checkingSignIn = false }: { course: CourseDetail; checkingSignIn?: boolean }) {
  const title = courseTitle(course);
  // A learner's page: kept out of search engines (the course page is the one to find).
  useDocumentMeta({
    title: `Learning: ${title}`,
    description: `Lessons, quizzes and your progress in ${title}.`,
    path: learnPath(course),
    noIndex: true,
  });
  return (
    <div className="qe-container qe-page">
      {checkingSignIn ? (
        <LearningFrame course={course} loadingLabel={CHECKING_SIGN_IN} />
      ) : (
        <LearningView course={course} />
      )}
    </div>
  );
}

/**
 * /courses/:slug and /courses/:slug/learn (SPEC §2): requires sign-in; the slug is normalised
 * (redirect when it differs), then the course is found by slug or by title, or 'Course Not
 * Found'. The course is fetched while the sign-in is still being checked.
 */
export type CourseScreen = 'detail' | 'learn' | 'certificate';

export function CoursePage({ screen = 'detail' }: { screen?: CourseScreen }) {
  const { slug: raw = '' } = useParams();
  const { pathname, search } = useLocation();
  const { auth } = useRemoteProps();
  const { status } = useAuthState(auth);
  const slug = normalizeSlug(raw);
  const canonicalUrl = slug === raw;
  const wanted = status !== 'signed-out' && canonicalUrl;

  const lookup = useContent(
    (client, signal) =>
      wanted
        ? findCourse(slug, {
            bySlug: (value) => getCourseBySlug(client, value, signal),
            byTitle: (name) => getCourseByTitle(client, name, signal),
          })
        : Promise.resolve({ status: 'empty' as const }),
    [slug, wanted],
    // Named for the deploy-time prerender of the course and learning pages (../../prerender.tsx).
    wanted ? `course:${slug}` : undefined,
  );

  if (status === 'checking') {
    // The learning view's heading can show while the sign-in is checked (it is what the deploy
    // prerenders, ../../prerender.tsx). The course page itself needs a sign-in (SPEC §2, §6): a
    // visitor is sent to /login, so nothing of it shows before the sign-in is known.
    const found = lookup.status === 'ok' && lookup.data.kind === 'found' ? lookup.data.course : null;
    if (screen === 'learn' && canonicalUrl && found) {
      return <LearnScreen key={found._id ?? slug} course={found} checkingSignIn />;
    }
    return <CheckingSignIn />;
  }
  if (status === 'signed-out') {
    return <Navigate replace to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} />;
  }
  const suffix = screen === 'detail' ? '' : `/${screen}`;
  if (!canonicalUrl) return <Navigate replace to={`/courses/${slug}${suffix}${search}`} />;

  if (lookup.status === 'loading') return <LoadingCourse />;
  if (lookup.status === 'error') return <CourseLoadError onRetry={lookup.reload} />;
  if (lookup.status === 'empty' || lookup.data.kind === 'not-found') return <CourseNotFound />;
  if (lookup.data.kind === 'redirect') {
    return <Navigate replace to={`/courses/${lookup.data.slug}${suffix}${search}`} />;
  }
  const { course } = lookup.data;
  const key = course._id ?? slug;
  if (screen === 'learn') return <LearnScreen key={key} course={course} />;
  if (screen === 'certificate') return <CourseCertificate key={key} course={course} />;
  return <CourseView key={key} course={course} />;
}
