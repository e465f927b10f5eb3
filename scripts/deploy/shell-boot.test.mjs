// The served pages' boot script (shell/prerender.mjs, deferAppScripts): what it requests, and when,
// run in a DOM as the browser runs it.
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_PRELOAD_ATTRIBUTE as PLUGIN_LOCALE_ATTRIBUTE } from '../../shared/src/i18n/locale.ts';
import {
  deferAppScripts,
  LOCALE_PRELOAD_ATTRIBUTE,
  SHELL_HEAD_START_MS,
  SLOW_PAGE_MS,
} from '../../shell/prerender.mjs';

const REMOTE = 'http://remotes.example/company';
const hints = [
  { rel: 'preload', as: 'fetch', href: '/remotes.json' },
  { rel: 'preload', as: 'fetch', href: '/config.json' },
  { rel: 'preload', as: 'fetch', href: `${REMOTE}/mf-manifest.json` },
  { rel: 'modulepreload', href: `${REMOTE}/remoteEntry.js` },
  { rel: 'modulepreload', href: `${REMOTE}/assets/about-page.js` },
  { rel: 'preload', as: 'style', href: `${REMOTE}/assets/about-page.css` },
];

// The deploy adds the hints at the end of the head, after the shell's build (scripts/deploy/pages.mjs).
const template = `<!doctype html><html><head><meta charset="utf-8">
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<link rel="modulepreload" crossorigin href="/assets/ar-texts.js" ${LOCALE_PRELOAD_ATTRIBUTE}="ar">
</head>
<body><div id="root"><main><h1>About</h1></main></div></body></html>`;
const served = (html) =>
  html.replace(
    '</head>',
    `<script type="application/json" id="qe-hints">${JSON.stringify(hints)}</script></head>`,
  );

let dom;
afterEach(() => dom?.window.close());

/**
 * The page as served, its boot script run while it is still being parsed (JSDOM reports the
 * document parsed a moment later), `at` ms after the navigation began. The clock is the test's
 * (`advance`); the browser reports the first contentful paint when the test says so (`paint`).
 */
