import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CoursesApp from './app';
import { getAdjacentCourses } from './features/course/api/get-adjacent-courses';
import { getRelatedCourses } from './features/course/api/get-related-courses';
import { type CourseDetail, getCourseBySlug, getCourseByTitle } from './lib/api/get-course';
import { messagesReady } from './lib/messages-ready';
import { progressKey } from './lib/progress/storage';
import {
  FOUNDATIONS_CARD,
  FOUNDATIONS_DETAIL,
  PYTHON_DETAIL,
  RISK_CARD,
  TAKAFUL_CARD,
  ZAKAT_CARD,
} from './testing/fixtures';
import { headJsonLd, headLinks, headMeta, headTitle } from './testing/head';
import { createTestAuth, createTestProps, recordEvents, renderAt } from './testing/render';

vi.mock('./lib/api/get-course', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/api/get-course')>()),
  getCourseBySlug: vi.fn(),
  getCourseByTitle: vi.fn(),
}));
vi.mock('./features/course/api/get-related-courses', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./features/course/api/get-related-courses')>()),
  getRelatedCourses: vi.fn(),
}));
vi.mock('./features/course/api/get-adjacent-courses', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./features/course/api/get-adjacent-courses')>()),
  getAdjacentCourses: vi.fn(),
}));

const BY_SLUG: Record<string, CourseDetail> = { 'islamic-finance-foundations': FOUNDATIONS_DETAIL };

beforeEach(() => {
  vi.mocked(getCourseBySlug).mockImplementation(async (_client, slug) => {
    const data = BY_SLUG[slug];
    return data ? { status: 'ok', data } : { status: 'empty' };
  });
  vi.mocked(getCourseByTitle).mockResolvedValue({ status: 'empty' });
  vi.mocked(getRelatedCourses).mockResolvedValue({
    status: 'ok',
    data: [TAKAFUL_CARD, ZAKAT_CARD, RISK_CARD],
  });
  vi.mocked(getAdjacentCourses).mockResolvedValue({
    status: 'ok',
    data: {
      previous: { title: 'Takaful Fundamentals', slug: { current: 'takaful-fundamentals' } },
      next: {
        title: 'Murabaha & Ijarah Cash-Flow Modelling',
        slug: { current: 'murabaha-ijarah-cash-flow-modelling' },
      },
    },
  });
});

const SITE_URL = 'https://quantethic.example';

function renderCourse(url: string, status: 'signed-in' | 'signed-out' | 'checking' = 'signed-in') {
  const auth = createTestAuth(status);
  const props = createTestProps(auth);
  props.config = { ...props.config, siteUrl: SITE_URL };
  const analytics = recordEvents(props, 'analytics');
  const result = renderAt(url, <CoursesApp {...props} />, props);
  return { ...result, auth, analytics };
}

