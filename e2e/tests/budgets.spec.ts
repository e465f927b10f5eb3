import { REACT_CORE_DEFINITION } from '../../scripts/bench/react-copies.mjs';
import { COMPILE_HINT, MIN_HINTED_LENGTH } from '../../shared/build/compile-hints';
import { openPage } from '../support/app';
import { expect, type Page, test } from '../support/test';

/**
 * JavaScript budgets (issue 9): the compressed bytes of every script the first load of a route
 * downloads through nginx (brotli), up to the page's main heading and network idle, without
 * scrolling. The files are precompressed, so the figures are deterministic: a change that adds
 * JavaScript to a first load fails here, and the budget is raised on purpose or the code shrinks.
 * Budgets are today's figures plus about 5 %. Measured 2026-11-25 (issue 17): / 128.1 KB (the home
 * widgets below the fold load as the visitor scrolls to them; the islands and the early-input
 * replay added 1.7 KB to the shell), /courses 171.3 KB, /knowledge/what-is-murabaha 165.3 KB,
 * /about 163.9 KB; of these, React + react-dom are 55 KB. A prerendered page no longer loads the
 * content client (@sanity/client, 30–38 KB) on its first load: it refreshes its content once the
 * page has settled.
 *
 * And issue 19's limit on every English section page: at most 5 KB more than before the Arabic
 * edition. On 2026-11-27 (3c1b394) the article's first load was 5,474 B over its figure from
 * before; the Firebase auth port's code for Firebase itself now loads with the SDK (672 B off every
 * page), and the article is 4,802 B over.
 */
const BUDGETS: readonly Budget[] = [
  {
    path: '/',
    heading: 'Simplified Quantitative Finance and Ethical Modelling',
    kb: 135,
    beforeArabic: 91_947,
  },
  { path: '/courses', heading: 'Courses', kb: 180, beforeArabic: 115_011 },
  { path: '/knowledge', heading: 'Knowledge Hub', beforeArabic: 110_233 },
  { path: '/knowledge/what-is-murabaha', heading: 'What Is Murabaha?', kb: 174, beforeArabic: 117_726 },
  { path: '/about', heading: 'About QuantEthic', kb: 172, beforeArabic: 116_863 },
  { path: '/team/amina-hassan', heading: 'Dr. Amina Hassan', beforeArabic: 110_647 },
  {
    path: '/consulting',
    heading: "Consulting for Shari'ah-compliant and ethical finance",
    beforeArabic: 118_945,
  },
  { path: '/contact', heading: 'Stay Connected', beforeArabic: 101_385 },
];

interface Budget {
  path: string;
  /** The page's main heading, which the first load waits for. */
  heading: string;
  /** The budget, in KB: what was measured when it was set, plus about 5 %. */
  kb?: number;
  /**
   * Issue 19: the Arabic edition adds at most 5 KB to an English page's first load. The bytes this
   * spec measured on the site before it (commit 174b673, the last before the message catalogues),
   * with the analytics sink left out: the sink is loaded once the page has settled, which on a
   * busy machine can fall inside the first load or after it.
   */
  beforeArabic: number;
}

/** The analytics sink: loaded once the page has settled (shell/src/lib/analytics). */
const isSink = (script: Script) => /\/sink-[^/]*\.js$/.test(new URL(script.url).pathname);
const ARABIC_GROWTH_LIMIT = 5 * 1024;

interface Script {
  url: string;
  bytes: number;
  encoding: string | null;
  definesReact: boolean;
  /** Whether the file starts with V8's compile hint (shared/build/compile-hints.ts). */
  hinted: boolean;
  /** Characters of code, uncompressed. */
  length: number;
}

