// One progress record per course, whichever edition the learner uses: the Arabic version of a
// course is a document of its own (other ids, for the course and each module), yet progress made
// on /courses/… shows on /ar/courses/… and the other way round, and the certificate follows it.
// Against the real content API over the demo dataset.
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import { type Locale, saveVisitorInfo } from '@quantethic/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CataloguePage } from './features/catalogue/catalogue-page';
import { CourseCertificate } from './features/certificate/course-certificate';
import { CourseView } from './features/course/components/course-view';
import { LearningView } from './features/learn/learning-view';
import { type CourseDetail, getCourseBySlug } from './lib/api/get-course';
import { completeModule, emptyProgress } from './lib/progress/engine';
import { courseOutline } from './lib/progress/outline';
import { progressKey, saveProgress } from './lib/progress/storage';
import { createTestProps, recordEvents, renderAt, withLayout } from './testing/render';
import { allTextsReady } from './testing/texts';

// Completing a course celebrates with confetti, drawn on a canvas jsdom does not have: its
// animation frames would outlive the test.
vi.mock('./lib/completion/confetti', async (original) => ({
  ...(await original<typeof import('./lib/completion/confetti')>()),
  celebrate: vi.fn(async () => {}),
}));

const api = setupContentApi();

const SLUG = 'islamic-finance-foundations';
const ENGLISH_ID = 'course-islamic-finance-foundations';
const ARABIC_ID = 'course-islamic-finance-foundations__i18n_ar';
const REGISTERED = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

const propsIn = (locale: Locale) => {
  const props = createTestProps();
  return { ...props, locale, config: { ...props.config, content: api.config() } };
};

async function course(language: Locale): Promise<CourseDetail> {
  const result = await getCourseBySlug(api.client(), SLUG, language);
  if (result.status !== 'ok') throw new Error(`no course ${SLUG}: ${result.status}`);
  return result.data;
}

/** The stored progress records, by key (any course). */
const records = () =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.startsWith('course-progress-'))
      .map((key) => [key, JSON.parse(localStorage.getItem(key) ?? 'null')]),
  );
const stored = () => JSON.parse(localStorage.getItem(progressKey(ENGLISH_ID)) ?? 'null');
const meter = () => screen.getAllByRole('progressbar')[0] as HTMLElement;

/** Stores the course as completed on the English learning view would (every module completed). */
function completeInEnglish(english: CourseDetail) {
  const outline = courseOutline(english.modules);
  const now = new Date('2026-11-20T10:00:00.000Z');
  const done = outline.modules.reduce(
    (progress, module) => completeModule(progress, outline, module.id, now),
    emptyProgress(ENGLISH_ID),
  );
  expect(done.percentage).toBe(100);
  saveProgress(done);
}

withLayout();
beforeAll(() => Promise.all([allTextsReady('ar'), allTextsReady('en')]));
beforeEach(() => {
  localStorage.clear();
  saveVisitorInfo(REGISTERED);
});

