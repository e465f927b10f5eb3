import { openPage, reloadPage, signIn, stubVideoHosts } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { datasetCourse } from '../support/dataset';
import { readDownloadedPdf } from '../support/pdf';
import { expect, type Locator, type Page, test } from '../support/test';
import { currentTheme, inEveryTheme, loadInTheme, themeAt } from '../support/themes';

// Issue 5: the learning view, progress, quizzes, completion and the certificate, against the demo
// dataset through the local content API, signed in with the Auth emulator's demo account.

const LEARNER = { name: 'Maryam Idris', email: 'maryam@example.com', phone: '+44 20 7946 0123' };
const ZAKAT = datasetCourse('zakat-and-purification-calculations');
const TAKAFUL = datasetCourse('takaful-fundamentals');
const FOUNDATIONS = datasetCourse('islamic-finance-foundations');

async function register(page: Page) {
  await page.addInitScript((info) => {
    localStorage.setItem('userName', info.name);
    localStorage.setItem('userEmail', info.email);
    localStorage.setItem('userPhone', info.phone);
  }, LEARNER);
}

/** Presses Tab until `target` has the focus (the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Answers a quiz by keyboard: Tab into each question's radio group, arrows to the answer. */
async function answerByKeyboard(page: Page, scope: Locator, correct: number[]) {
  for (const [index, answer] of correct.entries()) {
    const group = scope.getByRole('group').nth(index);
    await tabTo(page, group.getByRole('radio').first());
    if (answer === 0) await page.keyboard.press('Space');
    for (let step = 0; step < answer; step++) await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio').nth(answer)).toBeChecked();
  }
}

const content = (page: Page) => page.getByRole('region', { name: 'Lesson' });
const percentage = (page: Page) => page.getByRole('progressbar', { name: /^Progress in/ });

