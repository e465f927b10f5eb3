import { recordList, useContent } from '@quantethic/kit/content';
import { HydrationBoundary, RegistrationModal, useNewTab, VideoModal } from '@quantethic/kit/ui';
import {
  buildFormUrl,
  courseListJsonLd,
  ErrorState,
  LoadingState,
  useDocumentMeta,
  useLocale,
  useRemoteProps,
  useVisitorInfo,
  type VisitorInfo,
} from '@quantethic/shared';
import { Link, useLocation } from '@quantethic/shared/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CourseCard } from '../../lib/api/course-card';
import { courseTitle } from '../../lib/course-links';
import { courseFacts, siteUrlOf } from '../../lib/seo';
import { getCourses } from './api/get-courses';
import styles from './catalogue.module.css';
import { useCatalogueMessages } from './catalogue-messages';
import { CatalogueControls } from './components/catalogue-controls';
import { CoursePanel } from './components/course-panel';
import { CourseResults } from './components/course-results';
import { buildSearchIndex, filterCourses, levelOptions } from './filter-courses';
import { useCatalogueFilters } from './use-catalogue-filters';

type Dialog = { kind: 'panel' | 'video' | 'register'; course: CourseCard } | null;

/** SPEC §2 warning banner: no contact info saved yet. */
function RegisterBanner() {
  const { pathname, search } = useLocation();
  const t = useCatalogueMessages();
  return (
    <div className={`qe-alert qe-alert--warning ${styles.banner}`} role="note">
      <p>
        <strong>{t('catalogue.bannerSave')}</strong>
        {t('catalogue.bannerText')}
      </p>
      <Link to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
        {t('catalogue.bannerLogin')}
      </Link>
    </div>
  );
}