describe('progress across the English and Arabic editions of a course', () => {
  it('shows on the Arabic learning view the progress made on the English one (the same record)', async () => {
    const [english, arabic] = await Promise.all([course('en'), course('ar')]);
    expect(arabic._id).toBe(ARABIC_ID);
    const user = userEvent.setup();
    const first = renderAt(`/courses/${SLUG}/learn`, <LearningView course={english} />, propsIn('en'));
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const percentage = stored()?.percentage;
    expect(percentage).toBeGreaterThan(0);
    expect(meter()).toHaveAttribute('aria-valuenow', String(percentage));
    first.unmount();

    renderAt(`/ar/courses/${SLUG}/learn`, <LearningView course={arabic} />, propsIn('ar'));
    expect(meter()).toHaveAttribute('aria-valuenow', String(percentage));
    // The sub-lesson done in English is done here, and the Arabic view resumes at the next one.
    const nav = screen.getByRole('navigation', { name: 'محتويات الدورة' });
    const [done, next] = arabic.modules?.[0]?.lessons?.[0]?.subLessons ?? [];
    expect(within(nav).getByRole('button', { name: new RegExp(done?.title as string) })).toHaveTextContent(
      /^مكتمل/,
    );
    expect(within(nav).getByRole('button', { name: new RegExp(next?.title as string) })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(Object.keys(records())).toEqual([progressKey(ENGLISH_ID)]);
  });

  it('records a lesson marked complete on the Arabic learning view in the English record', async () => {
    const [english, arabic] = await Promise.all([course('en'), course('ar')]);
    const props = propsIn('ar');
    const events = recordEvents(props, 'progress:changed');
    const user = userEvent.setup();
    const view = renderAt(`/ar/courses/${SLUG}/learn`, <LearningView course={arabic} />, props);
    await user.click(screen.getByRole('button', { name: 'تحديد كمكتمل' }));

    const firstModule = english.modules?.[0];
    const lesson = firstModule?.lessons?.[0];
    expect(Object.keys(records())).toEqual([progressKey(ENGLISH_ID)]);
    expect(stored()).toMatchObject({
      courseId: ENGLISH_ID,
      completedSubLessons: [
        {
          moduleId: 'module-islamic-finance-foundations-1',
          lessonKey: lesson?._key,
          subLessonKey: lesson?.subLessons?.[0]?._key,
        },
      ],
    });
    const percentage = stored().percentage;
    expect(percentage).toBeGreaterThan(0);
    expect(events).toEqual([{ courseId: ENGLISH_ID, percentage }]);
    view.unmount();

    renderAt(`/courses/${SLUG}/learn`, <LearningView course={english} />, propsIn('en'));
    expect(meter()).toHaveAttribute('aria-valuenow', String(percentage));
    const nav = screen.getByRole('navigation', { name: 'Course contents' });
    const part = lesson?.subLessons?.[0]?.title as string;
    expect(within(nav).getByRole('button', { name: new RegExp(part) })).toHaveTextContent(/^Completed/);
  });

  it('opens the lesson a link names in either edition: by the module the English ids name, or by its own id', async () => {
    const arabic = await course('ar');
    const module = arabic.modules?.[0];
    const lesson = module?.lessons?.[0];
    const part = lesson?.subLessons?.[1];
    for (const moduleId of ['module-islamic-finance-foundations-1', module?._id]) {
      const lessonParam = encodeURIComponent(`${moduleId}/${lesson?._key}/${part?._key}`);
      const view = renderAt(
        `/ar/courses/${SLUG}/learn?lesson=${lessonParam}`,
        <LearningView course={arabic} />,
        propsIn('ar'),
      );
      const nav = screen.getByRole('navigation', { name: 'محتويات الدورة' });
      expect(within(nav).getByRole('button', { name: new RegExp(part?.title as string) })).toHaveAttribute(
        'aria-current',
        'step',
      );
      view.unmount();
    }
  });

  it('shows the certificate on /ar for a course completed in English', async () => {
    const [english, arabic] = await Promise.all([course('en'), course('ar')]);
    completeInEnglish(english);
    renderAt(`/ar/courses/${SLUG}/certificate`, <CourseCertificate course={arabic} />, propsIn('ar'));
    expect(screen.queryByRole('heading', { name: 'شهادتك ليست جاهزة بعد' })).toBeNull();
    expect(screen.getByRole('article', { name: 'شهادة إتمام' })).toBeInTheDocument();
    expect(screen.getByText(arabic.title as string)).toBeInTheDocument();
    expect(screen.getByText('20 نوفمبر 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeInTheDocument();
  });

  it('shows the progress made in English on the Arabic course page and catalogue panel', async () => {
    const english = await course('en');
    completeInEnglish(english);
    const arabic = await course('ar');
    const page = renderAt(`/ar/courses/${SLUG}`, <CourseView course={arabic} />, propsIn('ar'));
    expect(meter()).toHaveAttribute('aria-valuenow', '100');
    page.unmount();

    const user = userEvent.setup();
    renderAt('/ar/courses', <CataloguePage />, propsIn('ar'));
    await user.click(await screen.findByRole('button', { name: arabic.title as string }));
    const panel = await screen.findByRole('dialog', { name: arabic.title as string });
    await waitFor(() =>
      expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'),
    );
  });

  it('keeps English progress where it was: under the English ids, read the same on the English pages', async () => {
    const english = await course('en');
    expect(english).toMatchObject({ _id: ENGLISH_ID, progressId: ENGLISH_ID });
    completeInEnglish(english);
    renderAt(`/courses/${SLUG}/certificate`, <CourseCertificate course={english} />, propsIn('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeInTheDocument();
    expect(Object.keys(records())).toEqual([progressKey(ENGLISH_ID)]);
  });
});
