import { formatPercent, saveVisitorInfo } from '@quantethic/shared';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail } from '../../lib/api/get-course';
import { CompletionBanner } from '../../lib/completion/completion-banner';
import { progressKey } from '../../lib/progress/storage';
import { createTestProps, recordEvents, renderAt, withLayout } from '../../testing/render';
import { learnTexts } from './learn-messages';
import { LearningView } from './learning-view';

/** The sidebar entries (ItemButton) rendered, by title, to see what a click re-renders. */
const itemRenders = vi.hoisted(() => ({ titles: [] as string[] }));
vi.mock('./components/item-button', async (original) => {
  const actual = await original<typeof import('./components/item-button')>();
  const { createElement } = await import('react');
  return {
    ...actual,
    ItemButton: (props: Parameters<typeof actual.ItemButton>[0]) => {
      itemRenders.titles.push([props.children].flat().join(''));
      return createElement(actual.ItemButton, props);
    },
  };
});

vi.mock('../../lib/completion/confetti', async (original) => ({
  ...(await original<typeof import('../../lib/completion/confetti')>()),
  celebrate: vi.fn(async () => {}),
}));

const question = (q: string, options: string[], correctAnswer: number, explanation = 'Because.') => ({
  _key: q,
  question: q,
  options,
  correctAnswer,
  explanation,
});

/** Two modules: m1 with two lessons (a: a1, a2; b: b1) and a quiz; m2 with one sub-lesson. */
const COURSE: CourseDetail = {
  _id: 'course-test',
  title: 'Test Course',
  slug: { current: 'test-course' },
  modules: [
    {
      _id: 'm1',
      title: 'Foundations',
      order: 1,
      moduleQuiz: {
        title: 'Foundations quiz',
        passingScore: 100,
        timeLimit: 10,
        questions: [question('Is riba allowed?', ['Yes', 'No'], 1, 'Riba is prohibited.')],
      },
      lessons: [
        {
          _key: 'b',
          title: 'Lesson B',
          order: 2,
          subLessons: [{ _key: 'b1', title: 'Part B1', order: 1 }],
        },
        {
          _key: 'a',
          title: 'Lesson A',
          order: 1,
          subLessons: [
            {
              _key: 'a2',
              title: 'Part A2',
              order: 2,
              quizzes: [{ questions: [question('2 + 2?', ['4', '5'], 0)] }],
            },
            {
              _key: 'a1',
              title: 'Part A1',
              order: 1,
              description: 'First part.',
              duration: 12,
              materials: [
                {
                  _type: 'file',
                  title: 'Worksheet',
                  asset: { url: 'http://content.test/files/w.pdf', originalFilename: 'w.pdf', size: 250_000 },
                },
                { _type: 'googleSheetLink', title: 'Model', url: 'https://docs.google.com/spreadsheets/d/x' },
                { _type: 'link', title: 'Reference', url: 'javascript:alert(1)' },
              ],
              furtherReadings: [{ title: 'Murabaha', url: 'https://en.wikipedia.org/wiki/Murabaha' }],
              codeSnippet: 'print(1)',
              codeLanguage: 'python',
            },
          ],
        },
      ],
    },
    { _id: 'm2', title: 'Empty module', order: 3 },
    {
      _id: 'm3',
      title: 'Practice',
      order: 2,
      lessons: [{ _key: 'c', title: 'Lesson C', subLessons: [{ _key: 'c1', title: 'Part C1' }] }],
    },
  ],
};

