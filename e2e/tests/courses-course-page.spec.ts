import { openPage, signIn, stubVideoHosts } from '../support/app';
import { DEMO_ACCOUNT } from '../support/env';
import { expect, type Page, test } from '../support/test';

// The course page (/courses/{slug} and /learn): sign-in guard, slug normalisation, title
// fallback, 'Course Not Found', content, related and previous/next courses.

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

test.beforeEach(async ({ page }) => {
  await stubVideoHosts(page);
});

test.describe('course page', () => {
  test('requires sign-in: login with a redirect, then back on the course', async ({ page }) => {
    await openPage(page, '/courses/islamic-finance-foundations');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%2Fislamic-finance-foundations$/);
    await expect(heading(page, 'Welcome Back')).toBeVisible();

    await signIn(page, DEMO_ACCOUNT, '/courses/islamic-finance-foundations');
    await expect(page).toHaveURL(/\/courses\/islamic-finance-foundations$/);
    await expect(heading(page, 'Islamic Finance Foundations')).toBeVisible();

    // Signing out on the page sends the visitor to the login page, to come back here.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%2Fislamic-finance-foundations$/);
  });

  test('shows the course: overview, curriculum, sidebar, details, instructors', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNT, '/courses/islamic-finance-foundations');
    await expect(heading(page, 'Islamic Finance Foundations')).toBeVisible();
    await expect(page).toHaveTitle('Islamic Finance Foundations | QuantEthic');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^The principles behind Islamic finance/,
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 3, name: /Principles: Riba, Gharar and Maysir/ }),
    ).toBeVisible();

    const sidebar = page.getByRole('complementary', { name: 'Course preview' });
    await expect(sidebar.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Qe7fR2mXk9A?rel=0',
    );
    await expect(sidebar.getByText('0% complete')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Start Learning' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations/learn',
    );
    const details = sidebar.getByRole('region', { name: 'Course details' });
    await expect(details).toContainText('Duration6 weeks');
    await expect(details).toContainText('Modules3');
    await expect(details).toContainText('Skill levelBeginner');
    await expect(details).toContainText(/Instructors.*Amina Hassan/);
    await expect(main.getByRole('heading', { level: 2, name: 'Instructors' })).toBeVisible();

    await sidebar.getByRole('link', { name: 'Start Learning' }).click();
    await expect(page).toHaveURL(/\/courses\/islamic-finance-foundations\/learn$/);
    await expect(heading(page, 'Islamic Finance Foundations')).toBeVisible();
  });

  test("a course without a level or duration: 'All Levels' and 'Self-paced'", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNT, '/courses/zakat-and-purification-calculations');
    await expect(heading(page, 'Zakat and Purification Calculations')).toBeVisible();
    const details = page.getByRole('region', { name: 'Course details' });
    await expect(details).toContainText('DurationSelf-paced');
    await expect(details).toContainText('Skill levelAll Levels');
    // No level: no 'You may also like'.
    await expect(page.getByRole('navigation', { name: 'More courses' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You may also like' })).toHaveCount(0);
  });

  test("'You may also like' (same level) and previous/next links", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNT, '/courses/islamic-finance-foundations');
    const related = page.getByRole('region', { name: 'You may also like' });
    await expect(related.getByRole('heading', { level: 3 })).toHaveText([
      'Financial Modelling Principles',
      'Takaful Fundamentals',
      'Python for Finance',
    ]);
    const nav = page.getByRole('navigation', { name: 'More courses' });
    await expect(nav.getByRole('link', { name: /Previous course/ })).toHaveAttribute(
      'href',
      '/courses/takaful-fundamentals',
    );
    await nav.getByRole('link', { name: /Next course/ }).click();
    await expect(page).toHaveURL(/\/courses\/murabaha-ijarah-cash-flow-modelling$/);
    await expect(heading(page, 'Murabaha & Ijarah Cash-Flow Modelling')).toBeVisible();
    await expect(page).toHaveTitle('Murabaha & Ijarah Cash-Flow Modelling | QuantEthic');

    // The related course with an invalid stored slug opens by its title.
    await page.goBack();
    await page
      .getByRole('region', { name: 'You may also like' })
      .getByRole('link', { name: 'Python for Finance' })
      .click();
    await expect(page).toHaveURL(/\/courses\/python-for-finance$/);
    await expect(heading(page, 'Python for Finance')).toBeVisible();
  });

  test('normalises the slug in the URL', async ({ page }) => {
    await signIn(page);
    await openPage(page, '/courses/Islamic-Finance-Foundations');
    await expect(page).toHaveURL(/\/courses\/islamic-finance-foundations$/);
    await expect(heading(page, 'Islamic Finance Foundations')).toBeVisible();
    await openPage(page, '/courses/Islamic%20Finance%20Foundations/learn');
    await expect(page).toHaveURL(/\/courses\/islamic-finance-foundations\/learn$/);
    await expect(heading(page, 'Islamic Finance Foundations')).toBeVisible();
  });

  test('falls back to the title: the invalid-slug course in place, a partial title to its canonical URL', async ({
    page,
  }) => {
    await signIn(page);
    // Stored slug 'Intro_To_Python_For_Finance' is not valid: the course is shown under its title's slug.
    await openPage(page, '/courses/python-for-finance');
    await expect(heading(page, 'Python for Finance')).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/python-for-finance$/);
    await openPage(page, '/courses/islamic-finance');
    await expect(page).toHaveURL(/\/courses\/islamic-finance-foundations$/);
    await expect(heading(page, 'Islamic Finance Foundations')).toBeVisible();
  });

  test("'Course Not Found' with a link back to the catalogue", async ({ page }) => {
    await signIn(page, DEMO_ACCOUNT, '/courses/no-such-course');
    await expect(heading(page, 'Course Not Found')).toBeVisible();
    await expect(page.getByText("The course you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(heading(page, 'Courses')).toBeVisible();
  });

  test('from the catalogue to a course and back, at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, DEMO_ACCOUNT, '/courses');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Takaful Fundamentals', exact: true }) })
      .getByRole('link', { name: 'View Course Details' })
      .click();
    await expect(heading(page, 'Takaful Fundamentals')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: '← All courses' }).click();
    await expect(heading(page, 'Courses')).toBeVisible();
  });
});
