// The three measured interactions, each in a fresh browser context (cold cache, empty storage)
// at a mobile viewport with the CPU slowed down through CDP:
//   - typing in the /courses search box (keyboard events),
//   - switching tag filters on /knowledge (clicks),
//   - marking sub-lessons complete in the learning view of a very large course (clicks).
import { MOBILE_CPU_SLOWDOWN, MOBILE_VIEWPORT } from '../config.mjs';
import { signIn } from '../sign-in.mjs';
import { LARGE_COURSE } from './dataset.mjs';
import {
  CLICK_EVENTS,
  DURATION_THRESHOLD_MS,
  framesDuring,
  installEventTimingObserver,
  KEY_EVENTS,
  pageNow,
  readEventTimings,
  summarizeEntry,
  worstEvent,
} from './event-timing.mjs';

export const SEARCH_WORD = 'islamic';
export const TYPING_DELAY_MS = 120;
/** Tag switches on /knowledge, in order (the last goes back to every article). */
export const TAG_SWITCHES = ['Risk', 'Sukuk', 'Python', 'ESG', 'Takaful', 'All'];
/** Sub-lessons marked complete per run: one whole lesson, so the last mark also completes it. */
export const MARKS = LARGE_COURSE.subLessonsPerLesson;
/** The visitor's saved contact info (shared/src/storage/visitor.ts VISITOR_KEYS). */
export const VISITOR = {
  userName: 'Bench Visitor',
  userEmail: 'bench@quantethic.dev',
  userPhone: '0123456789',
};

const LOAD_TIMEOUT = 90_000;
/** Time left to the page after an input before anything else touches it (its frame paints). */
const AFTER_INPUT_MS = 700;
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Clicks the middle of `locator` with bare mouse events (CDP Input.dispatchMouseEvent). The
 * element is found and scrolled into view first; nothing of Playwright runs in the page between
 * the input and its paint (a locator's actionability checks and role queries are page scripts,
 * which would otherwise delay the frame being measured). Returns the page-clock window of the click.
 */