describe('course page: sign-in guard', () => {
  it('shows a loading state while the sign-in is checked, then the course', async () => {
    const { auth } = renderCourse('/courses/islamic-finance-foundations', 'checking');
    // The course page is a chunk of its own: it shows once that has arrived.
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in...');
    auth.set('signed-in');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
  });

  it("shows the learning page's course heading while the sign-in is checked, and the lesson only after", async () => {
    const { auth } = renderCourse('/courses/islamic-finance-foundations/learn', 'checking');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    expect(screen.queryByRole('region', { name: 'Lesson' })).not.toBeInTheDocument();
    // The title is set by an effect that runs after the heading is painted: wait for it.
    await waitFor(() => expect(document.title).toContain('Learning: Islamic Finance Foundations'));

    auth.set('signed-in');
    expect(await screen.findByRole('region', { name: 'Lesson' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your sign-in...')).not.toBeInTheDocument();
    expect(getCourseBySlug).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor found signed out on the learning page to login', async () => {
    const { auth } = renderCourse('/courses/islamic-finance-foundations/learn', 'checking');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    auth.set('signed-out');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('sends signed-out visitors to the login page with this path to come back to', async () => {
    renderCourse('/courses/islamic-finance-foundations/learn?x=1', 'signed-out');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      '/courses/islamic-finance-foundations/learn?x=1',
    );
    expect(getCourseBySlug).not.toHaveBeenCalled();
  });

  it('sends the visitor to login when they sign out on the page', async () => {
    const { auth } = renderCourse('/courses/islamic-finance-foundations');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    auth.set('signed-out');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('keeps the certificate behind the same sign-in and course lookup', async () => {
    renderCourse('/courses/islamic-finance-foundations/certificate', 'signed-out');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      '/courses/islamic-finance-foundations/certificate',
    );
    cleanup();

    renderCourse('/courses/Islamic-Finance-Foundations/certificate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your certificate is not ready yet' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.pathname).toBe('/courses/islamic-finance-foundations/certificate'),
    );
    cleanup();

    renderCourse('/courses/no-such-course/certificate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Found' })).toBeInTheDocument();
  });
});

describe('course page: slugs', () => {
  it.each([
    ['/courses/Islamic-Finance-Foundations', '/courses/islamic-finance-foundations'],
    ['/courses/Islamic%20Finance%20Foundations/learn', '/courses/islamic-finance-foundations/learn'],
  ])('normalises %s to %s (replacing the history entry)', async (from, to) => {
    renderCourse(from);
    const length = window.history.length;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(to));
    expect(window.history.length).toBe(length);
  });

  it('finds a course by title when no course has the slug, and shows it in place when its own slug is invalid', async () => {
    vi.mocked(getCourseByTitle).mockResolvedValue({ status: 'ok', data: PYTHON_DETAIL });
    renderCourse('/courses/python-for-finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python for Finance' })).toBeInTheDocument();
    expect(getCourseByTitle).toHaveBeenCalledWith(
      expect.anything(),
      'python for finance',
      'en',
      expect.anything(),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/courses/python-for-finance'));
  });

  it('redirects to the canonical URL of a course found by title under a valid slug', async () => {
    vi.mocked(getCourseByTitle).mockResolvedValue({ status: 'ok', data: FOUNDATIONS_DETAIL });
    renderCourse('/courses/islamic-finance/learn');
    await waitFor(() => expect(window.location.pathname).toBe('/courses/islamic-finance-foundations/learn'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
  });

  it("shows 'Course Not Found' with a link back to the catalogue", async () => {
    renderCourse('/courses/no-such-course');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The course you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
    await waitFor(() => expect(document.title).toBe('Course Not Found | QuantEthic'));
  });

  it('explains a content API failure with Try Again, never a blank page', async () => {
    vi.mocked(getCourseBySlug).mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    renderCourse('/courses/islamic-finance-foundations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load this course' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' }),
    ).toBeInTheDocument();
  });
});

describe('course page: content', () => {
  it('shows the title, description, overview, curriculum, instructors, sidebar and details', async () => {
    localStorage.setItem(progressKey(FOUNDATIONS_CARD._id), JSON.stringify({ percentage: 25 }));
    renderCourse('/courses/islamic-finance-foundations');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(document.title).toBe('Islamic Finance Foundations | QuantEthic'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      FOUNDATIONS_DETAIL.description,
    );
    expect(screen.getByText(FOUNDATIONS_DETAIL.description as string)).toBeInTheDocument();
    expect(screen.getByText('First paragraph of the overview.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph of the overview.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: /Principles: Riba, Gharar and Maysir/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Instructors' })).toBeInTheDocument();

    const sidebar = screen.getByRole('complementary', { name: 'Course preview' });
    expect(sidebar.querySelector('iframe')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/Qe7fR2mXk9A?rel=0',
    );
    expect(within(sidebar).getAllByText('Beginner').length).toBeGreaterThan(0);
    // The saved progress, once the page knows what the browser knows (a render after the first).
    expect(await within(sidebar).findByText('25% complete')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations/learn',
    );
    const details = within(sidebar).getByRole('region', { name: 'Course details' });
    expect(details).toHaveTextContent('Duration6 weeks');
    expect(details).toHaveTextContent('Modules3');
    expect(details).toHaveTextContent('Skill levelBeginner');
    expect(details).toHaveTextContent('InstructorsAmina Hassan, Yusuf Rahman');
  });

  it("falls back to 'Self-paced', 'All Levels' and the thumbnail when those are missing", async () => {
    vi.mocked(getCourseByTitle).mockResolvedValue({ status: 'ok', data: PYTHON_DETAIL });
    renderCourse('/courses/python-for-finance');
    await screen.findByRole('heading', { level: 1, name: 'Python for Finance' });
    const details = screen.getByRole('region', { name: 'Course details' });
    expect(details).toHaveTextContent('DurationSelf-paced');
    expect(details).toHaveTextContent('Skill levelAll Levels');
    expect(details).toHaveTextContent('InstructorTo be announced');
    expect(details).toHaveTextContent('Modules2');
    expect(screen.getByText('An overview of this course is coming soon.')).toBeInTheDocument();
    expect(screen.getByText(/The curriculum for this course is being prepared/)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Course preview' }).querySelector('iframe')).toBeNull();
    // No level: no related courses to ask for.
    expect(getRelatedCourses).not.toHaveBeenCalled();
  });

  it("shows up to three 'You may also like' courses and the previous/next links", async () => {
    renderCourse('/courses/islamic-finance-foundations');
    const related = await screen.findByRole('region', { name: 'You may also like' });
    expect(getRelatedCourses).toHaveBeenCalledWith(
      expect.anything(),
      { slug: 'islamic-finance-foundations', level: 'Beginner' },
      'en',
      expect.anything(),
    );
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Takaful Fundamentals',
      'Zakat and Purification Calculations',
      'Quantitative Risk Management',
    ]);
    expect(within(related).getByRole('link', { name: 'Takaful Fundamentals' })).toHaveAttribute(
      'href',
      '/courses/takaful-fundamentals',
    );
    const nav = await screen.findByRole('navigation', { name: 'More courses' });
    expect(within(nav).getByRole('link', { name: /Previous course/ })).toHaveAttribute(
      'href',
      '/courses/takaful-fundamentals',
    );
    expect(within(nav).getByRole('link', { name: /Next course/ })).toHaveAttribute(
      'href',
      '/courses/murabaha-ijarah-cash-flow-modelling',
    );
  });

  it("asks for the course, its related and its neighbouring courses in the page's language", async () => {
    await messagesReady('ar');
    const props = { ...createTestProps(createTestAuth('signed-in')), locale: 'ar' as const };
    renderAt('/courses/islamic-finance-foundations', <CoursesApp {...props} />, props);
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(getAdjacentCourses).toHaveBeenCalled());
    expect(getCourseBySlug).toHaveBeenCalledWith(
      expect.anything(),
      'islamic-finance-foundations',
      'ar',
      expect.anything(),
    );
    expect(getRelatedCourses).toHaveBeenCalledWith(
      expect.anything(),
      { slug: 'islamic-finance-foundations', level: 'Beginner' },
      'ar',
      expect.anything(),
    );
    expect(getAdjacentCourses).toHaveBeenCalledWith(
      expect.anything(),
      FOUNDATIONS_DETAIL._createdAt,
      'ar',
      expect.anything(),
    );
  });

  it('leaves the related and neighbour sections out when they fail to load', async () => {
    vi.mocked(getRelatedCourses).mockResolvedValue({ status: 'error', error: new Error('down') });
    vi.mocked(getAdjacentCourses).mockResolvedValue({ status: 'error', error: new Error('down') });
    renderCourse('/courses/islamic-finance-foundations');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(getAdjacentCourses).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'More courses' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeInTheDocument();
  });

  it("emits 'Course Viewed' with title and level once per course view", async () => {
    const { analytics } = renderCourse('/courses/islamic-finance-foundations');
    await screen.findByRole('region', { name: 'You may also like' });
    expect(analytics).toEqual([
      { name: 'Course Viewed', properties: { title: 'Islamic Finance Foundations', level: 'Beginner' } },
    ]);
  });

  it('renders a course whose fields are all missing or of the wrong type', async () => {
    BY_SLUG.hostile = {
      _id: 'course-hostile',
      title: ['x'],
      description: 5,
      overview: [{ _type: 'block' }],
      level: {},
      duration: 12,
      videoUrl: 'javascript:alert(1)',
      modules: 'none',
      modulesCount: 'x',
      instructor: 'me',
      instructors: [null, 'x'],
      thumbnail: 'nope',
    } as unknown as CourseDetail;
    const { analytics } = renderCourse('/courses/hostile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled course' })).toBeInTheDocument();
    expect(screen.getByText('Unsupported video URL: javascript:alert(1)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Course details' })).toHaveTextContent('DurationSelf-paced');
    expect(screen.getByText("The full curriculum of this course can't be shown yet.")).toBeInTheDocument();
    expect(analytics[0]).toEqual({
      name: 'Course Viewed',
      properties: { title: 'Untitled course', level: null },
    });
  });
});

