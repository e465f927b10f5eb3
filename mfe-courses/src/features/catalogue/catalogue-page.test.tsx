import { DEFAULT_IMAGES } from '@quantethic/kit/assets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseCard } from '../../lib/api/course-card';
import { coursesMessages } from '../../lib/messages';
import { progressKey } from '../../lib/progress/storage';
import {
  CATALOGUE,
  EMPTY_CARD,
  EMPTY_CURRICULUM,
  FOUNDATIONS_CARD,
  FOUNDATIONS_CURRICULUM,
  HOSTILE_CARD,
  RISK_CARD,
  TAKAFUL_CARD,
  TAKAFUL_CURRICULUM,
  ZAKAT_CARD,
} from '../../testing/fixtures';
import { headJsonLd, headLinks, headMeta, headTitle } from '../../testing/head';
import { createTestProps, recordEvents, renderAt, withLayout } from '../../testing/render';
import { getCourseCurriculum } from './api/get-course-curriculum';
import { getCourses } from './api/get-courses';
import { catalogueTexts } from './catalogue-messages';
import { CataloguePage } from './catalogue-page';

vi.mock('./api/get-courses', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/get-courses')>()),
  getCourses: vi.fn(),
}));
vi.mock('./api/get-course-curriculum', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/get-course-curriculum')>()),
  getCourseCurriculum: vi.fn(),
}));

withLayout();

const CURRICULA = {
  [FOUNDATIONS_CARD._id]: FOUNDATIONS_CURRICULUM,
  [TAKAFUL_CARD._id]: TAKAFUL_CURRICULUM,
  [EMPTY_CARD._id]: EMPTY_CURRICULUM,
};

function register() {
  localStorage.setItem('userName', 'Aisha Rahman');
  localStorage.setItem('userEmail', 'aisha@example.com');
  localStorage.setItem('userPhone', '+44 20 7946 0958');
}

