import { openPage, reloadPage, signIn } from '../support/app';
import { DEMO_ACCOUNT } from '../support/env';
import { expect, type Page, test } from '../support/test';

// Public section pages are prerendered at deploy time (scripts/deploy/pages.mjs): the first paint
// shows the real section with its content, then the remote's live section takes over and
// refreshes the content from the content API.

const COURSE = 'Financial Modelling Principles';
const FOUNDATIONS = 'Islamic Finance Foundations';
const LEARN = '/courses/islamic-finance-foundations/learn';
const main = (page: Page) => page.getByRole('main');
/** The prerendered section, once its remote has hydrated it. */
const hydrated = (page: Page) => page.locator('[data-section-snapshot][data-qe-live]');

test.describe('before JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue, an article and the about page paint with their content', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('banner').getByRole('link', { name: 'QuantEthic' })).toBeVisible();
    await expect(main(page).getByText(COURSE, { exact: true })).toBeVisible();
    await expect(main(page).getByText('Loading…')).toHaveCount(0);

    await page.goto('/knowledge/what-is-murabaha');
    await expect(main(page).getByText('What Is Murabaha?').first()).toBeVisible();
    // Its PDF viewer keeps its place but only loads with the live page (it is heavy).
    await expect(main(page).getByText('Download PDF').first()).toBeAttached();
    await expect(main(page).locator('iframe')).toHaveCount(0);

    await page.goto('/about');
    await expect(main(page).getByText('Our Mission')).toBeVisible();
  });

  test("a learning page paints the course's heading while the sign-in is checked", async ({ page }) => {
    await page.goto(LEARN);
    await expect(main(page).getByRole('heading', { level: 1, name: FOUNDATIONS })).toBeVisible();
    await expect(main(page).getByRole('status')).toContainText('Checking your sign-in...');
    // The lesson and the progress depend on the learner: they come with the live page.
    await expect(main(page).getByRole('region', { name: 'Lesson' })).toHaveCount(0);
    await expect(main(page).getByRole('progressbar')).toHaveCount(0);
  });

  test('a page with nothing prerendered paints the loading state', async ({ page }) => {
    await page.goto('/login');
    await expect(main(page).getByRole('status')).toContainText('Loading');
  });
});

test('the remote hydrates the prerendered section, which then works', async ({ page }) => {
  await openPage(page, '/courses');
  await expect(hydrated(page)).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('modelling principles');
  await expect(main(page).getByRole('article')).toHaveCount(1);
  await expect(main(page).getByRole('article')).toContainText(COURSE);
});

test('a prerendered learning page lets in only a signed-in learner, who gets their lesson', async ({
  page,
}) => {
  await page.goto(LEARN);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses%2Fislamic-finance-foundations%2Flearn$/);

  await signIn(page, DEMO_ACCOUNT, LEARN);
  await expect(page).toHaveURL(LEARN);
  await reloadPage(page);
  await expect(main(page).getByRole('heading', { level: 1, name: FOUNDATIONS })).toBeVisible();
  await expect(
    main(page).getByRole('region', { name: 'Lesson' }).getByRole('heading', { level: 2 }),
  ).toBeVisible();
  await expect(main(page).getByRole('progressbar', { name: `Progress in ${FOUNDATIONS}` })).toBeVisible();
  await expect(main(page).getByText('Checking your sign-in...')).toHaveCount(0);
});

test('content changed since the deploy replaces the prerendered content', async ({ page }) => {
  await page.route(
    (url) =>
      url.pathname.includes('/data/query/') &&
      (url.searchParams.get('query') ?? '').includes('_type == "course"'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const result = Array.isArray(body.result)
        ? body.result.map((course: { title?: string }) =>
            course.title === COURSE ? { ...course, title: `${COURSE} (2nd edition)` } : course,
          )
        : body.result;
      await route.fulfill({ response, json: { ...body, result } });
    },
  );
  await openPage(page, '/courses');
  await expect(main(page).getByText(`${COURSE} (2nd edition)`)).toBeVisible();
  await expect(main(page).getByText(COURSE, { exact: true })).toHaveCount(0);
});

test('with the content API failing after the deploy, the prerendered content stays', async ({ page }) => {
  await page.route(
    (url) => url.pathname.includes('/data/query/'),
    (route) => route.fulfill({ status: 500, json: { error: { description: 'Internal error' } } }),
  );
  await openPage(page, '/about');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(main(page).getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});

test("each prerendered page preloads the lazy chunks it rendered, and no other page's", async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  /** The first file of a remote's lazy module (its mf-manifest.json `modules`). */
  const chunkOf = async (remote: string, module: string) => {
    const manifest = await (await request.get(remotes[remote] as string)).json();
    const file = manifest.modules?.[module]?.js?.[0] as string | undefined;
    expect(file, `${remote} ${module}`).toBeTruthy();
    return new URL(file as string, remotes[remote]).href;
  };
  const hintsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const block = /<script type="application\/json" id="qe-hints">([\s\S]*?)<\/script>/.exec(html);
    return (JSON.parse(block?.[1] ?? '[]') as { href: string }[]).map((hint) => hint.href);
  };
  const learn = await chunkOf('courses', 'src/features/learn/learn-page.tsx');
  const body = await chunkOf('knowledge', 'src/lib/body/article-body.tsx');
  const about = await chunkOf('company', 'src/features/about/about-page.tsx');
  // Every course's learning page and every article, not only the first one prerendered.
  for (const path of [LEARN, '/courses/takaful-fundamentals/learn'])
    expect(await hintsOf(path), path).toContain(learn);
  for (const path of ['/knowledge/what-is-murabaha', '/knowledge/takaful-vs-conventional-insurance'])
    expect(await hintsOf(path), path).toContain(body);
  expect(await hintsOf('/about')).toContain(about);
  expect(await hintsOf('/courses')).not.toContain(learn);
});
