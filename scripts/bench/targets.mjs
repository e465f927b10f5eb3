// The performance targets, checked against the per-route results.
import { ratio as ratioOf } from './compare.mjs';
import { isIndexable, isSignedInRoute, pageOf, TARGETS } from './config.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {{ route: string, perf: number, tbtMs: number, cls: number, jsBytes: number,
 *   scriptingMs?: number, firstRemoteRenderMs?: number | null, reactCopies: number,
 *   duplicates: { library: string, files: string[] }[],
 *   baseline?: { jsBytes: number | null, scriptingMs: number | null } | null }[]} routes
 *   the federated site's figures per route (medians over the runs); `baseline`: the single
 *   bundle's medians on the same route (null or absent when it was not measured)
 * @returns {{ id: string, target: string, actual: string, pass: boolean | null }[]}
 *   pass is null when the target could not be checked (e.g. '/' was not benchmarked).
 */
export function evaluateTargets(routes, targets = TARGETS) {
  const list = (items) => items.join(', ') || 'none';

  const slow = routes.filter((r) => r.perf < targets.minPerformance);
  const shifting = routes.filter((r) => r.cls > targets.maxCls);
  const wrongReact = routes.filter((r) => r.reactCopies !== targets.reactCopies);
  const heavy = routes.filter((r) => r.jsBytes > targets.maxJsBytes);
  const blocking = routes.filter((r) => r.tbtMs > targets.maxTbtMs);
  const sectionLimit = (route) =>
    isSignedInRoute(route) ? targets.maxFirstSectionSignedInMs : targets.maxFirstSectionMs;
  const sectionRoutes = routes.filter((r) => targets.firstSectionRoutes(r.route));
  const lateSections = sectionRoutes.filter(
    (r) => typeof r.firstRemoteRenderMs !== 'number' || r.firstRemoteRenderMs > sectionLimit(r.route),
  );
  const compared = routes.filter((r) => r.baseline);
  const baselineRatio = (key) => {
    const rows = compared.map((r) => ({ route: r.route, value: ratioOf(r[key], r.baseline[key]) }));
    const over = rows.filter((row) => row.value === null || row.value > targets.maxBaselineRatio);
    return {
      actual: compared.length
        ? `${list(rows.map((row) => `${row.route}: ${row.value === null ? '-' : `${row.value.toFixed(2)}x`}`))}`
        : 'baseline not measured (--no-baseline)',
      pass: compared.length ? over.length === 0 : null,
    };
  };
  const jsRatio = baselineRatio('jsBytes');
  const scriptingRatio = baselineRatio('scriptingMs');
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
  const lcpRoutes = routes.filter((r) => targets.lcpRoutes.includes(pageOf(r.route)));
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
      id: 'tbt',
      target: `TBT <= ${targets.maxTbtMs} ms on every route`,
      actual: `max ${Math.max(...routes.map((r) => r.tbtMs))} ms; above: ${list(blocking.map((r) => `${r.route} (${r.tbtMs} ms)`))}`,
      pass: blocking.length === 0,
    },
    {
      id: 'js',
      target: `JS transferred on first load <= ${kb(targets.maxJsBytes)} on every route`,
      actual: `max ${kb(Math.max(...routes.map((r) => r.jsBytes)))}; above: ${list(heavy.map((r) => `${r.route} (${kb(r.jsBytes)})`))}`,
      pass: heavy.length === 0,
    },
    {
      id: 'first-section',
      target: `first interactive section <= ${targets.maxFirstSectionMs} ms (learning view ${targets.maxFirstSectionSignedInMs} ms) on the section routes`,
      actual: sectionRoutes.length
        ? `${list(sectionRoutes.map((r) => `${r.route}: ${r.firstRemoteRenderMs ?? 'none'}${typeof r.firstRemoteRenderMs === 'number' ? ' ms' : ''}`))}`
        : 'no section route benchmarked',
      pass: sectionRoutes.length ? lateSections.length === 0 : null,
    },
    {
      id: 'baseline-js',
      target: `JS bytes federated / single bundle <= ${targets.maxBaselineRatio}x on every route`,
      ...jsRatio,
    },
    {
      id: 'baseline-scripting',
      target: `main-thread scripting federated / single bundle <= ${targets.maxBaselineRatio}x on every route`,
      ...scriptingRatio,
    },
    {
      id: 'no-duplicate-libraries',
      target: 'no library downloaded twice',
      actual: duplicated.length ? `${duplicated.length}: ${list(duplicated)}` : 'none',
      pass: duplicated.length === 0,
    },
  ];
}
