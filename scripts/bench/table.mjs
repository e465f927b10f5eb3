// Plain-text output: the results table, the target checks and the build times.

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
    r.requests,
    r.firstRemoteRenderMs ?? '-',
    r.reactCopies,
  ]);
  return formatTable(header, rows, { alignRight: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
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