function NoCourses({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useCatalogueMessages();
  return (
    <div className={`qe-status ${styles.empty}`}>
      <h2>{t('catalogue.emptyTitle')}</h2>
      <p className="qe-muted">{filtered ? t('catalogue.emptyFiltered') : t('catalogue.emptySoon')}</p>
      {filtered ? (
        <button type="button" className="qe-btn qe-btn--primary" onClick={onClear}>
          {t('catalogue.clearFilters')}
        </button>
      ) : null}
    </div>
  );
}

/** /courses (SPEC §2): search, level filter, course cards, course panel and registration. */
export function CataloguePage() {
  const { bus, config } = useRemoteProps();
  const locale = useLocale();
  const catalogue = useContent(
    (client, signal, language) => getCourses(client, language, signal),
    [],
    'course-catalogue',
  );
  const filters = useCatalogueFilters();
  const visitor = useVisitorInfo();
  const [dialog, setDialog] = useState<Dialog>(null);
  const newTab = useNewTab();
  const t = useCatalogueMessages();

  // Content is untrusted: anything in the list that is not a course object is left out.
  const data = catalogue.status === 'ok' ? catalogue.data : null;
  const courses = useMemo(() => (data ? recordList<CourseCard>(data) : null), [data]);
  const index = useMemo(() => buildSearchIndex(courses ?? []), [courses]);
  const levels = useMemo(() => levelOptions(courses ?? []), [courses]);
  const results = useMemo(
    () => filterCourses(index, { query: filters.query, level: filters.level }),
    [index, filters.query, filters.level],
  );
  const jsonLd = useMemo(
    () =>
      courses?.length
        ? [
            courseListJsonLd(
              courses.map((course) => courseFacts(course, config.content, config.siteName, t)),
              siteUrlOf(config),
              config.siteName,
            ),
          ]
        : [],
    [courses, config, t],
  );
  // One page whatever the search or filter: the canonical URL has no query, and its structured
  // data lists the whole catalogue (every course the page can show).
  useDocumentMeta({
    title: t('catalogue.title'),
    description: t('catalogue.description'),
    path: '/courses',
    jsonLd,
  });

  const close = useCallback(() => setDialog(null), []);
  const openPanel = useCallback((course: CourseCard) => setDialog({ kind: 'panel', course }), []);
  const playVideo = useCallback((course: CourseCard) => setDialog({ kind: 'video', course }), []);
  const register = useCallback((course: CourseCard) => setDialog({ kind: 'register', course }), []);

  const openSignupForm = (course: CourseCard, info: VisitorInfo) => {
    const url = buildFormUrl(config.forms.courseSignup, {
      name: info.name,
      email: info.email,
      phone: info.phone,
      course: courseTitle(course),
      locale,
    });
    if (!url) {
      bus.emit('toast', { kind: 'error', message: t('catalogue.signupUnavailable') });
      return;
    }
    newTab.open(url, t('catalogue.openSignup'));
  };

  // After registering, the card's 'Register & Start Learning' button has become a 'Start
  // Learning' link: it gets the focus the modal would have returned to the button — once the
  // visitor has closed the notice with the sign-up link, if the browser blocked the new tab.
  const focusLearnLink = useRef<string | null>(null);
  const closeRegistration = (course: CourseCard) => {
    focusLearnLink.current = course._id ?? courseTitle(course, t);
    setDialog(null);
  };
  useEffect(() => {
    const id = focusLearnLink.current;
    if (dialog !== null || newTab.blocked || id === null) return;
    focusLearnLink.current = null;
    const links = document.querySelectorAll<HTMLElement>('[data-learn-link]');
    [...links].find((link) => link.dataset.learnLink === id)?.focus();
  }, [dialog, newTab.blocked]);

  const registering = dialog?.kind === 'register' ? dialog.course : null;

  return (
    <div className="qe-container qe-page">
      <header className={styles.header}>
        <h1>{t('catalogue.title')}</h1>
        <p className="qe-section__intro">{t('catalogue.intro')}</p>
      </header>

      {visitor ? null : <RegisterBanner />}

      <CatalogueControls
        search={filters.input}
        onSearch={filters.setInput}
        levels={levels}
        level={filters.level}
        onLevel={filters.setLevel}
      />

      {catalogue.status === 'loading' ? <LoadingState label={t('catalogue.loading')} /> : null}
      {catalogue.status === 'error' ? (
        <ErrorState
          title={t('catalogue.errorTitle')}
          message={t('error.catalogue')}
          onRetry={catalogue.reload}
        />
      ) : null}
      {catalogue.status === 'empty' || (catalogue.status === 'ok' && !courses?.length) ? (
        <NoCourses filtered={false} onClear={filters.clear} />
      ) : null}
      {/* The cards hydrate on their own once the page (its search and filters) is live. */}
      <HydrationBoundary>
        {courses?.length ? (
          results.length ? (
            <CourseResults
              key={`${filters.query}\u0000${filters.level ?? ''}`}
              courses={results}
              total={courses.length}
              registered={visitor !== null}
              onOpenPanel={openPanel}
              onPlayVideo={playVideo}
              onRegister={register}
            />
          ) : (
            <NoCourses filtered onClear={filters.clear} />
          )
        ) : null}
      </HydrationBoundary>

      <CoursePanel
        course={dialog?.kind === 'panel' ? dialog.course : null}
        registered={visitor !== null}
        onClose={close}
        onRegister={register}
      />
      <VideoModal
        open={dialog?.kind === 'video'}
        onClose={close}
        url={dialog?.kind === 'video' ? dialog.course.videoUrl : null}
        title={
          dialog
            ? t('catalogue.videoTitle', { title: courseTitle(dialog.course, t) })
            : t('catalogue.videoFallback')
        }
      />
      <RegistrationModal
        open={registering !== null}
        onClose={() => (registering ? closeRegistration(registering) : close())}
        title={t('action.register')}
        intro={registering ? t('catalogue.registerIntro', { title: courseTitle(registering, t) }) : undefined}
        submitLabel={t('catalogue.registerSubmit')}
        onRegistered={(info) => {
          if (!registering) return;
          bus.emit('analytics', {
            name: 'Form Submitted',
            properties: { form: 'course-signup', course: courseTitle(registering) },
          });
          openSignupForm(registering, info);
        }}
      />
      {newTab.prompt}
    </div>
  );
}

/** The page's texts, for `withTexts` (src/app.tsx). */
export { catalogueTexts } from './catalogue-messages';
