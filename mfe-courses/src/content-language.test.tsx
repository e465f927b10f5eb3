// Content in the page's language, against the real content API over the demo dataset: on an
// Arabic page a translated course shows its Arabic documents as the page's own text, and an
// untranslated one shows its English documents marked lang="en" dir="ltr" (screen readers read
// them in English, left to right); the page's own texts are never marked.
import { setupContentApi } from '@quantethic/kit/testing/content-api';
import type { Locale } from '@quantethic/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CataloguePage } from './features/catalogue/catalogue-page';
import { CourseView } from './features/course/components/course-view';
import { LearningView } from './features/learn/learning-view';
import { type CourseDetail, getCourseBySlug } from './lib/api/get-course';
import { createTestProps, renderAt, withLayout } from './testing/render';
import { allTextsReady } from './testing/texts';
import FeaturedCourseWidget from './widgets/featured-course';

const api = setupContentApi();

const propsIn = (locale: Locale) => {
  const props = createTestProps();
  return { ...props, locale, config: { ...props.config, content: api.config() } };
};

async function course(slug: string, language: Locale): Promise<CourseDetail> {
  const result = await getCourseBySlug(api.client(), slug, language);
  if (result.status !== 'ok') throw new Error(`no course ${slug}: ${result.status}`);
  return result.data;
}

/** The elements marked with a language, as `lang:text` (the first 40 characters). */
const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('[lang]')].map(
    (element) => `${element.getAttribute('lang')}:${(element.textContent ?? '').trim().slice(0, 40)}`,
  );

const ARABIC = /[\u0600-\u06FF]/;

withLayout();
beforeAll(() => Promise.all([allTextsReady('ar'), allTextsReady('en')]));

