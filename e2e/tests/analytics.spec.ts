import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { openPage, signIn, stubVideoHosts } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { datasetCourse } from '../support/dataset';
import { DEMO_ACCOUNT, TEST_PORTS } from '../support/env';
import { localConfig } from '../support/site';
import { expect, type Page, test } from '../support/test';

// Analytics end to end: the shell's sink speaks Plausible's Events API to the local collector
// (the forms service, emulators/forms/analytics.mjs), which records what arrives. Each test's
// browser has its own User-Agent, which the collector records, so tests only count their own
// events while other specs browse the same site.

const COLLECTOR = `http://localhost:${TEST_PORTS.forms}`;

test.use({
  userAgent: async ({ browser }, use, testInfo) => {
    await use(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 qe-e2e/${testInfo.testId}/${randomUUID()}`,
    );
  },
});

interface Recorded {
  provider: string;
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, unknown>;
  userAgent: string | null;
}

/** What the collector recorded from this test's browser. */
async function recorded(page: Page, name?: string): Promise<Recorded[]> {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const response = await fetch(`${COLLECTOR}/analytics/events`);
  const { events } = (await response.json()) as { events: Recorded[] };
  return events.filter((event) => event.userAgent === userAgent && (!name || event.name === name));
}
const paths = (events: Recorded[]) => events.map((event) => new URL(event.url).pathname);

/** The page's analytics state, once the sink runs (`<html data-analytics>`). */
const analyticsState = (page: Page) => page.locator('html').getAttribute('data-analytics');

/** Leaves the page (pagehide: whatever is queued goes out with sendBeacon), then lets it land. */
async function leave(page: Page) {
  await page.goto('about:blank');
  await page.waitForTimeout(1500);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The page's main heading, which starts with `name` (About's carries a subtitle). */
const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: new RegExp(`^${name}`) });

test.describe('analytics', () => {
  test("a signed-in learner's course page reaches the collector as 'Course Viewed' with its title and level", async ({
    page,
  }) => {
    await stubVideoHosts(page);
    const slug = 'quantitative-risk-management';
    const { course, title } = datasetCourse(slug);
    await signIn(page, DEMO_ACCOUNT, `/courses/${slug}`);
    await expect(heading(page, title)).toBeVisible();

    await expect
      .poll(async () => (await recorded(page, 'Course Viewed')).map((event) => event.props), {
        timeout: 20_000,
      })
      .toEqual([{ title, level: course.level }]);
    const [viewed] = await recorded(page, 'Course Viewed');
    expect(viewed).toMatchObject({
      provider: 'plausible',
      domain: 'quantethic.local',
      url: `http://localhost:${TEST_PORTS.shell}/courses/${slug}`,
    });
    // The sign-in's page views came too; no personal data in anything recorded.
    expect(JSON.stringify(await recorded(page))).not.toContain(DEMO_ACCOUNT.email);
  });

  test('page views arrive for the first page and for every client-side navigation', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await nav(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(heading(page, 'Courses')).toBeVisible();
    await nav(page).getByRole('link', { name: 'Knowledge', exact: true }).click();
    await expect(heading(page, 'Knowledge Hub')).toBeVisible();
    await nav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(heading(page, 'About QuantEthic')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    const site = `http://localhost:${TEST_PORTS.shell}`;
    await expect
      .poll(async () => paths(await recorded(page, 'pageview')), { timeout: 20_000 })
      .toEqual(['/', '/courses', '/knowledge', '/about']);
    const views = await recorded(page, 'pageview');
    expect(views.map((view) => view.referrer)).toEqual([
      null,
      `${site}/`,
      `${site}/courses`,
      `${site}/knowledge`,
    ]);
  });

  for (const [signal, setUp] of [
    [
      'Do Not Track',
      () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }),
    ],
    [
      'Global Privacy Control',
      () =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
          get: () => true,
          configurable: true,
        }),
    ],
  ] as const) {
    test(`with ${signal} nothing arrives, not even a course view`, async ({ page }) => {
      await stubVideoHosts(page);
      await page.addInitScript(setUp);
      const slug = 'quantitative-risk-management';
      await signIn(page, DEMO_ACCOUNT, `/courses/${slug}`);
      await expect(heading(page, datasetCourse(slug).title)).toBeVisible();
      await expect.poll(() => analyticsState(page), { timeout: 15_000 }).toBe('do-not-track');
      await nav(page).getByRole('link', { name: 'Knowledge', exact: true }).click();
      await expect(heading(page, 'Knowledge Hub')).toBeVisible();
      // No consent question either: the browser has already answered.
      await expect(page.getByRole('region', { name: 'Privacy choices' })).toHaveCount(0);
      await leave(page);
      expect(await recorded(page)).toEqual([]);
    });
  }
});

