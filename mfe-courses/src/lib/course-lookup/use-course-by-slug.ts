import { useContent } from '@quantethic/kit/content';
import { normalizeSlug, useAuthState, useRemoteProps } from '@quantethic/shared';
import { useLocation, useParams } from '@quantethic/shared/router';
import { type CourseDetail, getCourseBySlug, getCourseByTitle } from '../api/get-course';
import { findCourse } from './find-course';

/** Which page of a course a route shows: /courses/:slug, its /learn or its /certificate. */
export type CourseScreen = 'detail' | 'learn' | 'certificate';

/** Where a course route stands: what it shows until (and once) its course is there. */
export type CourseBySlug =
  /** The sign-in is being checked; the course already, when it is found at this very URL. */
  | { status: 'checking-sign-in'; course: CourseDetail | null; key: string }
  /** Elsewhere, replacing this URL: the login (signed out), the normalised slug or the course's own. */
  | { status: 'redirect'; to: string }
  | { status: 'loading' }
  | { status: 'error'; reload: () => void }
  | { status: 'not-found' }
  /** `key`: a key for the page, so that another course gets a fresh one. */
  | { status: 'found'; course: CourseDetail; key: string };

/**
 * The course of a /courses/:slug route (SPEC §2), for the course page, the learning view and the
 * certificate alike: the route needs a sign-in (signed out → /login?redirect={this path}); the
 * slug is normalised (a different form redirects to it); the course is found by slug or by title
 * (`findCourse`), or not found. The course is fetched while the sign-in is still being checked,
 * once for the whole visit to the URL.
 */
export function useCourseBySlug(screen: CourseScreen): CourseBySlug {
  const { slug: raw = '' } = useParams();
  const { pathname, search } = useLocation();
  const { auth } = useRemoteProps();
  const { status } = useAuthState(auth);
  const slug = normalizeSlug(raw);
  const canonicalUrl = slug === raw;
  const wanted = status !== 'signed-out' && canonicalUrl;
  const lookup = useContent(
    (client, signal, language) =>
      wanted
        ? findCourse(slug, {
            bySlug: (value) => getCourseBySlug(client, value, language, signal),
            byTitle: (name) => getCourseByTitle(client, name, language, signal),
          })
        : Promise.resolve({ status: 'empty' as const }),
    [slug, wanted],
    // Named for the deploy-time prerender of the course and learning pages (../../prerender.tsx).
    wanted ? `course:${slug}` : undefined,
  );

  if (status === 'checking') {
    // Only a course found at this very URL (a slug to normalise is not even looked up).
    const found = lookup.status === 'ok' && lookup.data.kind === 'found' ? lookup.data.course : null;
    return { status: 'checking-sign-in', course: found, key: found?._id ?? slug };
  }
  if (status === 'signed-out') {
    return { status: 'redirect', to: `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}` };
  }
  const suffix = screen === 'detail' ? '' : `/${screen}`;
  if (!canonicalUrl) return { status: 'redirect', to: `/courses/${slug}${suffix}${search}` };
  if (lookup.status === 'loading') return { status: 'loading' };
  if (lookup.status === 'error') return { status: 'error', reload: lookup.reload };
  if (lookup.status === 'empty' || lookup.data.kind === 'not-found') return { status: 'not-found' };
  if (lookup.data.kind === 'redirect') {
    return { status: 'redirect', to: `/courses/${lookup.data.slug}${suffix}${search}` };
  }
  const { course } = lookup.data;
  return { status: 'found', course, key: course._id ?? slug };
}