describe('the learning view in Arabic', () => {
  it('marks an untranslated course: its title, its modules, lessons and lesson content, never the page texts', async () => {
    const risk = await course('quantitative-risk-management', 'ar');
    expect(risk.language).toBe('en');
    const { container } = renderAt(
      '/courses/quantitative-risk-management/learn',
      <LearningView course={risk} />,
      propsIn('ar'),
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Quantitative Risk Management' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    const nav = screen.getByRole('navigation', { name: 'محتويات الدورة' });
    expect(within(nav).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    // Each module's title in the sidebar, after its Arabic 'Module n'.
    const firstModule = risk.modules?.[0]?.title as string;
    const moduleButton = within(nav).getByRole('button', { name: new RegExp(`^.*الوحدة 1 ${firstModule}`) });
    expect(within(moduleButton).getByText(firstModule)).toHaveAttribute('lang', 'en');
    // The lesson shown: its heading and its text.
    const lesson = within(screen.getByRole('region', { name: 'الدرس' }));
    expect(lesson.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    expect(marked(container).every((entry) => entry.startsWith('en:'))).toBe(true);
    expect(marked(container).filter((entry) => ARABIC.test(entry))).toEqual([]);
    expect(marked(container).length).toBeGreaterThan(5);
    expect(screen.getByRole('button', { name: 'تحديد كمكتمل' })).not.toHaveAttribute('lang');
  });

  it("marks an untranslated module's quiz: its title, questions and options", async () => {
    const risk = await course('quantitative-risk-management', 'ar');
    const moduleId = risk.modules?.[0]?._id as string;
    renderAt(
      `/courses/quantitative-risk-management/learn?lesson=${encodeURIComponent(`quiz:${moduleId}`)}`,
      <LearningView course={risk} />,
      propsIn('ar'),
    );
    const lesson = within(screen.getByRole('region', { name: 'الدرس' }));
    const quizTitle = risk.modules?.[0]?.moduleQuiz?.title as string;
    expect(lesson.getByText(quizTitle)).toHaveAttribute('lang', 'en');
    const [first] = risk.modules?.[0]?.moduleQuiz?.questions ?? [];
    expect(lesson.getByText(first?.question as string)).toHaveAttribute('lang', 'en');
    expect(lesson.getByText(first?.options?.[0] as string)).toHaveAttribute('lang', 'en');
    const group = lesson.getAllByRole('group')[0] as HTMLElement;
    expect(group).not.toHaveAttribute('lang');
    expect(lesson.getByRole('button', { name: 'إخفاء الأسئلة' })).not.toHaveAttribute('lang');
  });

  it("marks an English legacy module's content and quizzes on an Arabic page", async () => {
    // Takaful is translated; its English version stands for a legacy course that is not.
    const takaful = await course('takaful-fundamentals', 'en');
    const { container } = renderAt(
      '/courses/takaful-fundamentals/learn',
      <LearningView course={takaful} />,
      propsIn('ar'),
    );
    const first = takaful.modules?.[0];
    const lesson = within(screen.getByRole('region', { name: 'الدرس' }));
    expect(lesson.getByRole('heading', { level: 2, name: first?.title as string })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(lesson.getByText(first?.topics?.[0] as string).closest('ul')).toHaveAttribute('lang', 'en');
    const quiz = first?.quizzes?.[0];
    expect(lesson.getByRole('heading', { name: quiz?.title as string })).toHaveAttribute('lang', 'en');
    expect(lesson.getByText(quiz?.questions?.[0]?.question as string)).toHaveAttribute('lang', 'en');
    expect(marked(container).filter((entry) => ARABIC.test(entry))).toEqual([]);
  });

  it('marks nothing of a translated course (its Arabic documents are the page language)', async () => {
    const takaful = await course('takaful-fundamentals', 'ar');
    expect(takaful).toMatchObject({ language: 'ar', _id: 'course-takaful-fundamentals__i18n_ar' });
    const { container } = renderAt(
      '/courses/takaful-fundamentals/learn',
      <LearningView course={takaful} />,
      propsIn('ar'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ARABIC);
    expect(
      screen.getByRole('heading', { level: 2, name: takaful.modules?.[0]?.title as string }),
    ).toBeVisible();
    expect(marked(container)).toEqual([]);
  });

  it('marks nothing of an English course on an English page', async () => {
    const risk = await course('quantitative-risk-management', 'en');
    const { container } = renderAt(
      '/courses/quantitative-risk-management/learn',
      <LearningView course={risk} />,
      propsIn('en'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quantitative Risk Management' })).toBeVisible();
    expect(marked(container)).toEqual([]);
  });
});

describe('the course page in Arabic', () => {
  it('marks an untranslated course and its related courses, and nothing of a translated one', async () => {
    const risk = await course('quantitative-risk-management', 'ar');
    const { container, unmount } = renderAt(
      '/courses/quantitative-risk-management',
      <CourseView course={risk} />,
      propsIn('ar'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quantitative Risk Management' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText(risk.description as string)).toHaveAttribute('lang', 'en');
    const firstModule = risk.modules?.[0]?.title as string;
    expect(screen.getByText(firstModule)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'المنهج' })).not.toHaveAttribute('lang');
    // Previous/next: the neighbours in the page's language when translated.
    const more = await screen.findByRole('navigation', { name: 'مزيد من الدورات' });
    expect(within(more).getAllByRole('link').length).toBeGreaterThan(0);
    expect(marked(container).every((entry) => entry.startsWith('en:'))).toBe(true);
    unmount();

    const takaful = await course('takaful-fundamentals', 'ar');
    const translated = renderAt(
      '/courses/takaful-fundamentals',
      <CourseView course={takaful} />,
      propsIn('ar'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ARABIC);
    // 'You may also like': Islamic Finance Foundations in Arabic, the untranslated ones marked English.
    const related = await screen.findByRole('region', { name: 'قد يعجبك أيضًا' });
    const links = within(related).getAllByRole('link');
    expect(links.some((link) => ARABIC.test(link.textContent ?? ''))).toBe(true);
    for (const link of links) {
      const heading = link.closest('h3') as HTMLElement;
      if (ARABIC.test(link.textContent ?? '')) expect(heading).not.toHaveAttribute('lang');
      else expect(heading).toHaveAttribute('lang', 'en');
    }
    // Only those untranslated neighbours and related courses are marked.
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'مزيد من الدورات' })).toBeVisible());
    const marks = marked(translated.container);
    expect(marks.every((entry) => entry.startsWith('en:') && !ARABIC.test(entry))).toBe(true);
    expect(marks.some((entry) => entry.includes(takaful.modules?.[0]?.title as string))).toBe(false);
  });
});

describe('the catalogue and the featured course in Arabic', () => {
  it("marks an untranslated course's card English, and no translated one", async () => {
    renderAt('/courses', <CataloguePage />, propsIn('ar'));
    const risk = await screen.findByRole('heading', { level: 2, name: 'Quantitative Risk Management' });
    expect(risk).toHaveAttribute('lang', 'en');
    expect(risk).toHaveAttribute('dir', 'ltr');
    const card = risk.closest('article') as HTMLElement;
    expect(card).not.toHaveAttribute('lang');
    expect(within(card).getByRole('link', { name: /عرض تفاصيل الدورة/ })).not.toHaveAttribute('lang');
    const translated = api.documents('course', 'ar').map((doc) => doc.title as string);
    for (const title of translated) {
      expect(screen.getByRole('heading', { level: 2, name: title })).not.toHaveAttribute('lang');
    }
    expect(screen.queryByRole('heading', { level: 2, name: 'Takaful Fundamentals' })).toBeNull();
    // Its images' alt texts are the English documents' too (the cover's, the instructor's portrait).
    const images = [...card.querySelectorAll('img[alt]:not([alt=""])')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Course cover: Quantitative Risk Management',
      expect.stringMatching(/^Portrait of /),
    ]);
    for (const image of images) expect(image).toHaveAttribute('lang', 'en');
  });

  it('shows the featured course in Arabic, unmarked', async () => {
    const { container } = renderAt('/', <FeaturedCourseWidget {...propsIn('ar')} />, propsIn('ar'));
    const title = await screen.findByRole('heading', { level: 3, name: ARABIC });
    expect(title).not.toHaveAttribute('lang');
    expect(marked(container)).toEqual([]);
  });
});
