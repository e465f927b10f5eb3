// Settings shared by the benchmark pieces: ports, routes, browser flags and the targets.
import { editionOf } from '../lib/site.mjs';
import { CHROMIUM_ARGS } from '../lib/system.mjs';

/** Ports for the benchmark, apart from `start` (40xx) and `test` (41xx) so all three can run at once. */
export const BENCH_PORTS = benchPorts(Number(process.env.QE_BENCH_PORT_BASE ?? 4300));

/**
 * The single-bundle baseline's site (scripts/bench/single-site.mjs): its own shell and remote
 * origins (base + 60…64), the same backends as the federated site.
 */
export const SINGLE_BENCH_PORTS = singlePorts(BENCH_PORTS);

export function singlePorts(ports) {
  const base = ports.shell + 60;
  return {
    ...ports,
    shell: base,
    courses: base + 1,
    knowledge: base + 2,
    company: base + 3,
    account: base + 4,
  };
}

function benchPorts(base) {
  return {
    shell: base,
    courses: base + 1,
    knowledge: base + 2,
    company: base + 3,
    account: base + 4,
    content: base + 10,
    forms: base + 20,
    auth: base + 50,
    authHub: base + 51,
    authLogging: base + 52,
  };
}

/**
 * The routes of the production benchmark (issues 9 and 16): every kind of public page, and a
 * learning page (measured signed in).
 */
export const DEFAULT_ROUTES = [
  '/',
  '/courses',
  '/courses/islamic-finance-foundations/learn',
  '/knowledge',
  '/knowledge/what-is-murabaha',
  '/about',
  '/consulting',
  '/contact',
  '/team/amina-hassan',
];

/**
 * A route's page whatever its edition: `/ar/courses` is `/courses` (issue 19: the Arabic edition's
 * pages meet the same targets as the English ones, and `--routes /ar,/ar/courses…` measures them).
 */
export const pageOf = (route) => editionOf(route).path;

/** Routes that need a signed-in visitor (the Auth emulator's demo account). */
export const isSignedInRoute = (route) =>
  /^\/courses\/[^/]+\/(learn|certificate)$/.test(pageOf(route)) || pageOf(route) === '/dashboard';

/** Routes that are not meant for search engines (noindex), so SEO is not a target there. */
export const isIndexable = (route) => !isSignedInRoute(route);

/** The system Chromium; nothing in the benchmark ever downloads a browser. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for the Chrome that Lighthouse drives (through chrome-launcher). */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
];

/** Flags for the Chromium that Playwright drives (React copies and duplicate libraries). */
export const PLAYWRIGHT_CHROME_ARGS = CHROMIUM_ARGS;

/** The mobile viewport used for the React-copies check (Lighthouse's Moto G Power size). */
export const MOBILE_VIEWPORT = { width: 412, height: 823 };

export const TARGETS = {
  minPerformance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxLcpMs: 1800,
  lcpRoutes: ['/', '/courses'],
  maxCls: 0.02,
  reactCopies: 1,
  // Issue 17: on every route, TBT and the compressed JavaScript loaded at first load.
  maxTbtMs: 150,
  maxJsBytes: 150 * 1024,
  // Time to the first interactive (live) section: the learning view (signed in) has its own limit.
  maxFirstSectionMs: 1800,
  maxFirstSectionSignedInMs: 2200,
  firstSectionRoutes: (route) =>
    pageOf(route) === '/courses' ||
    /^\/knowledge\/[^/]+$/.test(pageOf(route)) ||
    pageOf(route) === '/about' ||
    pageOf(route) === '/consulting' ||
    /^\/courses\/[^/]+\/learn$/.test(pageOf(route)),
  // Federated / single bundle (the baseline), per route.
  maxBaselineRatio: 1.15,
};

/** Lighthouse's mobile throttling (slow 4G, 4× CPU), applied for real to time the first remote render. */
export const MOBILE_NETWORK = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const MOBILE_CPU_SLOWDOWN = 4;