describe('course page: head', () => {
  const head = () => document.head.innerHTML;
  const FOUNDATIONS_URL = `${SITE_URL}/courses/islamic-finance-foundations`;

  it("has the course's own title, description, canonical URL, thumbnail as social image and structured data", async () => {
    renderCourse('/courses/islamic-finance-foundations?utm_source=newsletter#curriculum');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(headTitle(head())).toBe('Islamic Finance Foundations | QuantEthic'));
    expect(headMeta(head(), 'description')).toBe(FOUNDATIONS_DETAIL.description);
    // A signed-in page (SPEC §6): search engines find the course in the catalogue's ItemList.
    expect(headMeta(head(), 'robots')).toBe('noindex, nofollow');
    // One form per page: no query or fragment.
    expect(headLinks(head(), 'canonical')).toEqual([FOUNDATIONS_URL]);
    expect(headMeta(head(), 'og:url')).toBe(FOUNDATIONS_URL);
    expect(headMeta(head(), 'og:title')).toBe('Islamic Finance Foundations');
    expect(headMeta(head(), 'og:type')).toBe('website');
    // The thumbnail, through the image CDN, cropped to the size link previews use.
    const image = new URL(headMeta(head(), 'og:image') ?? '');
    expect(`${image.origin}${image.pathname}`).toBe(
      'http://content.test/images/test/production/aaa111-800x450.svg',
    );
    expect(Object.fromEntries(image.searchParams)).toEqual({ w: '1200', h: '630', fit: 'crop', fm: 'jpg' });
    expect(headMeta(head(), 'og:image:width')).toBe('1200');
    expect(headMeta(head(), 'og:image:height')).toBe('630');
    expect(headMeta(head(), 'twitter:card')).toBe('summary_large_image');
    expect(headMeta(head(), 'twitter:image')).toBe(image.href);

    const [course, breadcrumbs, ...rest] = headJsonLd(head());
    expect(rest).toEqual([]);
    expect(course).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Islamic Finance Foundations',
      description: FOUNDATIONS_DETAIL.description,
      url: FOUNDATIONS_URL,
      image: image.href,
      provider: { '@type': 'Organization', name: 'QuantEthic', sameAs: `${SITE_URL}/` },
      educationalLevel: 'Beginner',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE_URL}/` },
        { position: 2, name: 'Courses', item: `${SITE_URL}/courses` },
        { position: 3, name: 'Islamic Finance Foundations', item: FOUNDATIONS_URL },
      ],
    });
  });

  it('cuts a long description at a word to 160 characters, and uses the default social image without a thumbnail', async () => {
    const long = `${'Islamic finance explained with worked numbers. '.repeat(6)}The end.`;
    BY_SLUG['long-course'] = {
      ...FOUNDATIONS_DETAIL,
      _id: 'course-long',
      slug: { current: 'long-course' },
      description: long,
      thumbnail: null,
      level: null,
    } as CourseDetail;
    renderCourse('/courses/long-course');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(headLinks(head(), 'canonical')).toEqual([`${SITE_URL}/courses/long-course`]));
    const description = headMeta(head(), 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.length).toBeGreaterThan(120);
    // Cut after a whole word, with an ellipsis.
    const kept = description.slice(0, -1);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    expect(headMeta(head(), 'og:image')).toBe(`${SITE_URL}/social-image.png`);
    expect(headMeta(head(), 'og:image:width')).toBe('1200');
    expect(headMeta(head(), 'og:image:height')).toBe('630');
    expect(headJsonLd(head())[0]).toMatchObject({ educationalLevel: 'All Levels' });
    expect(headJsonLd(head())[0]).not.toHaveProperty('image');
  });

  it("names the slug the course is found at as canonical, not the URL's form", async () => {
    vi.mocked(getCourseByTitle).mockResolvedValue({ status: 'ok', data: PYTHON_DETAIL });
    // Found by title ('python finance') and shown in place: its own page is at its title's slug.
    renderCourse('/courses/python-finance?ref=home');
    await screen.findByRole('heading', { level: 1, name: 'Python for Finance' });
    await waitFor(() => expect(headTitle(head())).toBe('Python for Finance | QuantEthic'));
    expect(headLinks(head(), 'canonical')).toEqual([`${SITE_URL}/courses/python-for-finance`]);
  });

  it('keeps learning and certificate pages out of search engines', async () => {
    renderCourse('/courses/islamic-finance-foundations/learn?lesson=x');
    await screen.findByRole('region', { name: 'Lesson' });
    await waitFor(() => expect(headTitle(head())).toBe('Learning: Islamic Finance Foundations | QuantEthic'));
    expect(headMeta(head(), 'robots')).toBe('noindex, nofollow');
    expect(headLinks(head(), 'canonical')).toEqual([`${FOUNDATIONS_URL}/learn`]);
    expect(headJsonLd(head())).toEqual([]);
    cleanup();

    renderCourse('/courses/islamic-finance-foundations/certificate');
    await screen.findByRole('heading', { level: 1, name: 'Your certificate is not ready yet' });
    await waitFor(() =>
      expect(headTitle(head())).toBe('Certificate of Completion: Islamic Finance Foundations | QuantEthic'),
    );
    expect(headMeta(head(), 'robots')).toBe('noindex, nofollow');
    expect(headLinks(head(), 'canonical')).toEqual([`${FOUNDATIONS_URL}/certificate`]);
  });

  it("shows nothing of the course while the sign-in is checked; the course, the learner's progress and 'Course Viewed' once signed in", async () => {
    localStorage.setItem(progressKey(FOUNDATIONS_CARD._id), JSON.stringify({ percentage: 25 }));
    const { auth, analytics } = renderCourse('/courses/islamic-finance-foundations', 'checking');
    expect(await screen.findByText('Checking your sign-in...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Islamic Finance Foundations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Curriculum' })).not.toBeInTheDocument();
    expect(analytics).toEqual([]);

    auth.set('signed-in');
    expect(await screen.findByRole('heading', { level: 2, name: 'Curriculum' })).toBeInTheDocument();
    // The saved progress shows in the render after the first (its first render is the served one's).
    expect(
      await screen.findByRole('progressbar', {
        name: 'Progress in Islamic Finance Foundations',
        value: { now: 25 },
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(analytics).toEqual([
        { name: 'Course Viewed', properties: { title: 'Islamic Finance Foundations', level: 'Beginner' } },
      ]),
    );
    expect(getCourseBySlug).toHaveBeenCalledTimes(1);
  });
});

describe('course page: head in the Arabic edition', () => {
  const head = () => document.head.innerHTML;
  const renderArabic = async (url: string) => {
    await messagesReady('ar');
    const props = { ...createTestProps(createTestAuth('signed-in')), locale: 'ar' as const };
    props.config = { ...props.config, siteUrl: SITE_URL };
    renderAt(url, <CoursesApp {...props} />, props);
  };

  it("names the course page's breadcrumbs and level in Arabic; the course's own texts stay as written", async () => {
    await renderArabic('/courses/islamic-finance-foundations');
    await screen.findByRole('heading', { level: 1, name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(headJsonLd(head())).toHaveLength(2));
    const [course, breadcrumbs] = headJsonLd(head());
    expect(course).toMatchObject({ name: 'Islamic Finance Foundations', educationalLevel: 'مبتدئ' });
    expect(((breadcrumbs?.itemListElement ?? []) as { name: string }[]).map((item) => item.name)).toEqual([
      'الرئيسية',
      'الدورات',
      'Islamic Finance Foundations',
    ]);
  });

  it('titles and describes the learning page in Arabic', async () => {
    await renderArabic('/courses/islamic-finance-foundations/learn');
    await screen.findByRole('region', { name: 'الدرس' });
    await waitFor(() => expect(headTitle(head())).toBe('التعلّم: Islamic Finance Foundations | QuantEthic'));
    expect(headMeta(head(), 'description')).toBe('الدروس والاختبارات وتقدّمك في Islamic Finance Foundations.');
    expect(headMeta(head(), 'robots')).toBe('noindex, nofollow');
  });
});
