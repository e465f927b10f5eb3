// The performance targets, checked against the per-route results.
import { isIndexable, TARGETS } from './config.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {{ route: string, perf: number, cls: number, jsBytes: number, reactCopies: number,
 *   duplicates: { library: string, files: string[] }[] }[]} routes
 * @returns {{ id: string, target: string, actual: string, pass: boolean | null }[]}
 *   pass is null when the target could not be checked (e.g. '/' was not benchmarked).
 */
export function evaluateTargets(routes, targets = TARGETS) {
  const list = (items) => items.join(', ') || 'none';

  const slow = routes.filter((r) => r.perf < targets.minPerformance);
  const shifting = routes.filter((r) => r.cls > targets.maxCls);
  const wrongReact = routes.filter((r) => r.reactCopies !== targets.reactCopies);
  const home = routes.find((r) => r.route === targets.homeRoute);
  const duplicatedOn = new Map();
  for (const r of routes) {
    for (const d of r.duplicates)
      duplicatedOn.set(d.library, [...(duplicatedOn.get(d.library) ?? []), r.route]);
  }
  const duplicated = [...duplicatedOn].map(([library, on]) => `${library} (${[...new Set(on)].join(' ')})`);

  const below = (key, min, only = () => true) =>
    routes.filter((r) => only(r.route) && (r[key] === null || r[key] === undefined || r[key] < min));
  const lowA11y = below('accessibility', targets.accessibility);
  const lowBp = below('bestPractices', targets.bestPractices);
  const lowSeo = below('seo', targets.seo, isIndexable);
  const lcpRoutes = routes.filter((r) => targets.lcpRoutes.includes(r.route));
  const slowLcp = lcpRoutes.filter((r) => r.lcpMs > targets.maxLcpMs);

  return [
    {
      id: 'accessibility',
      target: `Lighthouse accessibility ${targets.accessibility} on every route`,
      actual: `below: ${list(lowA11y.map((r) => `${r.route} (${r.accessibility})`))}`,
      pass: lowA11y.length === 0,
    },
    {
      id: 'best-practices',
      target: `Lighthouse best practices ${targets.bestPractices} on every route`,
      actual: `below: ${list(lowBp.map((r) => `${r.route} (${r.bestPractices})`))}`,
      pass: lowBp.length === 0,
    },
    {
      id: 'seo',
      target: `Lighthouse SEO ${targets.seo} on every public, indexable route`,
      actual: `below: ${list(lowSeo.map((r) => `${r.route} (${r.seo})`))}`,
      pass: lowSeo.length === 0,
    },
    {
      id: 'lcp',
      target: `LCP <= ${targets.maxLcpMs} ms on ${targets.lcpRoutes.join(' and ')}`,
      actual: lcpRoutes.length ? list(lcpRoutes.map((r) => `${r.route}: ${r.lcpMs} ms`)) : 'not benchmarked',
      pass: lcpRoutes.length ? slowLcp.length === 0 : null,
    },
    {
      id: 'performance',
      target: `performance >= ${targets.minPerformance} on every route`,
      actual: `min ${Math.min(...routes.map((r) => r.perf))}; below: ${list(slow.map((r) => `${r.route} (${r.perf})`))}`,
      pass: slow.length === 0,
    },
    {
      id: 'cls',
      target: `CLS <= ${targets.maxCls} on every route`,
      actual: `max ${Math.max(...routes.map((r) => r.cls)).toFixed(3)}; above: ${list(shifting.map((r) => `${r.route} (${r.cls.toFixed(3)})`))}`,
      pass: shifting.length === 0,
    },
    {
      id: 'react-copies',
      target: `exactly ${targets.reactCopies} React copy on every route`,
      actual: list(routes.map((r) => `${r.route}: ${r.reactCopies}`)),
      pass: wrongReact.length === 0,
    },
    {
      id: 'home-js',
      target: `JS transferred on first load of '${targets.homeRoute}' <= ${kb(targets.maxHomeJsBytes)}`,
      actual: home ? kb(home.jsBytes) : `'${targets.homeRoute}' not benchmarked`,
      pass: home ? home.jsBytes <= targets.maxHomeJsBytes : null,
    },
    {
      id: 'no-duplicate-libraries',
      target: 'no library downloaded twice',
      actual: duplicated.length ? `${duplicated.length}: ${list(duplicated)}` : 'none',
      pass: duplicated.length === 0,
    },
  ];
}
