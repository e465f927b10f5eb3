// Plain-text output: the results table, the comparison with the single-bundle baseline, the
// target checks and the build times.
import { COMPARED_METRICS, ratio } from './compare.mjs';

/** Formats rows (arrays of strings) as an aligned table with a header rule. */
export function formatTable(header, rows, { alignRight = [] } = {}) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) =>
        alignRight.includes(i) ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]),
      )
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}

/** The per-route results table (median run per route). */
export function formatResults(routes) {
  const header = [
    'route',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'script ms',
    'requests',
    'first remote ms',
    'React copies',
  ];
  const rows = routes.map((r) => [
    r.route,
    r.perf,
    r.accessibility ?? '-',
    r.bestPractices ?? '-',
    r.seo ?? '-',
    r.lcpMs,
    r.tbtMs,
    r.cls.toFixed(3),
    (r.jsBytes / 1024).toFixed(1),
    r.scriptingMs ?? '-',
    r.requests,
    r.firstRemoteRenderMs ?? '-',
    r.reactCopies,
  ]);
  return formatTable(header, rows, { alignRight: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
}

/** '201.3 (198.0–204.1)': a spread's median and range, or '-' when no run gave a value. */
export function formatSpread(stats, { scale = 1, digits = 0 } = {}) {
  if (!stats || stats.median === null) return '-';
  const number = (value) => (value * scale).toFixed(digits);
  const range = stats.n > 1 ? ` (${number(stats.min)}–${number(stats.max)})` : '';
  const missing = stats.missing ? ` [${stats.missing} missing]` : '';
  return `${number(stats.median)}${range}${missing}`;
}

/** '1.08x', or '-' when it cannot be computed. */
export const formatRatio = (value) => (value === null || value === undefined ? '-' : `${value.toFixed(2)}x`);

/**
 * The federated site beside the single-bundle baseline: per route, one row per metric with each
 * site's median and spread over the runs and the ratio federated / single of the medians.
 * @param {Array<{ route: string, runs: number, federated: object, single: object | null }>} rows
 *   `federated` and `single`: summarizeSite() of each (single null when not measured)
 */
export function formatComparison(rows) {
  const runs = Math.max(0, ...rows.map((r) => r.runs ?? 0));
  const header = [
    'route',
    'metric',
    `federated median (min–max)`,
    'single bundle median (min–max)',
    'fed/single',
  ];
  const lines = rows.flatMap((row) =>
    COMPARED_METRICS.map((metric, index) => {
      const federated = row.federated?.[metric.key];
      const single = row.single?.[metric.key];
      return [
        index === 0 ? row.route : '',
        metric.label,
        formatSpread(federated, metric),
        row.single ? formatSpread(single, metric) : 'not measured',
        formatRatio(ratio(federated?.median ?? null, single?.median ?? null)),
      ];
    }),
  );
  return `${formatTable(header, lines, { alignRight: [2, 3, 4] })}\n(${runs} run${runs === 1 ? '' : 's'} per route and site, interleaved)`;
}

/** One line per target: PASS / FAIL (or SKIP when it could not be checked). */
export function formatTargets(targets) {
  const mark = (pass) => (pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL');
  return targets.map((t) => `${mark(t.pass)}  ${t.target} — ${t.actual}`).join('\n');
}

/** One row per duplicate library per route, with the origins (ports) it came from. */
export function formatDuplicates(routes) {
  const rows = routes.flatMap((r) =>
    r.duplicates.map((d) => [
      r.route,
      d.library,
      d.files.length,
      d.wastedBytes === undefined
        ? `${(d.bytes / 1024).toFixed(1)} KB total`
        : `${(d.bytes / 1024).toFixed(1)} KB each`,
      d.reason,
      d.files
        .map((file) => `:${new URL(file).port}`)
        .sort()
        .join(' '),
    ]),
  );
  if (!rows.length) return '';
  return formatTable(['route', 'library', 'files', 'size (decoded)', 'found by', 'from ports'], rows, {
    alignRight: [2, 3],
  });
}

export function formatBuildTimes(builds) {
  if (!builds.length) return 'build skipped (--no-build)';
  const total = builds.reduce((sum, b) => sum + b.seconds, 0);
  return formatTable(
    ['app', 'build s'],
    [...builds.map((b) => [b.app, b.seconds.toFixed(1)]), ['(sum)', total.toFixed(1)]],
    { alignRight: [1] },
  );
}