const REGISTERED = { name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0000' };

function renderView(url = '/courses/test-course/learn', course = COURSE) {
  const props = createTestProps();
  const events = recordEvents(props, 'progress:changed');
  const result = renderAt(url, <LearningView course={course} />, props);
  return { ...result, events, user: userEvent.setup() };
}

const stored = () => JSON.parse(localStorage.getItem(progressKey('course-test')) ?? 'null');
const sidebar = () => screen.getByRole('navigation', { name: 'Course contents' });

withLayout();
beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('LearningView', () => {
  it('opens the first module and resumes at the first sub-lesson, in order', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Test Course' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Module 1 Foundations/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: /Module 2 Practice/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Part A1' })).toBeInTheDocument();
    const items = within(sidebar())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(items.slice(0, 6)).toEqual([
      'Not completedModule 1 Foundations0%',
      'Not completedLesson A',
      'Not completedPart A1 · 12 min',
      'Not completedPart A2',
      'Not completedLesson B',
      'Not completedPart B1',
    ]);
  });

  it('shows the sub-lesson content: materials with size in KB, readings, code, quiz button', () => {
    renderView();
    expect(screen.getByText('First part.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Worksheet' })).toHaveAttribute(
      'href',
      'http://content.test/files/w.pdf',
    );
    expect(screen.getByText('(PDF, 244 KB)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Model/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Reference (link unavailable)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Murabaha/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('asks an unregistered visitor to register before recording progress, then records it', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Register to Track Your Progress' });
    expect(stored()).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ opener: window, closed: false } as unknown as Window);
    await user.type(within(dialog).getByLabelText(/Name/), REGISTERED.name);
    await user.type(within(dialog).getByLabelText(/Email/), REGISTERED.email);
    await user.type(within(dialog).getByLabelText(/Phone/), REGISTERED.phone);
    await user.click(within(dialog).getByRole('button', { name: 'Save & Continue' }));
    expect(within(dialog).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('course=Test%20Course'), '_blank');
    expect(stored().completedSubLessons).toEqual([{ moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a1' }]);
  });

  describe('for a registered learner', () => {
    beforeEach(() => saveVisitorInfo(REGISTERED));

    it("re-renders only the sidebar entries of the lesson a click on 'Mark Complete' changes (a course can have thousands)", async () => {
      const { user } = renderView();
      itemRenders.titles.length = 0;
      await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
      expect(within(sidebar()).getByRole('button', { name: /Part A1/ })).toHaveTextContent(/^Completed/);
      expect(itemRenders.titles).toContain('Part A1');
      expect(itemRenders.titles).not.toContain('Part B1');
    });

    it('marks a sub-lesson complete and not complete, updating sidebar, percentage, storage and the bus', async () => {
      const { user, events } = renderView();
      await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
      // 5 items: 4 sub-lessons + 1 module quiz.
      expect(screen.getAllByText('20% complete').length).toBeGreaterThan(0);
      expect(within(sidebar()).getByRole('button', { name: /Part A1/ })).toHaveTextContent(/^Completed/);
      expect(stored()).toMatchObject({ percentage: 20, courseId: 'course-test' });
      expect(events).toEqual([{ courseId: 'course-test', percentage: 20 }]);

      await user.click(
        screen.getByRole('button', { name: /Completed: select to mark “Part A1” as not complete/ }),
      );
      expect(stored().completedSubLessons).toEqual([]);
      expect(events.at(-1)).toEqual({ courseId: 'course-test', percentage: 0 });
    });

    it('moves focus to the lesson heading when a lesson opens', async () => {
      const { user } = renderView();
      await user.click(within(sidebar()).getByRole('button', { name: /Part B1/ }));
      expect(screen.getByRole('heading', { level: 2, name: 'Part B1' })).toHaveFocus();
      expect(window.location.search).toBe('?lesson=m1%2Fb%2Fb1');
    });

    it('expands and collapses module and lesson panels', async () => {
      const { user } = renderView();
      const lessonA = within(sidebar()).getByRole('button', { name: /Lesson A/ });
      await user.click(lessonA);
      expect(lessonA).toHaveAttribute('aria-expanded', 'false');
      expect(within(sidebar()).queryByRole('button', { name: /Part A1/ })).not.toBeInTheDocument();
      const practice = screen.getByRole('button', { name: /Module 2 Practice/ });
      await user.click(practice);
      expect(practice).toHaveAttribute('aria-expanded', 'true');
      expect(within(sidebar()).getByRole('button', { name: /Part C1/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /Module 3 Empty module/ }));
      expect(screen.getByText('No lessons added to this module yet.')).toBeInTheDocument();
    });

    it('scores the module quiz: wrong answers ask for a review, a pass is recorded and locks the quiz', async () => {
      const { user } = renderView('/courses/test-course/learn?lesson=quiz%3Am1');
      expect(screen.getByText('1 question · Pass mark: 100% · Time limit: 10 minutes')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Yes' }));
      await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Some answers are incorrect. Review and try again.',
      );
      expect(stored()).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'No' }));
      await user.click(screen.getByRole('button', { name: 'Submit Answers' }));
      expect(screen.getByRole('button', { name: 'Quiz Completed' })).toBeDisabled();
      expect(screen.getByText(/Riba is prohibited/)).toBeInTheDocument();
      expect(stored().completedModuleQuizzes).toEqual(['m1']);
    });

    it('scores and records the sub-lesson quiz popup', async () => {
      const { user } = renderView('/courses/test-course/learn?lesson=m1%2Fa%2Fa2');
      await user.click(screen.getByRole('button', { name: 'Take Quiz (1 question)' }));
      const dialog = screen.getByRole('dialog', { name: 'Quiz' });
      await user.click(within(dialog).getByRole('radio', { name: '4' }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit Answers' }));
      expect(within(dialog).getByRole('button', { name: 'Quiz Completed' })).toBeDisabled();
      expect(stored().completedSubLessonQuizzes).toEqual(['m1/a/a2']);
    });

    it('completes a module (its sub-lessons and quiz) from the sidebar', async () => {
      const { user } = renderView();
      await user.click(screen.getByRole('button', { name: 'Mark module complete: Foundations' }));
      expect(stored()).toMatchObject({ percentage: 80, completedModuleQuizzes: ['m1'] });
      expect(within(sidebar()).getByText('Module complete')).toBeInTheDocument();
    });

    it('shows the banner and a certificate link at 100%, and celebrates once', async () => {
      const { celebrate } = await import('../../lib/completion/confetti');
      const { user } = renderView();
      await user.click(screen.getByRole('button', { name: 'Mark module complete: Foundations' }));
      await user.click(screen.getByRole('button', { name: /Module 2 Practice/ }));
      await user.click(within(sidebar()).getByRole('button', { name: /Part C1/ }));
      await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
      expect(screen.getByRole('heading', { name: 'Course completed' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Get Your Certificate' })).toHaveAttribute(
        'href',
        '/courses/test-course/certificate',
      );
      expect(celebrate).toHaveBeenCalledTimes(1);
      expect(stored().completedAt).toEqual(expect.any(String));
    });

    it("emits 'Course Completed' with the title and level once, when the learner's change reaches 100%", async () => {
      const props = createTestProps();
      const analytics = recordEvents(props, 'analytics');
      renderAt(
        '/courses/test-course/learn',
        <LearningView course={{ ...COURSE, level: 'Beginner' }} />,
        props,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Mark module complete: Foundations' }));
      expect(analytics).toEqual([]);
      await user.click(screen.getByRole('button', { name: /Module 2 Practice/ }));
      await user.click(within(sidebar()).getByRole('button', { name: /Part C1/ }));
      await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
      expect(screen.getByRole('heading', { name: 'Course completed' })).toBeInTheDocument();
      expect(analytics).toEqual([
        { name: 'Course Completed', properties: { title: 'Test Course', level: 'Beginner' } },
      ]);
      // Opening the view of a course that is already complete completes nothing.
      cleanup();
      const again = createTestProps();
      const later = recordEvents(again, 'analytics');
      renderAt(
        '/courses/test-course/learn',
        <LearningView course={{ ...COURSE, level: 'Beginner' }} />,
        again,
      );
      expect(screen.getByRole('heading', { name: 'Course completed' })).toBeInTheDocument();
      expect(later).toEqual([]);
    });

    it('resumes at the first incomplete sub-lesson', () => {
      localStorage.setItem(
        progressKey('course-test'),
        JSON.stringify({
          courseId: 'course-test',
          completedSubLessons: [
            { moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a1' },
            { moduleId: 'm1', lessonKey: 'a', subLessonKey: 'a2' },
          ],
          completedModuleQuizzes: [],
        }),
      );
      renderView();
      expect(screen.getByRole('heading', { level: 2, name: 'Part B1' })).toBeInTheDocument();
    });

    it('says "Select a lesson to get started" when everything is done', () => {
      localStorage.setItem(
        progressKey('course-test'),
        JSON.stringify({
          courseId: 'course-test',
          completedSubLessons: ['a1', 'a2', 'b1']
            .map((key) => ({
              moduleId: 'm1',
              lessonKey: key[0],
              subLessonKey: key,
            }))
            .concat([{ moduleId: 'm3', lessonKey: 'c', subLessonKey: 'c1' }]),
          completedModuleQuizzes: ['m1'],
          migrated: true,
        }),
      );
      renderView();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Select a lesson to get started' }),
      ).toBeInTheDocument();
    });

    it('survives corrupt stored progress', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      localStorage.setItem(progressKey('course-test'), '{not json');
      renderView();
      expect(screen.getAllByText('0% complete').length).toBeGreaterThan(0);
    });
  });

  describe('a legacy course', () => {
    const LEGACY: CourseDetail = {
      _id: 'course-test',
      title: 'Legacy Course',
      slug: { current: 'legacy' },
      modules: [
        {
          _id: 'L1',
          title: 'Old module',
          topics: ['Topic one'],
          videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          quizzes: [
            {
              title: 'Check',
              questions: [question('Q1', ['A', 'B'], 0, 'A is right.'), question('Q2', ['A', 'B'], 1)],
            },
          ],
        },
        { _id: 'L2', title: 'Second', topics: ['Topic two'] },
      ],
    };

    beforeEach(() => saveVisitorInfo(REGISTERED));

    it('shows module content, scores its quiz with one decimal and locks it with explanations', async () => {
      const { user } = renderView('/courses/legacy/learn', LEGACY);
      expect(screen.getByRole('heading', { level: 2, name: 'Old module' })).toBeInTheDocument();
      expect(screen.getByText('Topic one')).toBeInTheDocument();
      expect(screen.getByTitle('Video: Old module')).toBeInTheDocument();
      await user.click(
        within(screen.getByRole('group', { name: '1. Q1' })).getByRole('radio', { name: 'A' }),
      );
      await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
      expect(screen.getByText('Score: 50% (1 of 2 correct)')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('quiz-L1') ?? '')).toEqual({
        answers: [0, null],
        submitted: true,
        score: 50,
      });
      expect(screen.getByText(/A is right/)).toBeInTheDocument();
      expect(screen.getAllByText('✓ Correct answer')).toHaveLength(2);
      for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    });

    it('completes modules for the legacy percentage', async () => {
      const { user } = renderView('/courses/legacy/learn', LEGACY);
      await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
      expect(stored()).toMatchObject({ percentage: 50, completedModules: ['L1'] });
    });
  });
});