function boot({ paintTiming = true, at = 0, lang = 'en' } = {}) {
  const timers = [];
  let now = at;
  const observers = [];
  const frames = [];
  // The served page is in its edition's language (the deploy renders each edition's pages).
  dom = new JSDOM(served(deferAppScripts(template)).replace('<html>', `<html lang="${lang}">`), {
    runScripts: 'dangerously',
    url: 'http://site.example/about',
    beforeParse(window) {
      window.setTimeout = (callback, ms = 0) => timers.push({ at: now + ms, callback });
      window.performance.now = () => now;
      window.requestAnimationFrame = (callback) => frames.push(callback);
      if (paintTiming)
        window.PerformanceObserver = class {
          static supportedEntryTypes = ['paint', 'resource'];
          constructor(callback) {
            this.callback = callback;
          }
          observe(options) {
            if (options.type === 'paint') observers.push(this);
          }
          disconnect() {}
        };
    },
  });
  const { document } = dom.window;
  const advance = (ms) => {
    now += ms;
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at))
      if (timer.at <= now) timer.callback();
      else timers.push(timer);
  };
  const paint = () => {
    const entries = [
      { name: 'first-paint', entryType: 'paint', startTime: now },
      { name: 'first-contentful-paint', entryType: 'paint', startTime: now },
    ];
    const list = {
      getEntries: () => entries,
      getEntriesByName: (name) => entries.filter((e) => e.name === name),
    };
    for (const observer of observers) observer.callback(list, observer);
  };
  /** The next animation frame: its callbacks run before the browser paints it. */
  const frame = () => {
    for (const callback of frames.splice(0)) callback(now);
  };
  const parsed = () => new Promise((resolve) => dom.window.addEventListener('load', resolve));
  const requested = () =>
    [...document.head.querySelectorAll('link[rel=preload], link[rel=modulepreload], script[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
  const shellFile = () =>
    [...document.head.querySelectorAll('link[rel=modulepreload]')].find(
      (link) => link.getAttribute('href') === '/assets/index.js',
    );
  const appRuns = () => document.head.querySelector('script[type=module]')?.getAttribute('src') ?? null;
  return { document, advance, paint, frame, parsed, requested, shellFile, appRuns };
}

const sectionFiles = (page) => page.requested().filter((href) => href.startsWith(REMOTE));

describe("the served page's boot script", () => {
  it('requests nothing before the browser reports the first contentful paint, not even at the next frame', async () => {
    const page = boot();
    await page.parsed();
    page.frame();
    page.advance(SLOW_PAGE_MS - 1);
    expect(page.requested()).toEqual([]);
  });

  it("requests the shell's files and the site's config once painted, and runs the app; the section's files not yet", async () => {
    const page = boot();
    await page.parsed();
    page.advance(200);
    page.paint();
    expect(page.requested()).toEqual(
      expect.arrayContaining(['/remotes.json', '/config.json', '/assets/vendor.js', '/assets/index.js']),
    );
    expect(sectionFiles(page)).toEqual([]);
    expect(page.appRuns()).toBe('/assets/index.js');
  });

  it(`on a page not painted ${SLOW_PAGE_MS} ms after its navigation began, fetches the files while the page is parsed, and runs the app only once it is parsed and painted`, async () => {
    const page = boot();
    page.advance(SLOW_PAGE_MS - 1);
    expect(page.requested()).toEqual([]);
    page.advance(1);
    expect(page.requested()).toEqual(expect.arrayContaining(['/config.json', '/assets/index.js']));
    // A module script runs as soon as it has arrived: never before the page is complete.
    page.paint();
    expect(page.appRuns()).toBeNull();
    await page.parsed();
    expect(page.appRuns()).toBe('/assets/index.js');
    expect(page.requested().filter((href) => href === '/assets/index.js')).toHaveLength(2);
  });

  it(`on a page whose body starts later than ${SLOW_PAGE_MS} ms, fetches the files at once, before the rest is parsed`, () => {
    const page = boot({ at: SLOW_PAGE_MS + 50 });
    expect(page.requested()).toEqual(expect.arrayContaining(['/config.json', '/assets/index.js']));
    expect(page.appRuns()).toBeNull();
  });

  it("requests the section's files once the shell's own file has arrived", async () => {
    const page = boot();
    await page.parsed();
    page.paint();
    page.shellFile().dispatchEvent(new page.document.defaultView.Event('load'));
    expect(sectionFiles(page)).toEqual(
      hints.filter((hint) => hint.href.startsWith(REMOTE)).map((hint) => hint.href),
    );
  });

  it(`requests them ${SHELL_HEAD_START_MS} ms after the shell's file at the latest, and once only`, async () => {
    const page = boot();
    await page.parsed();
    page.paint();
    page.advance(SHELL_HEAD_START_MS - 1);
    expect(sectionFiles(page)).toEqual([]);
    page.advance(1);
    expect(sectionFiles(page)).toHaveLength(4);
    page.shellFile().dispatchEvent(new page.document.defaultView.Event('error'));
    expect(sectionFiles(page)).toHaveLength(4);
  });

  it('runs the app without a paint being reported (a background tab), a second after the page is parsed', async () => {
    const page = boot();
    await page.parsed();
    page.advance(999);
    expect(page.appRuns()).toBeNull();
    page.advance(1);
    expect(page.appRuns()).toBe('/assets/index.js');
    expect(page.requested()).toEqual(expect.arrayContaining(['/config.json', '/assets/index.js']));
  });

  it("on an Arabic page, requests the shell's Arabic texts with the shell's file (the app waits for them before its first render)", async () => {
    const page = boot({ lang: 'ar' });
    await page.parsed();
    page.paint();
    expect(page.requested()).toEqual(expect.arrayContaining(['/assets/index.js', '/assets/ar-texts.js']));
    expect(sectionFiles(page)).toEqual([]);
  });

  it('on an English page, never requests the texts of another edition', async () => {
    const page = boot();
    await page.parsed();
    page.paint();
    page.advance(SHELL_HEAD_START_MS);
    expect(page.requested()).toContain('/assets/index.js');
    expect(page.requested()).not.toContain('/assets/ar-texts.js');
    expect(page.document.head.innerHTML).not.toContain('ar-texts');
  });

  it("marks an edition's texts as the shell's build does (shared/src/i18n/locale.ts, which shared/build/page-plugins.ts uses)", () => {
    expect(LOCALE_PRELOAD_ATTRIBUTE).toBe(PLUGIN_LOCALE_ATTRIBUTE);
  });

  it('in a browser without paint timing, starts after the first frame', async () => {
    const page = boot({ paintTiming: false });
    await page.parsed();
    page.frame();
    page.advance(0);
    expect(page.appRuns()).toBe('/assets/index.js');
  });
});