beforeEach(() => {
  vi.mocked(getCourses).mockResolvedValue({ status: 'ok', data: CATALOGUE });
  vi.mocked(getCourseCurriculum).mockImplementation(async (_client, id) => {
    const data = CURRICULA[id];
    return data ? { status: 'ok', data } : { status: 'empty' };
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Fake timers from here on (install them once the page has loaded: findBy… waits with real
 * timers), and a user whose typing and clicking advance them.
 */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  // Testing Library drains pending work with a setTimeout(0) after each user action, and only
  // advances fake timers when it sees a `jest` global: give it one.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** The tab window.open hands back when the browser lets it open (only `opener` is used). */
const openedTab = () => ({ opener: window as Window | null, closed: false }) as unknown as Window;

const cards = () => screen.queryAllByRole('article');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const cardFor = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;

describe('catalogue: loading, error and empty states', () => {
  it('shows a loading state, then the cards', async () => {
    renderAt('/courses', <CataloguePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses...');
    expect(await screen.findByRole('heading', { name: 'Islamic Finance Foundations' })).toBeInTheDocument();
    expect(cards()).toHaveLength(CATALOGUE.length);
    expect(screen.getByText('6 courses')).toBeInTheDocument();
  });

  it('explains a failure and retries with Try Again', async () => {
    vi.mocked(getCourses).mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    renderAt('/courses', <CataloguePage />);
    expect(await screen.findByRole('heading', { name: 'Failed to load courses' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Islamic Finance Foundations' })).toBeInTheDocument();
    expect(getCourses).toHaveBeenCalledTimes(2);
  });

  it("says 'We'll add courses soon.' when there are no courses at all", async () => {
    vi.mocked(getCourses).mockResolvedValue({ status: 'empty' });
    renderAt('/courses', <CataloguePage />);
    expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
    expect(screen.getByText("We'll add courses soon.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});

describe('catalogue: cards (SPEC §2)', () => {
  it('shows every element of a card', async () => {
    renderAt('/courses', <CataloguePage />);
    const card = await screen
      .findByRole('heading', { name: 'Islamic Finance Foundations' })
      .then(() => cardFor('Islamic Finance Foundations'));
    const view = within(card);
    expect(card.querySelector('img')?.getAttribute('src')).toContain('aaa111');
    expect(
      view.getByRole('button', { name: 'Play preview video: Islamic Finance Foundations' }),
    ).toBeInTheDocument();
    expect(view.getByText('Featured')).toBeInTheDocument();
    expect(view.getByText('Beginner')).toBeInTheDocument();
    expect(view.getByText(FOUNDATIONS_CARD.description as string)).toBeInTheDocument();
    expect(view.getByText('3 modules')).toBeInTheDocument();
    expect(view.getByText('6 lessons')).toBeInTheDocument();
    expect(view.getByText('10 sub-lessons')).toBeInTheDocument();
    expect(view.getByText('Amina Hassan')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'View Course Details' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations',
    );
    expect(view.getByRole('button', { name: 'Register & Start Learning' })).toBeInTheDocument();
  });

  it('falls back to the default course image and instructor placeholder', async () => {
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Takaful Fundamentals' });
    const [image, avatar] = cardFor('Takaful Fundamentals').querySelectorAll('img');
    expect(image).toHaveAttribute('src', DEFAULT_IMAGES.courseThumbnail);
    expect(avatar).toHaveAttribute('src', DEFAULT_IMAGES.avatar);
    expect(
      within(cardFor('Takaful Fundamentals')).getByText('Instructor to be announced'),
    ).toBeInTheDocument();
    expect(within(cardFor('Takaful Fundamentals')).getByText('4 modules')).toBeInTheDocument();
    expect(within(cardFor('Takaful Fundamentals')).queryByText(/lessons/)).not.toBeInTheDocument();
  });

  it('has no play overlay without a video and links a course with an invalid slug by its title', async () => {
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Python for Finance' });
    const python = within(cardFor('Python for Finance'));
    expect(python.queryByRole('button', { name: /Play preview video/ })).not.toBeInTheDocument();
    expect(python.getByRole('link', { name: 'View Course Details' })).toHaveAttribute(
      'href',
      '/courses/python-for-finance',
    );
  });

  it("reads 'Start Learning' (a link to the learning view) once the visitor's info is saved", async () => {
    register();
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    const card = within(cardFor('Islamic Finance Foundations'));
    expect(card.getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations/learn',
    );
    expect(card.queryByRole('button', { name: 'Register & Start Learning' })).not.toBeInTheDocument();
  });

  it('renders a card whose fields are all missing or of the wrong type', async () => {
    vi.mocked(getCourses).mockResolvedValue({
      status: 'ok',
      data: [HOSTILE_CARD, null as unknown as CourseCard],
    });
    renderAt('/courses', <CataloguePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Untitled course' })).toBeInTheDocument();
    const card = within(cardFor('Untitled course'));
    expect(card.getByText('0 modules')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Course Details' })).toHaveAttribute(
      'href',
      '/courses/course-hostile',
    );
    expect(screen.getByRole('button', { name: 'Other' })).toBeInTheDocument();
  });
});

describe('catalogue: warning banner', () => {
  it('asks visitors without saved info to log in, coming back to this list', async () => {
    renderAt('/courses?level=Beginner', <CataloguePage />);
    const link = screen.getByRole('link', { name: 'Log in to save your info' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/courses?level=Beginner')}`);
  });

  it('is not shown once the info is saved', async () => {
    register();
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    expect(screen.queryByRole('link', { name: 'Log in to save your info' })).not.toBeInTheDocument();
  });
});

describe('catalogue: search and level filter in the URL', () => {
  it('searches title and description 300 ms after the last keystroke, and writes it to the URL', async () => {
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    const user = fakeTimers();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'RISK');
    act(() => vi.advanceTimersByTime(299));
    expect(cards()).toHaveLength(CATALOGUE.length);
    act(() => vi.advanceTimersByTime(1));
    expect(cardTitles()).toEqual(['Quantitative Risk Management']);
    expect(window.location.search).toBe('?q=RISK');
    expect(screen.getByText('1 course of 6')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'zakat');
    act(() => vi.advanceTimersByTime(300));
    expect(cardTitles()).toEqual(['Zakat and Purification Calculations']);
    expect(window.location.search).toBe('?q=zakat');
  });

  it('starts from the search and level in the URL (a shared link, a reload)', async () => {
    renderAt('/courses?q=islamic&level=Beginner', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('islamic');
    expect(screen.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Islamic Finance Foundations', 'Takaful Fundamentals']);
  });

  it("filters by level: 'All Courses', one entry per level, 'Other' for courses without one", async () => {
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    const group = screen.getByRole('group', { name: 'Level' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Courses', 'Beginner', 'Advanced', 'Other']);
    expect(within(group).getByRole('button', { name: 'All Courses' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(group).getByRole('button', { name: 'Advanced' }));
    expect(cardTitles()).toEqual(['Quantitative Risk Management']);
    expect(window.location.search).toBe('?level=Advanced');
    expect(within(group).getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Other' }));
    expect(cardTitles()).toEqual(['Zakat and Purification Calculations']);

    await user.click(within(group).getByRole('button', { name: 'All Courses' }));
    expect(cards()).toHaveLength(CATALOGUE.length);
    expect(window.location.search).toBe('');
  });

  it("shows 'No courses found' for no match, and Clear Filters resets the search, level and URL", async () => {
    const user = userEvent.setup();
    renderAt('/courses?q=islamic&level=Advanced', <CataloguePage />);
    expect(await screen.findByRole('heading', { name: 'No courses found' })).toBeInTheDocument();
    expect(screen.getByText('No courses match your search or filter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cards()).toHaveLength(CATALOGUE.length);
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    expect(window.location.search).toBe('');
  });
});

describe('catalogue: a large catalogue', () => {
  const many = Array.from({ length: 1000 }, (_, i) => ({
    ...RISK_CARD,
    _id: `course-${i}`,
    title: `Course ${i}${i % 100 === 7 ? ' on sukuk' : ''}`,
    slug: { current: `course-${i}` },
  }));

  it('renders a page of cards at a time, and searching stays within the matches', async () => {
    vi.mocked(getCourses).mockResolvedValue({ status: 'ok', data: many });
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Course 0' });
    const user = fakeTimers();
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('1000 courses · showing 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more courses' }));
    expect(cards()).toHaveLength(24);

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'sukuk');
    act(() => vi.advanceTimersByTime(300));
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more courses' })).not.toBeInTheDocument();
  });
});

describe('course panel (click on a card)', () => {
  it('shows progress, the sorted three-level curriculum and the instructors', async () => {
    localStorage.setItem(progressKey(FOUNDATIONS_CARD._id), JSON.stringify({ percentage: 40 }));
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    await user.click(await screen.findByRole('button', { name: 'Islamic Finance Foundations' }));
    const panel = screen.getByRole('dialog', { name: 'Islamic Finance Foundations' });
    expect(
      within(panel).getByRole('progressbar', { name: 'Progress in Islamic Finance Foundations' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(panel).getByText('40% complete')).toBeInTheDocument();
    expect(
      await within(panel).findByRole('heading', { level: 4, name: /Principles: Riba/ }),
    ).toBeInTheDocument();
    const moduleItem = within(panel)
      .getByRole('heading', { level: 4, name: /Principles: Riba/ })
      .closest('li');
    const lessons = [...(moduleItem?.querySelector('ol')?.children ?? [])];
    expect(lessons.map((li) => li.firstElementChild?.textContent)).toEqual([
      'Why Islamic finance prohibits riba',
      'Gharar and maysir',
    ]);
    const subLessons = within(lessons[1] as HTMLElement).getAllByRole('listitem');
    expect(subLessons.map((li) => li.textContent)).toEqual(['Gharar: uncertainty25 min', 'Maysir: gambling']);
    expect(within(panel).getByText('Module quiz · 2 questions')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Instructors' })).toBeInTheDocument();
    expect(within(panel).getByText('Yusuf Rahman')).toBeInTheDocument();
    expect(within(panel).getByText('Amina Hassan')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Course Details' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations',
    );
  });

  it('opens from anywhere on the card, shows 0% without saved progress, and a legacy curriculum', async () => {
    localStorage.setItem(progressKey(TAKAFUL_CARD._id), '{corrupt');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Takaful Fundamentals' });
    await user.click(
      within(cardFor('Takaful Fundamentals')).getByText('How takaful (Islamic insurance) works.'),
    );
    const panel = screen.getByRole('dialog', { name: 'Takaful Fundamentals' });
    expect(within(panel).getByText('0% complete')).toBeInTheDocument();
    expect(await within(panel).findByRole('list', { name: 'Topics' })).toHaveTextContent('Mutual guarantee');
    expect(within(panel).getByText('Video lesson · 1 material · 1 quiz')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Instructor' })).toBeInTheDocument();
  });

  it('explains an empty curriculum, and closes with Escape returning focus to the card', async () => {
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    const title = await screen.findByRole('button', { name: 'Financial Modelling Principles' });
    await user.click(title);
    const panel = screen.getByRole('dialog', { name: 'Financial Modelling Principles' });
    expect(
      await within(panel).findByText(/The curriculum for this course is being prepared/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Instructor to be announced.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(title).toHaveFocus();
  });

  it('shows a curriculum failure inside the panel with Try Again', async () => {
    vi.mocked(getCourseCurriculum).mockResolvedValueOnce({ status: 'error', error: new Error('down') });
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    await user.click(await screen.findByRole('button', { name: 'Islamic Finance Foundations' }));
    const panel = screen.getByRole('dialog', { name: 'Islamic Finance Foundations' });
    expect(await within(panel).findByText('Failed to load the curriculum')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(panel).findByRole('heading', { level: 4, name: /Principles: Riba/ }),
    ).toBeInTheDocument();
  });
});

describe('registration from the course panel', () => {
  it('checks the fields, saves the info, toasts, then opens the prefilled sign-up form in a new tab', async () => {
    const tab = openedTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { props } = renderAt('/courses', <CataloguePage />);
    const toasts = recordEvents(props, 'toast');
    const visitor = recordEvents(props, 'visitor:changed');
    const analytics = recordEvents(props, 'analytics');
    const title = await screen.findByRole('button', { name: 'Islamic Finance Foundations' });
    const user = fakeTimers();

    await user.click(title);
    const panel = screen.getByRole('dialog', { name: 'Islamic Finance Foundations' });
    await user.click(within(panel).getByRole('button', { name: 'Register & Start Learning' }));
    expect(screen.queryByRole('dialog', { name: 'Islamic Finance Foundations' })).not.toBeInTheDocument();
    const modal = screen.getByRole('dialog', { name: 'Register & Start Learning' });
    expect(within(modal).getByText(/Islamic Finance Foundations/)).toBeInTheDocument();
    expect(modal.contains(document.activeElement)).toBe(true);

    await user.click(within(modal).getByRole('button', { name: 'Save & Continue' }));
    expect(within(modal).getByText('Please enter your name.')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('Name'), 'Aisha Rahman');
    await user.type(within(modal).getByLabelText('Email'), 'aisha@');
    await user.type(within(modal).getByLabelText('Phone'), '+44 20 7946 0958');
    await user.click(within(modal).getByRole('button', { name: 'Save & Continue' }));
    expect(within(modal).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(toasts).toEqual([]);

    await user.type(within(modal).getByLabelText('Email'), 'example.com');
    await user.click(within(modal).getByRole('button', { name: 'Save & Continue' }));
    expect(toasts).toEqual([{ kind: 'success', message: 'Info saved! Redirecting to form...' }]);
    expect(visitor).toEqual([{ registered: true }]);
    expect(localStorage.getItem('userEmail')).toBe('aisha@example.com');
    expect(within(modal).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    expect(open).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('http://forms.test/forms/course-signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+44 20 7946 0958',
      course: 'Islamic Finance Foundations',
      answer: 'yes',
      lang: 'en',
    });
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    // Opened without 'noopener' (so a blocked tab shows), then cut off from this page at once.
    expect(open.mock.calls[0]?.[2] ?? '').not.toMatch(/noopener/);
    expect(tab.opener).toBeNull();
    expect(toasts).toEqual([{ kind: 'success', message: 'Info saved! Redirecting to form...' }]);
    // Reported as analytics with the course only: nothing the visitor typed.
    expect(analytics).toEqual([
      {
        name: 'Form Submitted',
        properties: { form: 'course-signup', course: 'Islamic Finance Foundations' },
      },
    ]);

    // Registered now: the banner is gone and the cards read 'Start Learning'.
    expect(screen.queryByRole('link', { name: 'Log in to save your info' })).not.toBeInTheDocument();
    expect(
      within(cardFor('Islamic Finance Foundations')).getByRole('link', { name: 'Start Learning' }),
    ).toBeInTheDocument();
  });

  it("opens from a card's 'Register & Start Learning' and gives focus to its 'Start Learning' link afterwards", async () => {
    vi.spyOn(window, 'open').mockReturnValue(openedTab());
    renderAt('/courses', <CataloguePage />);
    await screen.findByRole('heading', { name: 'Quantitative Risk Management' });
    const user = fakeTimers();
    await user.click(
      within(cardFor('Quantitative Risk Management')).getByRole('button', {
        name: 'Register & Start Learning',
      }),
    );
    const modal = screen.getByRole('dialog', { name: 'Register & Start Learning' });
    await user.type(within(modal).getByLabelText('Name'), 'Aisha');
    await user.type(within(modal).getByLabelText('Email'), 'aisha@example.com');
    await user.type(within(modal).getByLabelText('Phone'), '0123456789');
    await user.click(within(modal).getByRole('button', { name: 'Save & Continue' }));
    act(() => vi.advanceTimersByTime(1600));
    expect(window.open).toHaveBeenCalledWith(
      expect.stringContaining('course=Quantitative%20Risk%20Management'),
      '_blank',
    );
    expect(
      within(cardFor('Quantitative Risk Management')).getByRole('link', { name: 'Start Learning' }),
    ).toHaveFocus();
  });

  it('when the browser blocks the new tab: a toast and a focused link to the prefilled form; the info stays saved', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { props } = renderAt('/courses', <CataloguePage />);
    const toasts = recordEvents(props, 'toast');
    await screen.findByRole('heading', { name: 'Takaful Fundamentals' });
    const user = fakeTimers();
    await user.click(
      within(cardFor('Takaful Fundamentals')).getByRole('button', { name: 'Register & Start Learning' }),
    );
    const modal = screen.getByRole('dialog', { name: 'Register & Start Learning' });
    await user.type(within(modal).getByLabelText('Name'), 'Aisha Rahman');
    await user.type(within(modal).getByLabelText('Email'), 'aisha@example.com');
    await user.type(within(modal).getByLabelText('Phone'), '+44 20 7946 0958');
    await user.click(within(modal).getByRole('button', { name: 'Save & Continue' }));
    expect(within(modal).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1500));

    expect(open).toHaveBeenCalledOnce();
    expect(toasts).toEqual([
      { kind: 'success', message: 'Info saved! Redirecting to form...' },
      {
        kind: 'error',
        message: 'Your browser blocked the new tab. Use “Open the sign-up form” to open it yourself.',
      },
    ]);
    const notice = screen.getByRole('dialog', { name: 'Your browser blocked the new tab' });
    const link = within(notice).getByRole('link', { name: /^Open the sign-up form/ });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('http://forms.test/forms/course-signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+44 20 7946 0958',
      course: 'Takaful Fundamentals',
      answer: 'yes',
      lang: 'en',
    });
    // Nothing is lost: the info is saved and the page did not go anywhere.
    expect(localStorage.getItem('userName')).toBe('Aisha Rahman');
    expect(localStorage.getItem('userEmail')).toBe('aisha@example.com');
    expect(localStorage.getItem('userPhone')).toBe('+44 20 7946 0958');
    expect(window.location.pathname).toBe('/courses');

    // Closing the notice leads on to the card's 'Start Learning' link.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(cardFor('Takaful Fundamentals')).getByRole('link', { name: 'Start Learning' }),
    ).toHaveFocus();
  });

  it('says so when the sign-up form is not configured', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { props } = renderAt('/courses', <CataloguePage />);
    props.config.forms.courseSignup = '';
    const toasts = recordEvents(props, 'toast');
    await screen.findByRole('heading', { name: 'Zakat and Purification Calculations' });
    const user = fakeTimers();
    await user.click(
      within(cardFor('Zakat and Purification Calculations')).getByRole('button', {
        name: 'Register & Start Learning',
      }),
    );
    const modal = screen.getByRole('dialog', { name: 'Register & Start Learning' });
    await user.type(within(modal).getByLabelText('Name'), 'Aisha');
    await user.type(within(modal).getByLabelText('Email'), 'aisha@example.com');
    await user.type(within(modal).getByLabelText('Phone'), '0123456789');
    await user.click(within(modal).getByRole('button', { name: 'Save & Continue' }));
    act(() => vi.advanceTimersByTime(1500));
    expect(open).not.toHaveBeenCalled();
    expect(toasts.at(-1)).toEqual({
      kind: 'error',
      message: 'The course sign-up form is not available right now.',
    });
  });
});

describe('video modal (play overlay)', () => {
  it('embeds YouTube with related videos off, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    const play = await screen.findByRole('button', {
      name: 'Play preview video: Islamic Finance Foundations',
    });
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'Islamic Finance Foundations: preview video' });
    const frame = dialog.querySelector('iframe');
    expect(frame?.src).toBe('https://www.youtube-nocookie.com/embed/Qe7fR2mXk9A?rel=0&autoplay=1');
    expect(within(dialog).getByRole('button', { name: 'Close video' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play).toHaveFocus();
    // Opening the video does not open the course panel.
    expect(screen.queryByRole('dialog', { name: 'Islamic Finance Foundations' })).not.toBeInTheDocument();
  });

  it('embeds Vimeo muted and autoplaying, and closes with its close button', async () => {
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    const play = await screen.findByRole('button', {
      name: 'Play preview video: Quantitative Risk Management',
    });
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'Quantitative Risk Management: preview video' });
    expect(dialog.querySelector('iframe')?.src).toBe(
      'https://player.vimeo.com/video/736205184?autoplay=1&muted=1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play).toHaveFocus();
  });

  it.each([
    [TAKAFUL_CARD.title, 'Unsupported video URL: https://example.com/not-a-video'],
    [ZAKAT_CARD.title, 'Invalid YouTube URL: https://www.youtube.com/watch?v=bad'],
  ])('shows the problem with the video URL of %s instead of failing', async (title, message) => {
    const user = userEvent.setup();
    renderAt('/courses', <CataloguePage />);
    await user.click(await screen.findByRole('button', { name: `Play preview video: ${title}` }));
    const dialog = screen.getByRole('dialog', { name: `${title}: preview video` });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
  });
});

describe('catalogue: head', () => {
  const SITE_URL = 'https://quantethic.example';
  const head = () => document.head.innerHTML;

  it('has one canonical URL whatever the search or filter, and an ItemList of every course as a Course', async () => {
    const props = createTestProps();
    props.config = { ...props.config, siteUrl: SITE_URL };
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...RISK_CARD,
      _id: `course-${index}`,
      title: `Course ${index}`,
      slug: { current: `course-${index}` },
    }));
    vi.mocked(getCourses).mockResolvedValue({ status: 'ok', data: [...CATALOGUE, HOSTILE_CARD, ...many] });
    renderAt('/courses?q=islamic&level=Beginner', <CataloguePage />, props);
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    await waitFor(() => expect(headJsonLd(head())).toHaveLength(1));
    expect(headTitle(head())).toBe('Courses | QuantEthic');
    expect(headMeta(head(), 'description')).toMatch(/^Courses on Islamic finance/);
    expect(headMeta(head(), 'robots')).toBe('index, follow');
    expect(headLinks(head(), 'canonical')).toEqual([`${SITE_URL}/courses`]);
    expect(headMeta(head(), 'og:url')).toBe(`${SITE_URL}/courses`);
    expect(headMeta(head(), 'og:image')).toBe(`${SITE_URL}/social-image.png`);

    const [list] = headJsonLd(head());
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const items = (list?.itemListElement ?? []) as {
      '@type': string;
      position: number;
      item: Record<string, unknown>;
    }[];
    // Every course of the catalogue (not only the 12 cards rendered first, nor only the filtered ones).
    expect(items).toHaveLength(CATALOGUE.length + 1 + many.length);
    expect(items.map((entry) => entry.position)).toEqual(items.map((_, index) => index + 1));
    for (const { item } of items)
      expect(item).toMatchObject({
        '@type': 'Course',
        name: expect.stringMatching(/\S/),
        description: expect.stringMatching(/\S/),
        url: expect.stringMatching(/^https:\/\/quantethic\.example\/courses\/[a-z0-9-]+$/),
        provider: { '@type': 'Organization', name: 'QuantEthic', sameAs: `${SITE_URL}/` },
        educationalLevel: expect.stringMatching(/\S/),
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      });
    const byName = (name: string) => items.find((entry) => entry.item.name === name)?.item;
    expect(byName('Islamic Finance Foundations')).toMatchObject({
      description: FOUNDATIONS_CARD.description,
      url: `${SITE_URL}/courses/islamic-finance-foundations`,
      educationalLevel: 'Beginner',
      image: 'http://content.test/images/test/production/aaa111-800x450.svg?w=1200&fit=crop&h=630&fm=jpg',
    });
    // Content is untrusted: a course with nothing usable still gets the properties a Course needs.
    expect(byName('Untitled course')).toMatchObject({
      description: 'Untitled course: a QuantEthic course.',
      educationalLevel: 'All Levels',
    });
  });
});

describe('catalogue: the Arabic edition (RemoteProps.locale)', () => {
  it('shows the page, the cards and their counts in Arabic, with the content as written', async () => {
    await catalogueTexts.ready('ar');
    renderAt('/courses', <CataloguePage />, { ...createTestProps(), locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الدورات' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في الدورات' })).toBeInTheDocument();
    const card = await screen
      .findByRole('heading', { name: 'Islamic Finance Foundations' })
      .then(() => cardFor('Islamic Finance Foundations'));
    const view = within(card);
    expect(view.getByText('3 وحدات')).toBeInTheDocument();
    expect(view.getByText('6 دروس')).toBeInTheDocument();
    expect(view.getByText('10 دروس فرعية')).toBeInTheDocument();
    expect(view.getByText('مميّزة')).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'عرض تفاصيل الدورة' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'سجّل وابدأ التعلّم' })).toBeInTheDocument();
    expect(within(cardFor('Zakat and Purification Calculations')).getByText('وحدتان')).toBeInTheDocument();
    expect(screen.getByText('6 دورات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جميع الدورات' })).toBeInTheDocument();
  });

  it("a count takes Arabic's six plural forms; English keeps one and other", async () => {
    await coursesMessages.load('ar');
    const modules = (locale: 'en' | 'ar', count: number) =>
      coursesMessages.t(locale, 'count.modules', { count });
    expect([0, 1, 2, 3, 11, 100].map((count) => modules('ar', count))).toEqual([
      'لا وحدات',
      'وحدة واحدة',
      'وحدتان',
      '3 وحدات',
      '11 وحدةً',
      '100 وحدة',
    ]);
    expect([0, 1, 2, 1000].map((count) => modules('en', count))).toEqual([
      '0 modules',
      '1 module',
      '2 modules',
      '1000 modules',
    ]);
  });
});

describe('catalogue: head in the Arabic edition', () => {
  it('describes the catalogue in Arabic, and its courses’ structured data names their levels in Arabic', async () => {
    await catalogueTexts.ready('ar');
    vi.mocked(getCourses).mockResolvedValue({ status: 'ok', data: [...CATALOGUE, HOSTILE_CARD] });
    renderAt('/courses', <CataloguePage />, { ...createTestProps(), locale: 'ar' });
    await screen.findByRole('heading', { name: 'Islamic Finance Foundations' });
    const head = () => document.head.innerHTML;
    await waitFor(() => expect(headJsonLd(head())).toHaveLength(1));
    expect(headTitle(head())).toBe('الدورات | QuantEthic');
    expect(headMeta(head(), 'description')).toBe(
      'دورات في التمويل الإسلامي والتمويل الأخلاقي والنمذجة الكمّية، من المبادئ الأولى إلى النماذج العملية.',
    );
    const items = (headJsonLd(head())[0]?.itemListElement ?? []) as { item: Record<string, unknown> }[];
    const byName = (name: string) => items.find((entry) => entry.item.name === name)?.item;
    expect(byName('Islamic Finance Foundations')).toMatchObject({
      description: FOUNDATIONS_CARD.description,
      educationalLevel: 'مبتدئ',
    });
    expect(byName('دورة بلا عنوان')).toMatchObject({
      description: 'دورة بلا عنوان: دورة تقدّمها QuantEthic.',
      educationalLevel: 'جميع المستويات',
    });
  });
});