async function quietClick(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing to click: ${locator}`);
  await settle(300);
  const from = await pageNow(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await settle(AFTER_INPUT_MS);
  return { from, to: await pageNow(page) };
}
const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A fresh context and page with the Event Timing observer installed and the CPU throttled.
 * `prepare(page)` runs first, unthrottled, on a page of the same context (e.g. signing in).
 */
async function openMeasuredPage(browser, { prepare } = {}) {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });
  try {
    if (prepare) {
      const setup = await context.newPage();
      await prepare(setup);
      await setup.close();
    }
    await context.addInitScript(installEventTimingObserver, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    return { context, page, pageErrors };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * /courses: types SEARCH_WORD into the search box with real key events, waits for the filtered
 * list, and reports the longest keyboard event. The list re-renders 300 ms after the last key
 * (a timer, not an interaction), so it is not part of any event's duration.
 * @param {{ coursesQuery: string }} options the catalogue query, to find its response
 */
export async function measureCatalogueTyping(browser, siteUrl, { coursesQuery }) {
  const { context, page, pageErrors } = await openMeasuredPage(browser);
  try {
    const received = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.includes('/data/query/') || url.searchParams.get('query') !== coursesQuery) return;
      received.push(
        response.body().then(
          (body) => ({ bytes: body.length, encoding: response.headers()['content-encoding'] ?? 'identity' }),
          () => null,
        ),
      );
    });
    await page.goto(`${siteUrl}/courses`, { timeout: LOAD_TIMEOUT });
    const status = page.getByRole('status').filter({ hasText: /\d+ courses?\b/ });
    await status.waitFor({ timeout: LOAD_TIMEOUT });
    const loadedText = (await status.textContent())?.trim();
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.focus();
    await settle(1000);

    const from = await pageNow(page);
    await page.keyboard.type(SEARCH_WORD, { delay: TYPING_DELAY_MS });
    const typed = await pageNow(page);
    await status.filter({ hasText: / of \d+/ }).waitFor({ timeout: LOAD_TIMEOUT });
    const filteredText = (await status.textContent())?.trim();
    const cards = await page.locator('article[data-course-id]').count();
    const { events, frames } = await readEventTimings(page);
    const keys = worstEvent(events, KEY_EVENTS, from);
    return {
      maxEventMs: keys.maxMs,
      worst: summarizeEntry(keys.worst),
      worstFrames: framesDuring(frames, keys.worst),
      events: keys.entries.map(summarizeEntry),
      keystrokes: SEARCH_WORD.length,
      typingDelayMs: TYPING_DELAY_MS,
      typingMs: Math.round(typed - from),
      renderedCards: cards,
      statusBefore: loadedText,
      statusAfter: filteredText,
      searchValue: await search.inputValue(),
      catalogueResponse: (await Promise.all(received)).find(Boolean) ?? null,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** /knowledge: switches the tag filter TAG_SWITCHES times and reports the longest click. */
export async function measureHubTags(browser, siteUrl) {
  const { context, page, pageErrors } = await openMeasuredPage(browser);
  try {
    await page.goto(`${siteUrl}/knowledge`, { timeout: LOAD_TIMEOUT });
    const filter = page.getByRole('group', { name: 'Filter articles by tag' });
    await filter.getByRole('button').first().waitFor({ timeout: LOAD_TIMEOUT });
    await settle(1000);

    const windows = [];
    for (const tag of TAG_SWITCHES) {
      const button = filter.getByRole('button', { name: new RegExp(`^${escapeRegExp(tag)}\\b`) });
      const { from, to } = await quietClick(page, button);
      await filter.locator('button[aria-pressed="true"]', { hasText: tag }).waitFor();
      const shown = (
        await page
          .getByRole('status')
          .filter({ hasText: /^Showing / })
          .textContent()
      )?.trim();
      windows.push({ tag, from, to, shown });
    }
    const { events, frames } = await readEventTimings(page);
    const clicks = windows.map(({ tag, from, to, shown }) => {
      const worst = worstEvent(events, CLICK_EVENTS, from, to);
      return {
        tag,
        maxEventMs: worst.maxMs,
        worst: summarizeEntry(worst.worst),
        events: worst.entries.map(summarizeEntry),
        frames: framesDuring(frames, worst.worst),
        shown,
      };
    });
    const worst = worstOf(clicks);
    return {
      maxEventMs: worst?.maxEventMs ?? null,
      worst: worst?.worst ?? null,
      worstFrames: worst?.frames ?? [],
      clicks,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** The click with the longest event, or null when every event stayed under the API's floor. */
function worstOf(clicks) {
  return clicks.reduce(
    (max, click) =>
      click.maxEventMs !== null && (max === null || click.maxEventMs > max.maxEventMs) ? click : max,
    null,
  );
}

/**
 * Watches the next frame after a click (a capture listener runs before React's): what the
 * sidebar and the header show when that frame is about to paint.
 */
function watchNextFrame() {
  window.__benchFrame = null;
  const read = () => {
    const nav = document.querySelector('nav[aria-label="Course contents"]');
    const firstModule = nav?.querySelector('li button[aria-expanded]')?.textContent ?? '';
    return {
      selectedDone: Boolean(nav?.querySelector('[aria-current="step"] [data-done]')),
      moduleShare: Number(/(\d+)%\s*$/.exec(firstModule)?.[1] ?? Number.NaN),
      percentage: Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')),
    };
  };
  window.__benchBefore = read();
  window.addEventListener('click', () => requestAnimationFrame(() => (window.__benchFrame = read())), {
    capture: true,
    once: true,
  });
}

/**
 * /courses/<large course>/learn, signed in and registered: marks MARKS sub-lessons complete
 * (clicking 'Mark Complete', then 'Next'), and reports the longest 'Mark Complete' click and
 * whether the sidebar showed the change in the frame right after each click.
 */
export async function measureLearnMarks(browser, siteUrl) {
  const prepare = async (page) => {
    await signIn(page, siteUrl);
    await page.evaluate((visitor) => {
      for (const [key, value] of Object.entries(visitor)) localStorage.setItem(key, value);
    }, VISITOR);
  };
  const { context, page, pageErrors } = await openMeasuredPage(browser, { prepare });
  try {
    await page.goto(`${siteUrl}/courses/${LARGE_COURSE.slug}/learn`, { timeout: LOAD_TIMEOUT });
    const mark = page.getByRole('button', { name: 'Mark Complete', exact: true });
    await mark.waitFor({ timeout: LOAD_TIMEOUT });
    const sidebarButtons = await page
      .getByRole('navigation', { name: 'Course contents' })
      .getByRole('button')
      .count();
    await settle(1000);

    const marks = [];
    const nexts = [];
    for (let i = 0; i < MARKS; i += 1) {
      const lesson = (await page.locator('article h2').first().textContent())?.trim();
      await page.evaluate(watchNextFrame);
      const { from, to } = await quietClick(page, mark);
      await page.getByRole('button', { name: /^Completed: / }).waitFor();
      const frame = await page.evaluate(() => ({ before: window.__benchBefore, after: window.__benchFrame }));
      marks.push({ lesson, from, to, frame });
      if (i < MARKS - 1) {
        nexts.push(await quietClick(page, page.getByRole('button', { name: /^Next: / })));
        await mark.waitFor();
      }
    }
    const { events, frames } = await readEventTimings(page);
    const clicks = marks.map(({ lesson, from, to, frame }) => {
      const worst = worstEvent(events, CLICK_EVENTS, from, to);
      return {
        lesson,
        maxEventMs: worst.maxMs,
        worst: summarizeEntry(worst.worst),
        events: worst.entries.map(summarizeEntry),
        frames: framesDuring(frames, worst.worst),
        // The sub-lesson's circle in the sidebar was filled in the frame right after the click.
        sidebarInNextFrame: frame.after?.selectedDone === true && frame.before?.selectedDone === false,
        before: frame.before,
        after: frame.after,
      };
    });
    const next = nexts.map(({ from, to }) => worstEvent(events, CLICK_EVENTS, from, to).maxMs);
    const worst = worstOf(clicks);
    const last = clicks.at(-1);
    return {
      maxEventMs: worst?.maxEventMs ?? null,
      worst: worst?.worst ?? null,
      worstFrames: worst?.frames ?? [],
      marks: clicks.length,
      sidebarInNextFrame: clicks.filter((click) => click.sidebarInNextFrame).length,
      sidebarButtons,
      moduleShareAfter: last?.after?.moduleShare ?? null,
      percentageAfter: last?.after?.percentage ?? null,
      nextClickMaxMs: next.every((value) => value === null)
        ? null
        : Math.max(...next.filter((value) => value !== null)),
      clicks,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}