async function firstLoad(page: Page, path: string, heading: string): Promise<Script[]> {
  const scripts: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    // Only the network: not the browser's own pages (e.g. the built-in PDF viewer's scripts).
    if (!type.includes('javascript') || !/^https?:/.test(response.url())) return;
    scripts.push(
      (async () => {
        const [sizes, body] = await Promise.all([
          response.request().sizes(),
          response.text().catch(() => ''),
        ]);
        return {
          url: response.url(),
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? null,
          definesReact: REACT_CORE_DEFINITION.test(body),
          hinted: body.startsWith(COMPILE_HINT),
          length: body.length,
        };
      })().catch(() => null),
    );
  });
  await page.addInitScript(() => {
    // Every react-dom renderer that starts registers with the DevTools hook: count them.
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__renderers', { value: renderers });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).filter((script): script is Script => script !== null);
}

for (const budget of BUDGETS) {
  test(`first load of ${budget.path}: compressed JavaScript within its budget, one React`, async ({
    page,
  }) => {
    const scripts = await firstLoad(page, budget.path, budget.heading);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    test.info().annotations.push({
      type: 'js-bytes',
      description: `${budget.path}: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files (budget ${budget.kb ?? '–'} KB)`,
    });
    const largest = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6)
      .map(
        (script) => `  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(script.url).pathname}`,
      );
    console.log(
      `${budget.path}: ${(total / 1024).toFixed(1)} KB compressed JS in ${scripts.length} files; largest:\n${largest.join('\n')}`,
    );
    // Compression is on: every script worth compressing arrives compressed.
    const uncompressed = scripts.filter((script) => script.bytes > 1024 && !script.encoding);
    expect(uncompressed.map((script) => script.url)).toEqual([]);
    if (budget.kb) expect(total, `compressed JS of ${budget.path}`).toBeLessThanOrEqual(budget.kb * 1024);
    const withoutSink = scripts.filter((script) => !isSink(script)).reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `${budget.path}: ${withoutSink} B without the analytics sink, ${budget.beforeArabic} B before the Arabic edition`,
    );
    expect(
      withoutSink - budget.beforeArabic,
      `growth of ${budget.path}'s first load since the Arabic edition began (bytes)`,
    ).toBeLessThanOrEqual(ARABIC_GROWTH_LIMIT);
    expect(scripts.filter((script) => script.definesReact).map((script) => script.url)).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
    ).toBe(1);
  });
}

/**
 * Issue 17's main-thread work: the scripts a first view runs are compiled as they download, on
 * the thread that streams them (V8's per-file compile hint, docs/decisions/0018-compile-hints.md),
 * not function by function on the main thread as each is first called. Files too small for it to
 * matter (MIN_HINTED_LENGTH) and libraries loaded on demand stay lazy; on these first loads that
 * leaves the image-URL helper two remotes share (8 KB of 420).
 */
for (const { path, heading } of [
  BUDGETS[1] as Budget,
  BUDGETS[3] as Budget,
  BUDGETS[4] as Budget,
  { path: '/ar/about', heading: 'عن QuantEthic', beforeArabic: 0 },
]) {
  test(`first load of ${path}: its scripts are compiled as they stream, the shell's entry first`, async ({
    page,
  }) => {
    const scripts = await firstLoad(page, path, heading);
    const code = scripts.filter((script) => script.length >= MIN_HINTED_LENGTH);
    const total = code.reduce((sum, script) => sum + script.length, 0);
    const lazy = code.filter((script) => !script.hinted);
    const lazyLength = lazy.reduce((sum, script) => sum + script.length, 0);
    console.log(
      `${path}: ${lazyLength} of ${total} characters compiled lazily: ${lazy.map((s) => new URL(s.url).pathname).join(', ')}`,
    );
    expect(lazyLength / total, `share of ${path}'s first-load code compiled lazily`).toBeLessThanOrEqual(
      0.05,
    );
    const entry = scripts.find(
      (script) =>
        new URL(script.url).origin === new URL(page.url()).origin &&
        /\/assets\/index-[^/]+\.js$/.test(script.url),
    );
    expect(entry?.hinted, "the shell's entry").toBe(true);
  });
}
