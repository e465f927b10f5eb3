import { openPage, reloadPage, stubVideoHosts } from '../support/app';
import { TEST_PORTS } from '../support/env';
import { expect, type Page, test } from '../support/test';

// The course catalogue (/courses) against the local content API and forms service: search and
// level filter in the URL, empty state, banner, cards, video modal, course panel, registration.

const card = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

async function openCatalogue(page: Page, url = '/courses') {
  await openPage(page, url);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await stubVideoHosts(page);
});

test.describe('catalogue', () => {
  test('lists every published course with its card', async ({ page }) => {
    await openCatalogue(page);
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page.getByText('10 courses', { exact: true })).toBeVisible();
    const foundations = card(page, 'Islamic Finance Foundations');
    await expect(foundations.getByText('Featured', { exact: true })).toBeVisible();
    await expect(foundations.getByText('Beginner', { exact: true })).toBeVisible();
    await expect(foundations.getByRole('button', { name: /^Play preview video/ })).toBeVisible();
    await expect(foundations.getByText(/^\d+ modules$/)).toBeVisible();
    await expect(foundations.getByText(/^\d+ sub-lessons$/)).toBeVisible();
    await expect(foundations.getByRole('link', { name: 'View Course Details' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations',
    );
    await expect(foundations.getByRole('button', { name: 'Register & Start Learning' })).toBeVisible();
    // The preview image and the instructor avatar load from the local content API.
    const images = foundations.locator('img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    // The course with no instructor and no video: placeholder, no play overlay.
    const empty = card(page, 'Financial Modelling Principles');
    await expect(empty.getByText('Instructor to be announced')).toBeVisible();
    await expect(empty.getByRole('button', { name: /^Play preview video/ })).toHaveCount(0);
    // The course stored with an invalid slug links by its title.
    await expect(
      card(page, 'Python for Finance').getByRole('link', { name: 'View Course Details' }),
    ).toHaveAttribute('href', '/courses/python-for-finance');
  });

  test('search and level filter live in the URL, survive a reload and follow back/forward', async ({
    page,
  }) => {
    await openCatalogue(page);
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('RISK');
    await expect(page).toHaveURL(/\/courses\?q=RISK$/);
    // Title or description, case-insensitive, newest first.
    await expect(cardTitles(page)).toHaveText([
      'Quantitative Risk Management',
      'Ethical Portfolio Construction',
    ]);

    const levels = page.getByRole('group', { name: 'Level' });
    await expect(levels.getByRole('button')).toHaveText([
      'All Courses',
      'Beginner',
      'Intermediate',
      'Advanced',
      'Other',
    ]);
    await levels.getByRole('button', { name: 'Intermediate' }).click();
    await expect(page).toHaveURL(/\/courses\?q=RISK&level=Intermediate$/);
    await expect(cardTitles(page)).toHaveText(['Ethical Portfolio Construction']);

    await reloadPage(page);
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('RISK');
    await expect(levels.getByRole('button', { name: 'Intermediate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardTitles(page)).toHaveText(['Ethical Portfolio Construction']);

    await page.goBack();
    await expect(page).toHaveURL(/\/courses\?q=RISK$/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(levels.getByRole('button', { name: 'All Courses' })).toHaveAttribute('aria-pressed', 'true');

    // A shared link with only a level: courses without a level are under 'Other'.
    await openCatalogue(page, '/courses?level=Other');
    await expect(cardTitles(page)).toHaveText(['Zakat and Purification Calculations']);
  });

  test("'No courses found' for a search with no match, and Clear Filters", async ({ page }) => {
    await openCatalogue(page, '/courses?level=Advanced');
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('takaful');
    await expect(page.getByRole('heading', { level: 2, name: 'No courses found' })).toBeVisible();
    await expect(page.getByText('No courses match your search or filter.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
    await expect(page.getByRole('article')).toHaveCount(10);
  });

  test('the banner asks for contact info and links to login, coming back to this list', async ({ page }) => {
    await openCatalogue(page, '/courses?level=Beginner');
    const link = page.getByRole('link', { name: 'Log in to save your info' });
    await expect(link).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/courses?level=Beginner')}`,
    );
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%3Flevel%3DBeginner$/);
  });

  test('the play overlay opens the video modal: focus trapped, Escape closes, focus returns', async ({
    page,
  }) => {
    await openCatalogue(page);
    const play = card(page, 'Islamic Finance Foundations').getByRole('button', {
      name: /^Play preview video/,
    });
    await play.click();
    const dialog = page.getByRole('dialog', { name: 'Islamic Finance Foundations: preview video' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Qe7fR2mXk9A?rel=0&autoplay=1',
    );
    // A full-screen overlay.
    const overlay = await dialog.locator('xpath=..').boundingBox();
    expect(overlay).toEqual({ x: 0, y: 0, ...page.viewportSize() });
    // Tab cycles inside the dialog.
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    // A Tab out of the player's frame (another origin, another process) comes back to the page
    // through the browser: for a moment the page has no focused element, then a focus guard sends
    // focus into the dialog. Where focus settles is what a visitor meets.
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    // No course panel opened behind it.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Vimeo: muted autoplay. An unsupported URL is explained, not thrown.
    await card(page, 'Time Series Forecasting for Finance')
      .getByRole('button', { name: /^Play preview video/ })
      .click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
      'src',
      /player\.vimeo\.com\/video\/594827163\?autoplay=1&muted=1/,
    );
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the course panel shows progress and the curriculum of a three-level, a legacy and an empty course', async ({
    page,
  }) => {
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Islamic Finance Foundations', exact: true }).click();
    let panel = page.getByRole('dialog', { name: 'Islamic Finance Foundations' });
    await expect(
      panel.getByRole('progressbar', { name: 'Progress in Islamic Finance Foundations' }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expect(panel.getByText('0% complete')).toBeVisible();
    await expect(
      panel.getByRole('heading', { level: 4, name: /Principles: Riba, Gharar and Maysir/ }),
    ).toBeVisible();
    // Lessons with their sub-lessons, sorted by order.
    await expect(panel.getByText('Why Islamic finance prohibits riba')).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3, name: 'Instructors' })).toBeVisible();
    await expect(panel.getByText('Amina Hassan')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View Course Details' })).toHaveAttribute(
      'href',
      '/courses/islamic-finance-foundations',
    );
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Legacy single-level: modules with topics and legacy content, no lessons. Opened by a click on the card.
    await card(page, 'Takaful Fundamentals')
      .getByText(/How takaful/)
      .click();
    panel = page.getByRole('dialog', { name: 'Takaful Fundamentals' });
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(4);
    await expect(panel.getByRole('list', { name: 'Topics' }).first()).toBeVisible();
    await expect(panel.getByText(/Video lesson/).first()).toBeVisible();
    await panel.getByRole('button', { name: 'Close course panel' }).click();

    // Two-level: lessons without sub-lessons, sorted by order.
    await page.getByRole('button', { name: 'Time Series Forecasting for Finance', exact: true }).click();
    panel = page.getByRole('dialog', { name: 'Time Series Forecasting for Finance' });
    const arima = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /ARIMA Models/ }) });
    await expect(arima.locator('ol > li')).toHaveCount(3);
    await expect(arima.locator('ol > li').first()).toContainText('AR, MA and ARMA');
    await page.keyboard.press('Escape');

    // Empty.
    await page.getByRole('button', { name: 'Financial Modelling Principles', exact: true }).click();
    panel = page.getByRole('dialog', { name: 'Financial Modelling Principles' });
    await expect(panel.getByText(/The curriculum for this course is being prepared/)).toBeVisible();
    await expect(panel.getByText('Instructor to be announced.')).toBeVisible();
  });

  test('the panel reads the saved progress', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('course-progress-course-takaful-fundamentals', JSON.stringify({ percentage: 50 })),
    );
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Takaful Fundamentals', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('50% complete')).toBeVisible();
  });

  test('registration from the course panel: toast, Redirecting..., then the prefilled sign-up form in a new tab', async ({
    page,
  }) => {
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Islamic Finance Foundations', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Islamic Finance Foundations' })
      .getByRole('button', { name: 'Register & Start Learning' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Register & Start Learning' });
    await expect(modal).toBeVisible();

    // Every field is required and the email format is checked.
    await modal.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(modal.getByText('Please enter your name.')).toBeVisible();
    await expect(modal.getByLabel('Name')).toBeFocused();
    await modal.getByLabel('Name').fill('Aisha Rahman');
    await modal.getByLabel('Email').fill('aisha@example');
    await modal.getByLabel('Phone').fill('+44 20 7946 0958');
    await modal.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(modal.getByText('Please enter a valid email address.')).toBeVisible();
    await modal.getByLabel('Email').fill('aisha@example.com');

    const popup = page.context().waitForEvent('page');
    await modal.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Info saved! Redirecting to form...')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    const form = await popup;
    await expect(modal).toBeHidden();
    await form.waitForLoadState();
    expect(new URL(form.url()).origin).toBe(`http://localhost:${TEST_PORTS.forms}`);
    await expect(form.getByRole('heading', { level: 1, name: 'Course sign-up' })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Aisha Rahman');
    await expect(form.getByLabel('Email')).toHaveValue('aisha@example.com');
    await expect(form.getByLabel('Phone')).toHaveValue('+44 20 7946 0958');
    await expect(form.getByLabel('Course')).toHaveValue('Islamic Finance Foundations');
    await form.close();

    // Saved: the banner is gone, the cards read 'Start Learning', and it survives a reload.
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe('Aisha Rahman');
    await expect(page.getByRole('link', { name: 'Log in to save your info' })).toHaveCount(0);
    await expect(
      card(page, 'Islamic Finance Foundations').getByRole('link', { name: 'Start Learning' }),
    ).toHaveAttribute('href', '/courses/islamic-finance-foundations/learn');
    await reloadPage(page);
    await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveCount(10);
  });

  test("a card's 'Register & Start Learning' opens the registration modal directly", async ({ page }) => {
    await openCatalogue(page);
    await card(page, 'Takaful Fundamentals')
      .getByRole('button', { name: 'Register & Start Learning' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Register & Start Learning' });
    await expect(modal).toContainText('Takaful Fundamentals');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(
      card(page, 'Takaful Fundamentals').getByRole('button', { name: 'Register & Start Learning' }),
    ).toBeFocused();
  });

  test('a catalogue of 1,000 courses renders a page of cards at a time and searches all of them', async ({
    page,
  }) => {
    const courses = Array.from({ length: 1000 }, (_, i) => ({
      _id: `course-generated-${i}`,
      _createdAt: new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString(),
      title: `Generated Course ${i}${i % 100 === 42 ? ' on Sukuk' : ''}`,
      slug: { current: `generated-course-${i}` },
      description: 'A generated course to check that a large catalogue stays responsive.',
      level: ['Beginner', 'Intermediate', 'Advanced'][i % 3],
      isFeatured: false,
      modulesCount: 3,
      lessonsCount: 6,
      subLessonsCount: 12,
      instructor: { name: 'Generated Instructor' },
    }));
    // Answer the catalogue query (and only it) with the generated courses.
    await page.route(/\/data\/query\/production\?/, (route) => {
      const query = new URL(route.request().url()).searchParams.get('query') ?? '';
      // The catalogue's query: every course in the page's language, newest first, as cards.
      if (!query.includes('"courses": *[_type == "course" && select(')) return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ result: courses, ms: 1 }),
      });
    });
    await openCatalogue(page);
    await expect(page.getByText('1000 courses · showing 12')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('button', { name: 'Show more courses' }).click();
    await expect(page.getByRole('article')).toHaveCount(24);
    await page
      .getByRole('searchbox', { name: 'Search courses' })
      .pressSequentially('on sukuk', { delay: 20 });
    await expect(page.getByText('10 courses of 1000')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page).toHaveURL(/\/courses\?q=on\+sukuk$/);
  });

  test('works at 375 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openCatalogue(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Islamic Finance Foundations', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Islamic Finance Foundations' })).toBeVisible();
  });
});