// These two serve their own config.json, each from a private site (its own nginx, deployed and
// prerendered): one after the other, so two deployments never compete for the machine, with
// the extra time a deployment takes on a busy machine.
test.describe('analytics with its own config.json', () => {
  test.describe.configure({ mode: 'default' });
  test.beforeEach(() => test.slow());

  test('with consent required: nothing arrives until the visitor allows it, and nothing after they decline', async ({
    page,
    privateSite,
  }) => {
    const site = await privateSite({
      configJson: (ports) => ({
        ...localConfig(ports),
        analytics: { ...localConfig(ports).analytics, requireConsent: true },
      }),
    });
    await openPage(page, site.url());
    const consent = page.getByRole('region', { name: 'Privacy choices' });
    await expect(consent).toContainText('We never record your name, email address or phone number.');
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby]' });

    // Not answered yet: the page works, nothing is sent.
    await nav(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(heading(page, 'Courses')).toBeVisible();
    await expect.poll(() => analyticsState(page), { timeout: 15_000 }).toBe('awaiting-consent');
    await consent.getByRole('button', { name: 'Decline analytics' }).click();
    await expect(consent).toHaveCount(0);
    await expect(page.getByText('Analytics declined.')).toBeVisible();
    // The toast is top-centre, over the header's links: a pointer resting on it (as Playwright's
    // does while it waits to click a link under it) holds it there.
    await expect(page.getByText('Analytics declined.')).toHaveCount(0);
    await nav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(heading(page, 'About QuantEthic')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await recorded(page)).toEqual([]);

    // 'Privacy choices' in the footer: the visitor changes their mind, and only then views arrive.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
    await expect(consent).toContainText('You have declined analytics.');
    await expect(consent).toBeFocused();
    await consent.getByRole('button', { name: 'Allow analytics' }).click();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }),
    ).toBeFocused();
    await expect(page.getByText('Analytics allowed.')).toHaveCount(0);
    await nav(page).getByRole('link', { name: 'Knowledge', exact: true }).click();
    await expect(heading(page, 'Knowledge Hub')).toBeVisible();
    await expect
      .poll(async () => paths(await recorded(page, 'pageview')), { timeout: 20_000 })
      .toEqual(['/knowledge']);

    // The answer is kept: the next visit neither asks nor waits.
    await openPage(page, `${site.url()}/contact`);
    await expect(heading(page, 'Stay Connected')).toBeVisible();
    await expect(consent).toHaveCount(0);
    await expect
      .poll(async () => paths(await recorded(page, 'pageview')), { timeout: 20_000 })
      .toEqual(['/knowledge', '/contact']);
  });

  test('with the provider down the page works and shows no error; one console warning at most', async ({
    page,
    privateSite,
  }) => {
    const closedPort = await freePort();
    const site = await privateSite({
      configJson: (ports) => ({
        ...localConfig(ports),
        analytics: { ...localConfig(ports).analytics, host: `http://127.0.0.1:${closedPort}` },
      }),
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      // The browser itself logs the refused connection; nothing else may be an error.
      if (message.type() === 'error' && !/^Failed to load resource: net::/.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await openPage(page, site.url());
    await nav(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(heading(page, 'Courses')).toBeVisible();
    // The sink tried, failed, and said so once.
    await expect
      .poll(() => warnings.filter((w) => w.includes('[analytics]')), { timeout: 20_000 })
      .toHaveLength(1);

    // The page carries on: navigation, content, no alert or error toast.
    await nav(page).getByRole('link', { name: 'Knowledge', exact: true }).click();
    await expect(heading(page, 'Knowledge Hub')).toBeVisible();
    await nav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(heading(page, 'About QuantEthic')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('[analytics]'))).toHaveLength(1);
    expect(await recorded(page)).toEqual([]);
  });
});

/** A port nothing listens on (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