test.describe('learning view', () => {
  test.beforeEach(async ({ page }) => {
    await stubVideoHosts(page);
    await signIn(page);
  });

  test('on a phone, the learning view renders without moving: no layout shift as the lesson and the contents appear', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.defineProperty(window, '__layoutShifts', { value: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, '/courses/islamic-finance-foundations/learn');
    await expect(content(page).getByRole('button', { name: 'Mark Complete' })).toBeVisible();
    // A few frames for anything laid out after the first one.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
        ),
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total,
      ),
    ).toBe(0);
  });

  test('a whole three-level course, by keyboard alone: register, lessons, quizzes, certificate', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openPage(page, '/courses/zakat-and-purification-calculations/learn');
    await expect(page.getByRole('heading', { level: 1, name: ZAKAT.title })).toBeVisible();
    const [first, second] = ZAKAT.modules;
    if (!first?.lessons?.[0]?.subLessons || !second?.moduleQuiz || !first.moduleQuiz)
      throw new Error('unexpected dataset');
    // Resumes at the first sub-lesson.
    await expect(content(page).getByRole('heading', { level: 2 })).toHaveText(
      first.lessons[0].subLessons[0]?.title ?? '',
    );

    // Unregistered: marking progress asks for the visitor's details first.
    await tabTo(page, content(page).getByRole('button', { name: 'Mark Complete' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Register to Track Your Progress' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel(/Name/));
    await page.keyboard.type(LEARNER.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(LEARNER.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(LEARNER.phone);
    const signupForm = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Info saved! Redirecting to form...')).toBeVisible();
    const form = await signupForm;
    await expect(form).toHaveURL(/course-signup/);
    await form.close();
    await expect(dialog).toBeHidden();
    await expect(content(page).getByRole('button', { name: /^Completed/ })).toBeVisible();
    await expect(percentage(page)).toHaveAttribute('aria-valuenow', '17'); // 1 of 4 parts + 2 quizzes

    const next = async () => {
      await tabTo(page, content(page).getByRole('button', { name: /^Next:/ }));
      await page.keyboard.press('Enter');
      // Focus moves to the heading of what opened.
      await expect(content(page).getByRole('heading', { level: 2 })).toBeFocused();
    };
    const markComplete = async () => {
      await tabTo(page, content(page).getByRole('button', { name: 'Mark Complete' }));
      await page.keyboard.press('Enter');
      await expect(content(page).getByRole('button', { name: /^Completed/ })).toBeFocused();
    };
    const passQuiz = async (questions: { correctAnswer: number }[]) => {
      await answerByKeyboard(
        page,
        content(page),
        questions.map((question) => question.correctAnswer),
      );
      await tabTo(page, content(page).getByRole('button', { name: 'Submit Answers' }));
      await page.keyboard.press('Enter');
      await expect(content(page).getByRole('button', { name: 'Quiz Completed' })).toBeDisabled();
    };

    await next();
    await markComplete();
    await next();
    await passQuiz(first.moduleQuiz.questions);
    await expect(percentage(page)).toHaveAttribute('aria-valuenow', '50');
    await next();
    await markComplete();
    await next();
    await markComplete();
    await next();
    await passQuiz(second.moduleQuiz.questions);

    await expect(percentage(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('heading', { name: 'Course completed' })).toBeVisible();
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
    await expect(page.getByText(`You completed this course on ${today}`)).toBeVisible();

    // The certificate: a printable page and a real PDF.
    await tabTo(page, page.getByRole('link', { name: 'Get Your Certificate' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
    await expect(page.getByText(LEARNER.name)).toBeVisible();
    await expect(page.getByText(ZAKAT.title, { exact: true })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Download PDF' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('quantethic-certificate-zakat-and-purification-calculations.pdf');
    // Real text, read back by a PDF parser: what a reader can select, search and hear.
    const pdf = await readDownloadedPdf(file);
    expect(pdf.pages).toBe(1);
    for (const line of [
      LEARNER.name,
      ZAKAT.title,
      today,
      'Date of completion',
      'CERTIFICATE OF COMPLETION',
    ]) {
      expect(pdf.text).toContain(line);
    }
    expect(pdf.items.filter((item) => item.str === 'QuantEthic')).toHaveLength(2); // no overrides
    expect(pdf.info.Title).toBe(`Certificate of Completion — ${ZAKAT.title}`);
  });

  test('a legacy course: module pages, its quiz scored with one decimal, completion at 100%', async ({
    page,
  }) => {
    await register(page);
    await openPage(page, '/courses/takaful-fundamentals/learn');
    const [first] = TAKAFUL.modules;
    await expect(content(page).getByRole('heading', { level: 2 })).toHaveText(first?.title ?? '');
    await expect(content(page).getByRole('heading', { name: 'Topics' })).toBeVisible();

    // Its quiz: two right, one wrong → 66.7, locked, with explanations.
    const groups = content(page).getByRole('group');
    await expect(groups).toHaveCount(3);
    await groups.nth(0).getByRole('radio').nth(1).check();
    await groups.nth(1).getByRole('radio').nth(1).check();
    await groups.nth(2).getByRole('radio').nth(0).check();
    await content(page).getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(content(page).getByText('Score: 66.7% (2 of 3 correct)')).toBeVisible();
    await expect(content(page).getByText('✗ Your answer')).toBeVisible();
    await expect(content(page).getByText('✓ Correct answer')).toHaveCount(3);
    await expect(groups.nth(0).getByRole('radio').first()).toBeDisabled();
    const stored = await page.evaluate((id) => localStorage.getItem(`quiz-${id}`), first?._id ?? '');
    expect(JSON.parse(stored ?? '')).toEqual({ answers: [1, 1, 0], submitted: true, score: 66.7 });

    for (let i = 0; i < TAKAFUL.modules.length; i++) {
      await content(page).getByRole('button', { name: 'Mark Complete' }).click();
      await expect(percentage(page)).toHaveAttribute(
        'aria-valuenow',
        String(Math.round((100 * (i + 1)) / 4)),
      );
      if (i < TAKAFUL.modules.length - 1)
        await content(page)
          .getByRole('button', { name: /^Next:/ })
          .click();
    }
    await expect(page.getByRole('heading', { name: 'Course completed' })).toBeVisible();
    await reloadPage(page);
    await expect(percentage(page)).toHaveAttribute('aria-valuenow', '100');
  });

  test('old module-based progress is migrated when the course has sub-lessons', async ({ page }) => {
    await register(page);
    const courseId = FOUNDATIONS.course._id;
    const old = {
      completedModules: [FOUNDATIONS.modules[0]?._id],
      percentage: 33,
      lastUpdated: '2024-05-01T00:00:00.000Z',
    };
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: `course-progress-${courseId}`,
      value: JSON.stringify(old),
    });
    await openPage(page, '/courses/islamic-finance-foundations/learn');
    await expect(percentage(page)).toHaveAttribute('aria-valuenow', '0');
    const record = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
      `course-progress-${courseId}`,
    );
    expect(record).toMatchObject({
      migrated: true,
      percentage: 0,
      completedSubLessons: [],
      previousModuleProgress: { completedModules: old.completedModules, percentage: 33 },
    });
  });

  test('progress and the open lesson survive a reload; unmarking takes progress back', async ({ page }) => {
    await register(page);
    await openPage(page, '/courses/islamic-finance-foundations/learn');
    const sidebar = page.getByRole('navigation', { name: 'Course contents' });
    const second = sidebar.getByRole('button', { name: /Trade versus lending/ });
    await second.click();
    await content(page).getByRole('button', { name: 'Mark Complete' }).click();
    await expect(second).toContainText('Completed');
    const value = await percentage(page).getAttribute('aria-valuenow');
    expect(Number(value)).toBeGreaterThan(0);
    await reloadPage(page);
    await expect(content(page).getByRole('heading', { level: 2 })).toHaveText(/Trade versus lending/);
    await expect(content(page).getByRole('button', { name: /^Completed/ })).toBeVisible();
    await expect(percentage(page)).toHaveAttribute('aria-valuenow', value ?? '');
    await content(page)
      .getByRole('button', { name: /^Completed/ })
      .click();
    await expect(percentage(page)).toHaveAttribute('aria-valuenow', '0');
  });

  test('the module quiz asks for a review when an answer is wrong, and shows the pass mark', async ({
    page,
  }) => {
    await register(page);
    await openPage(page, '/courses/zakat-and-purification-calculations/learn');
    const quiz = ZAKAT.modules[0]?.moduleQuiz;
    if (!quiz) throw new Error('unexpected dataset');
    await page
      .getByRole('navigation', { name: 'Course contents' })
      .getByRole('button', { name: /Module quiz/ })
      .first()
      .click();
    await expect(content(page).getByText(`Pass mark: ${quiz.passingScore}%`)).toBeVisible();
    const groups = content(page).getByRole('group');
    for (const [index, question] of quiz.questions.entries())
      await groups
        .nth(index)
        .getByRole('radio')
        .nth((question.correctAnswer + 1) % question.options.length)
        .check();
    await content(page).getByRole('button', { name: 'Submit Answers' }).click();
    await expect(content(page).getByRole('alert')).toContainText(
      'Some answers are incorrect. Review and try again.',
    );
    await expect(content(page).getByRole('button', { name: 'Submit Answers' })).toBeEnabled();
  });
});

// The learning view is opened once and checked in all four themes (support/themes.ts): the lesson
// with its completed state, then the module quiz.
test('the learning view passes axe in every theme', async ({ page }) => {
  test.setTimeout(90_000);
  const axe = () => expectNoAxeViolations(page);
  await stubVideoHosts(page);
  await register(page);
  await loadInTheme(page, themeAt(1));
  await signIn(page);
  await openPage(page, '/courses/islamic-finance-foundations/learn');
  await content(page).getByRole('button', { name: 'Mark Complete' }).click();
  await expect(content(page).getByRole('button', { name: /^Completed/ })).toBeVisible();
  await inEveryTheme(page, themeAt(1), axe);
  // The module quiz view too.
  await page
    .getByRole('navigation', { name: 'Course contents' })
    .getByRole('button', { name: /Module quiz/ })
    .first()
    .click();
  await expect(content(page).getByRole('button', { name: 'Submit Answers' })).toBeVisible();
  await inEveryTheme(page, await currentTheme(page), axe);
});
