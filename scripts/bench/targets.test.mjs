import { describe, expect, it } from 'vitest';
import { isIndexable, isSignedInRoute } from './config.mjs';
import { formatResults } from './table.mjs';
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
  requests: 30,
  firstRemoteRenderMs: 900,
  reactCopies: 1,
  duplicates: [],
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
});