describe('LearningView in Arabic (RemoteProps.locale)', () => {
  it('shows the sidebar, the lesson and the module quiz in Arabic, the content as written', async () => {
    await learnTexts.ready('ar');
    const props = { ...createTestProps(), locale: 'ar' as const };
    renderAt('/courses/test-course/learn?lesson=quiz%3Am1', <LearningView course={COURSE} />, props);
    expect(screen.getByText('التعلّم')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'محتويات الدورة' });
    expect(within(nav).getByRole('button', { name: /الوحدة 1 Foundations/ })).toBeInTheDocument();
    expect(within(nav).getByText('اختبار الوحدة (سؤال واحد)')).toBeInTheDocument();
    expect(screen.getByText('سؤال واحد · درجة النجاح: 100% · المدة المحددة: 10 دقائق')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إخفاء الأسئلة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أرسل الإجابات' })).toBeDisabled();
    expect(screen.getByText('أجب عن جميع الأسئلة لتتمكّن من الإرسال (المتبقي: 1).')).toBeInTheDocument();
  });

  it("writes a module's share and the completion date in Arabic's formats (decision 0015)", async () => {
    // The first lesson shows a code block: its texts (kit/code's) are in Arabic too.
    await learnTexts.ready('ar');
    const props = { ...createTestProps(), locale: 'ar' as const };
    renderAt('/courses/test-course/learn', <LearningView course={COURSE} />, props);
    const nav = screen.getByRole('navigation', { name: 'محتويات الدورة' });
    expect(within(nav).getByRole('button', { name: /الوحدة 1 Foundations/ }).textContent).toMatch(
      new RegExp(`Foundations${formatPercent(0, 'ar')}$`),
    );
    cleanup();
    renderAt(
      '/courses/test-course',
      <CompletionBanner completedAt="2026-11-22" certificatePath="/c" />,
      props,
    );
    expect(screen.getByText('22 نوفمبر 2026', { selector: 'time' })).toHaveAttribute(
      'dateTime',
      '2026-11-22',
    );
  });
});
