// The served pages' boot script (shell/prerender.mjs, deferAppScripts): what it requests, and when,
// run in a DOM as the browser runs it.
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { deferAppScripts, SHELL_HEAD_START_MS } from '../../shell/prerender.mjs';

const REMOTE = 'http://remotes.example/company';
const hints = [
  { rel: 'preload', as: 'fetch', href: '/remotes.json' },
  { rel: 'preload', as: 'fetch', href: '/config.json' },
  { rel: 'preload', as: 'fetch', href: `${REMOTE}/mf-manifest.json` },
  { rel: 'modulepreload', href: `${REMOTE}/remoteEntry.js` },
  { rel: 'modulepreload', href: `${REMOTE}/assets/about-page.js` },
  { rel: 'preload', as: 'style', href: `${REMOTE}/assets/about-page.css` },
];

const template = `<!doctype html><html><head><meta charset="utf-8">
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<script type="application/json" id="qe-hints">${JSON.stringify(hints)}</script></head>
<body><div id="root"><main><h1>About</h1></main></div></body></html>`;

let dom;
afterEach(() => dom?.window.close());

/** The page as served, its boot script run; the clock is the test's (`advance`). */
function boot() {
  const timers = [];
  let now = 0;
  dom = new JSDOM(deferAppScripts(template), {
    runScripts: 'dangerously',
    url: 'http://site.example/about',
    beforeParse(window) {
      window.setTimeout = (callback, ms = 0) => timers.push({ at: now + ms, callback });
      // The first frame is painted at once.
      window.requestAnimationFrame = (callback) => callback(0);
    },
  });
  const { document } = dom.window;
  const advance = (ms) => {
    now += ms;
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at))
      if (timer.at <= now) timer.callback();
      else timers.push(timer);
  };
  const requested = () =>
    [...document.head.querySelectorAll('link[rel=preload], link[rel=modulepreload], script[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
  const shellFile = () =>
    [...document.head.querySelectorAll('link[rel=modulepreload]')].find(
      (link) => link.getAttribute('href') === '/assets/index.js',
    );
  return { document, advance, requested, shellFile };
}

describe("the served page's boot script", () => {
  it("requests the shell's files and the site's config after the first paint, the section's files not yet", () => {
    const page = boot();
    expect(page.requested()).toEqual([]);
    page.advance(0);
    expect(page.requested()).toEqual(
      expect.arrayContaining(['/remotes.json', '/config.json', '/assets/vendor.js', '/assets/index.js']),
    );
    expect(page.requested().filter((href) => href.startsWith(REMOTE))).toEqual([]);
  });

  it("requests the section's files once the shell's own file has arrived", () => {
    const page = boot();
    page.advance(0);
    page.shellFile().dispatchEvent(new page.document.defaultView.Event('load'));
    expect(page.requested().filter((href) => href.startsWith(REMOTE))).toEqual(
      hints.filter((hint) => hint.href.startsWith(REMOTE)).map((hint) => hint.href),
    );
  });

  it(`requests them after ${SHELL_HEAD_START_MS} ms at the latest, and once only`, () => {
    const page = boot();
    page.advance(0);
    page.advance(SHELL_HEAD_START_MS - 1);
    expect(page.requested().filter((href) => href.startsWith(REMOTE))).toEqual([]);
    page.advance(1);
    expect(page.requested().filter((href) => href.startsWith(REMOTE))).toHaveLength(4);
    page.shellFile().dispatchEvent(new page.document.defaultView.Event('error'));
    expect(page.requested().filter((href) => href.startsWith(REMOTE))).toHaveLength(4);
  });

  it('keeps the shell entry as the module script that runs the app', () => {
    const page = boot();
    page.advance(0);
    const script = page.document.head.querySelector('script[type=module]');
    expect(script?.getAttribute('src')).toBe('/assets/index.js');
  });
});
