// Counts the React copies a page loads and finds libraries downloaded twice, with Playwright
// driving the system Chromium at a mobile viewport (no throttling: this is about what is loaded,
// not how fast). The page is scrolled to the bottom so lazily loaded widgets are included.
import { createHash } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROME_PATH, MOBILE_VIEWPORT, PLAYWRIGHT_CHROME_ARGS } from './config.mjs';

/**
 * Where React core is *defined*: the CJS build assigns the shared internals to its exports,
 * `exports.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = ReactSharedInternals`,
 * minified to `e.__CLIENT_INTERNALS_…=C`. react-dom and the federation shims only read it
 * (`=n.__CLIENT_INTERNALS_…`, `…:()=>h`, or the name in a string), which does not match.
 */
export const REACT_CORE_DEFINITION =
  /(?:\.|\[\s*["'`])__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE(?:["'`]\s*\])?\s*=(?![=>])/;

/** Identical files smaller than this are per-build glue, reported apart from libraries. */
export const GLUE_MAX_BYTES = 2048;
/** Per-build federation glue of any size: the proxy onto the shell's external federation runtime. */
const GLUE_MARKERS = ['globalThis._FEDERATION_RUNTIME_CORE'];
const isGlue = (body) =>
  Buffer.byteLength(body) < GLUE_MAX_BYTES || GLUE_MARKERS.some((m) => body.includes(m));

/** A string or pattern found only in the code of one package: two files with it = two copies. */
export const PACKAGE_MARKERS = [
  { library: 'react', pattern: REACT_CORE_DEFINITION },
  {
    // react-dom's own exports object (react-dom/client and react-dom/server only read it).
    library: 'react-dom',
    pattern:
      /(?:\.|\[\s*["'`])__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE(?:["'`]\s*\])?\s*=(?![=>])/,
  },
  // The reconciler's container key, only in react-dom/client (the renderer).
  { library: 'react-dom/client', pattern: '__reactContainer$' },
  // An invariant message of react-router's <Router>.
  { library: 'react-router', pattern: 'You cannot render a <Router> inside another <Router>' },
];

/**
 * A fake React DevTools hook: every react-dom renderer that starts registers itself with
 * `inject`, so the number of calls is the number of renderer copies running on the page.
 */
function installFakeDevtoolsHook() {
  let count = 0;
  const injected = [];
  Object.defineProperty(window, '__benchReactRenderers', { value: injected });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      count++;
      this.renderers.set(count, renderer);
      injected.push({
        version: renderer?.version ?? null,
        packageName: renderer?.rendererPackageName ?? null,
        bundleType: renderer?.bundleType ?? null,
      });
      return count;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** Launches the system Chromium for the page inspections (close it with browser.close()). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: PLAYWRIGHT_CHROME_ARGS,
    headless: true,
    // The benchmark's own handler (signals.mjs) closes the browser.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Resolves once no request has been in flight for `idleMs` (or after `timeoutMs`). */
function trackNetwork(page) {
  let inflight = 0;
  let lastChange = Date.now();
  const up = () => {
    inflight++;
    lastChange = Date.now();
  };
  const down = () => {
    inflight = Math.max(0, inflight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async function waitForIdle({ idleMs = 750, timeoutMs = 20_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inflight === 0 && Date.now() - lastChange >= idleMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
}

/** Scrolls to the bottom in small steps (the page may grow as widgets load). */
async function scrollToBottom(page) {
  await page.evaluate(async () => {
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const atBottom = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    for (let step = 0; step < 300; step++) {
      window.scrollBy(0, Math.max(100, Math.floor(window.innerHeight / 3)));
      await sleep(150);
      if (atBottom()) {
        await sleep(600);
        if (atBottom()) break;
      }
    }
  });
}

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

const fileName = (url) => new URL(url).pathname.split('/').pop() || url;

/**
 * Loads `url`, scrolls to the bottom, waits for the network to settle, then counts React copies
 * and duplicate libraries among all JavaScript responses.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function inspectReactCopies(browser, url, { prepare } = {}) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (prepare) {
      const setup = await context.newPage();
      await prepare(setup);
      await setup.close();
    }
    await context.addInitScript(installFakeDevtoolsHook);
    const page = await context.newPage();
    const waitForIdle = trackNetwork(page);
    const pageErrors = [];
    const failedRequests = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('requestfailed', (request) =>
      failedRequests.push(`${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    });

    const bodies = [];
    page.on('response', (response) => {
      if (!isJavaScript(response) || response.status() >= 300) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), body: body.toString('utf8') }),
          (error) => ({ url: response.url(), error: error.message }),
        ),
      );
    });

    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await scrollToBottom(page);
    const settled = await waitForIdle();
    const injected = await page.evaluate(() => window.__benchReactRenderers ?? []);
    const files = await settleBodies(bodies);
    return {
      ...analyzeScripts(files),
      rendererInjections: injected.length,
      renderers: injected,
      networkSettled: settled,
      failedRequests,
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

/** Waits for every response body, including responses that arrive while waiting. */
async function settleBodies(bodies) {
  let seen = -1;
  while (seen !== bodies.length) {
    seen = bodies.length;
    await Promise.all(bodies);
  }
  return Promise.all(bodies);
}

/**
 * Counts React core definitions and finds duplicate libraries in the JavaScript a page loaded.
 * @param {{ url: string, body?: string, error?: string }[]} files
 */
export function analyzeScripts(files) {
  const loaded = [];
  const seenUrls = new Set();
  for (const file of files) {
    if (file.body === undefined || seenUrls.has(file.url)) continue;
    seenUrls.add(file.url);
    loaded.push({ ...file, hash: createHash('sha256').update(file.body).digest('hex') });
  }

  const reactCoreFiles = loaded.filter((f) => REACT_CORE_DEFINITION.test(f.body)).map((f) => f.url);

  const duplicates = [];
  const glue = [];
  const byHash = new Map();
  for (const file of loaded) byHash.set(file.hash, [...(byHash.get(file.hash) ?? []), file]);
  for (const group of byHash.values()) {
    if (group.length < 2) continue;
    // Each build's own tiny bundler/federation glue (rolldown runtime, preload helper, the
    // contract-version constant…) is the same bytes on every origin; it is not a library.
    (isGlue(group[0].body) ? glue : duplicates).push({
      library: fileName(group[0].url),
      reason: 'identical content from different URLs',
      bytes: Buffer.byteLength(group[0].body),
      wastedBytes: Buffer.byteLength(group[0].body) * (group.length - 1),
      files: group.map((f) => f.url),
    });
  }
  for (const marker of PACKAGE_MARKERS) {
    const matches = loaded.filter((f) =>
      typeof marker.pattern === 'string' ? f.body.includes(marker.pattern) : marker.pattern.test(f.body),
    );
    if (matches.length < 2) continue;
    duplicates.push({
      library: marker.library,
      reason: 'package code in more than one file',
      bytes: matches.reduce((sum, f) => sum + Buffer.byteLength(f.body), 0),
      files: matches.map((f) => f.url),
    });
  }

  return {
    reactCoreDefinitions: reactCoreFiles.length,
    reactCoreFiles,
    scriptCount: loaded.length,
    scriptBytesDecoded: loaded.reduce((sum, f) => sum + Buffer.byteLength(f.body), 0),
    unreadBodies: files.filter((f) => f.error).map((f) => ({ url: f.url, error: f.error })),
    duplicates,
    glue,
  };
}
