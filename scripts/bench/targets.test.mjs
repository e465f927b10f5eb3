import { describe, expect, it } from 'vitest';
import { spread, summarizeSite } from './compare.mjs';
import { isIndexable, isSignedInRoute, singlePorts } from './config.mjs';
import { formatComparison, formatResults } from './table.mjs';
import { evaluateTargets } from './targets.mjs';

const route = (overrides) => ({
  route: '/',
  perf: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 0,
  cls: 0,
  jsBytes: 100 * 1024,
  scriptingMs: 400,
  requests: 30,
  firstRemoteRenderMs: 900,
  reactCopies: 1,
  duplicates: [],
  baseline: { jsBytes: 100 * 1024, scriptingMs: 380 },
  ...overrides,
});
const byId = (targets) => Object.fromEntries(targets.map((target) => [target.id, target]));

describe('benchmark targets', () => {
  it('pass when every route meets them', () => {
    const targets = byId(evaluateTargets([route(), route({ route: '/courses' })]));
    expect(Object.values(targets).every((target) => target.pass)).toBe(true);
  });

  it('fail on a performance score under 97, a11y or best practices under 100, or a slow LCP on / or /courses', () => {
    const targets = byId(
      evaluateTargets([
        route({ perf: 96 }),
        route({ route: '/courses', lcpMs: 1900 }),
        route({ route: '/about', accessibility: 98, bestPractices: 96, lcpMs: 5000 }),
      ]),
    );
    expect(targets.performance.pass).toBe(false);
    expect(targets.lcp.pass).toBe(false);
    expect(targets.lcp.actual).toContain('/courses: 1900 ms');
    expect(targets.lcp.actual).not.toContain('/about');
    expect(targets.accessibility.pass).toBe(false);
    expect(targets['best-practices'].pass).toBe(false);
  });

  it('asks for SEO 100 on indexable routes only', () => {
    const learn = '/courses/islamic-finance-foundations/learn';
    expect(isSignedInRoute(learn)).toBe(true);
    expect(isIndexable(learn)).toBe(false);
    expect(byId(evaluateTargets([route({ route: learn, seo: 66 })])).seo.pass).toBe(true);
    expect(byId(evaluateTargets([route({ route: '/about', seo: 92 })])).seo.pass).toBe(false);
  });

  it('skips the LCP target when neither route was measured', () => {
    expect(byId(evaluateTargets([route({ route: '/about' })])).lcp.pass).toBeNull();
  });

  it('prints one row per route with the four Lighthouse scores and the first remote render', () => {
    const table = formatResults([route({ route: '/courses', firstRemoteRenderMs: 1234 })]);
    expect(table.split('\n')[0]).toMatch(/route\s+\| perf \| a11y \|\s+BP \| SEO \| LCP ms/);
    expect(table).toContain('1234');
  });

  it('ask for at most 150 KB of JavaScript and 150 ms of TBT on every route, not only on /', () => {
    const targets = byId(
      evaluateTargets([
        route(),
        route({ route: '/about', jsBytes: 151 * 1024 }),
        route({ route: '/consulting', tbtMs: 151 }),
      ]),
    );
    expect(targets.js.pass).toBe(false);
    expect(targets.js.actual).toContain('/about (151.0 KB)');
    expect(targets.tbt.pass).toBe(false);
    expect(targets.tbt.actual).toContain('/consulting (151 ms)');
    expect(byId(evaluateTargets([route({ jsBytes: 150 * 1024, tbtMs: 150 })])).js.pass).toBe(true);
  });

  it('time the first interactive section: 1.8 s on the section pages, 2.2 s on the learning view', () => {
    const learn = '/courses/islamic-finance-foundations/learn';
    const check = (rows) => byId(evaluateTargets(rows))['first-section'];
    expect(check([route({ route: '/courses', firstRemoteRenderMs: 1800 })]).pass).toBe(true);
    expect(check([route({ route: '/knowledge/what-is-murabaha', firstRemoteRenderMs: 1801 })]).pass).toBe(
      false,
    );
    expect(check([route({ route: learn, firstRemoteRenderMs: 2100 })]).pass).toBe(true);
    expect(check([route({ route: learn, firstRemoteRenderMs: 2300 })]).pass).toBe(false);
    // A section that never went live fails; '/' (widgets load on approach) is not a section route.
    expect(check([route({ route: '/about', firstRemoteRenderMs: null })]).pass).toBe(false);
    expect(check([route({ route: '/', firstRemoteRenderMs: null })]).pass).toBeNull();
  });

  it("hold the Arabic edition's routes to the same targets as their English twins (issue 19)", () => {
    const learn = '/ar/courses/islamic-finance-foundations/learn';
    expect(isSignedInRoute(learn)).toBe(true);
    expect(isIndexable(learn)).toBe(false);
    expect(isIndexable('/ar/about')).toBe(true);
    const check = (rows) => byId(evaluateTargets(rows));
    expect(check([route({ route: '/ar/courses', firstRemoteRenderMs: 1900 })])['first-section'].pass).toBe(
      false,
    );
    expect(check([route({ route: learn, firstRemoteRenderMs: 2100 })])['first-section'].pass).toBe(true);
    expect(check([route({ route: '/ar', lcpMs: 1900 })]).lcp.pass).toBe(false);
    expect(check([route({ route: '/ar/courses', lcpMs: 1700 })]).lcp.pass).toBe(true);
  });

  it('ask for federated / single bundle <= 1.15x in JS bytes and in scripting time on every route', () => {
    const targets = byId(
      evaluateTargets([
        route({
          route: '/courses',
          jsBytes: 115,
          scriptingMs: 100,
          baseline: { jsBytes: 100, scriptingMs: 100 },
        }),
        route({
          route: '/about',
          jsBytes: 100,
          scriptingMs: 117,
          baseline: { jsBytes: 100, scriptingMs: 100 },
        }),
      ]),
    );
    expect(targets['baseline-js'].pass).toBe(true);
    expect(targets['baseline-js'].actual).toContain('/courses: 1.15x');
    expect(targets['baseline-scripting'].pass).toBe(false);
    expect(targets['baseline-scripting'].actual).toContain('/about: 1.17x');
  });

  it('skip the ratios when the baseline was not measured (--no-baseline)', () => {
    const targets = byId(evaluateTargets([route({ baseline: null })]));
    expect(targets['baseline-js'].pass).toBeNull();
    expect(targets['baseline-scripting'].actual).toContain('--no-baseline');
  });
});

describe('the comparison with the single-bundle baseline', () => {
  it('takes the median and the range of the runs that gave a value', () => {
    expect(spread([300, 100, 200])).toEqual({ median: 200, min: 100, max: 300, n: 3, missing: 0 });
    expect(spread([100, null, 400, 200, 300])).toMatchObject({ median: 250, min: 100, max: 400, missing: 1 });
    expect(spread([null])).toMatchObject({ median: null, n: 0 });
  });

  it('prints per route each metric for both sites, median (min–max), and federated / single', () => {
    const run = (jsBytes, scriptingMs, tbtMs) => ({ jsBytes, scriptingMs, tbtMs, lcpMs: 1200, perf: 98 });
    const federated = summarizeSite(
      [run(220 * 1024, 900, 120), run(200 * 1024, 800, 100), run(210 * 1024, 1000, 140)],
      [1500, 1400, null],
    );
    const single = summarizeSite(
      [run(200 * 1024, 700, 90), run(200 * 1024, 800, 80), run(200 * 1024, 750, 70)],
      [1300, 1200, 1250],
    );
    const table = formatComparison([{ route: '/courses', runs: 3, federated, single }]);
    const row = (label) => table.split('\n').find((line) => line.includes(label)) ?? '';
    expect(table.split('\n')[0]).toMatch(/route\s+\| metric\s+\|\s+federated median \(min–max\)/);
    expect(row('JS KB')).toMatch(/^\/courses\s+\|/);
    expect(row('JS KB')).toContain('210.0 (200.0–220.0)');
    expect(row('JS KB')).toContain('200.0 (200.0–200.0)');
    expect(row('JS KB')).toMatch(/1\.05x$/);
    expect(row('scripting ms')).toContain('900 (800–1000)');
    expect(row('scripting ms')).toMatch(/1\.20x$/);
    expect(row('first interactive section')).toContain('1450 (1400–1500) [1 missing]');
    expect(row('first interactive section')).toMatch(/1\.16x$/);
    expect(table).toContain('(3 runs per route and site, interleaved)');
  });

  it('says the baseline was not measured rather than printing a ratio', () => {
    const federated = summarizeSite(
      [{ jsBytes: 1024, scriptingMs: 10, tbtMs: 0, lcpMs: 900, perf: 100 }],
      [800],
    );
    const table = formatComparison([{ route: '/', runs: 1, federated, single: null }]);
    const js = table.split('\n').find((line) => line.includes('JS KB')) ?? '';
    expect(js).toContain('1.0');
    expect(js).toContain('not measured');
    expect(js).toMatch(/\| +-$/);
  });

  it("puts the baseline's site on its own ports beside the federated one, on the same backends", () => {
    const ports = {
      shell: 4600,
      courses: 4601,
      knowledge: 4602,
      company: 4603,
      account: 4604,
      content: 4610,
    };
    expect(singlePorts(ports)).toEqual({
      shell: 4660,
      courses: 4661,
      knowledge: 4662,
      company: 4663,
      account: 4664,
      content: 4610,
    });
  });
});
