// The interaction benchmark's targets, table and summary figures.
import { formatTable } from '../table.mjs';
import { DURATION_THRESHOLD_MS } from './event-timing.mjs';

export const TARGETS = {
  catalogueBytesPerCourse: 1.5 * 1024,
  typingMs: 200,
  tagSwitchMs: 200,
  markCompleteMs: 50,
};

/** Median (the lower middle for an even count) and worst of per-run figures; null = under 16 ms. */
export function spread(values) {
  const numbers = values.map((value) => value ?? 0).sort((a, b) => a - b);
  if (!numbers.length) return { median: null, worst: null };
  const median = numbers[Math.floor((numbers.length - 1) / 2)];
  const worst = numbers.at(-1);
  // 0 stands for "every event under the API's floor".
  return { median: median || null, worst: worst || null };
}

const ms = (value) => (value === null ? `< ${DURATION_THRESHOLD_MS} ms` : `${value} ms`);
const kb = (bytes) => `${Math.round(bytes)} B`;
const verdict = (median, worst, max) => {
  if ((median ?? 0) > max) return 'FAIL';
  return (worst ?? 0) > max ? 'PASS (worst run over)' : 'PASS';
};

/**
 * The rows: figure, median, worst, target, result.
 * @returns {{ id: string, scenario: string, figure: string, median: unknown, worst: unknown, target: string | null, pass: boolean | null, result: string }[]}
 */
export function evaluate({ bytes, catalogue, hub, learn }) {
  const typing = spread(catalogue.map((run) => run.maxEventMs));
  const tags = spread(hub.map((run) => run.maxEventMs));
  const marks = spread(learn.map((run) => run.maxEventMs));
  const cards = catalogue.map((run) => run.renderedCards);
  // The typical click, next to the worst: the median of every click of every run.
  const typical = (runs) => spread(runs.flatMap((run) => run.clicks.map((click) => click.maxEventMs)));
  const inFrame = learn.reduce((sum, run) => sum + run.sidebarInNextFrame, 0);
  const markCount = learn.reduce((sum, run) => sum + run.marks, 0);
  const row = (id, scenario, figure, values, target, pass, format) => ({
    id,
    scenario,
    figure,
    median: values.median,
    worst: values.worst,
    display: [format(values.median), values.worst === undefined ? '-' : format(values.worst)],
    target,
    pass,
  });
  const rows = [
    row(
      'catalogue-bytes',
      'catalogue',
      `query JSON bytes per course (${bytes.courses} courses, ${bytes.bytes.toLocaleString('en')} B)`,
      { median: bytes.bytesPerCourse, worst: undefined },
      `<= ${TARGETS.catalogueBytesPerCourse} B (1.5 KB)`,
      bytes.bytesPerCourse <= TARGETS.catalogueBytesPerCourse ? 'PASS' : 'FAIL',
      kb,
    ),
    row(
      'catalogue-bytes-gzip',
      'catalogue',
      `  same, gzip (${bytes.gzipBytes.toLocaleString('en')} B)`,
      { median: bytes.gzipBytesPerCourse, worst: undefined },
      null,
      null,
      kb,
    ),
    row(
      'catalogue-typing',
      'catalogue',
      `typing "${catalogue[0]?.searchValue ?? ''}" (1 key / ${catalogue[0]?.typingDelayMs ?? '?'} ms): longest key event`,
      typing,
      `<= ${TARGETS.typingMs} ms`,
      verdict(typing.median, typing.worst, TARGETS.typingMs),
      ms,
    ),
    row(
      'catalogue-cards',
      'catalogue',
      `  course cards rendered (${catalogue[0]?.statusAfter ?? '?'})`,
      { median: Math.min(...cards), worst: Math.max(...cards) },
      null,
      null,
      String,
    ),
    row(
      'hub-tags',
      'knowledge hub',
      `${hub[0]?.clicks.length ?? 0} tag switches: longest click event`,
      tags,
      `<= ${TARGETS.tagSwitchMs} ms`,
      verdict(tags.median, tags.worst, TARGETS.tagSwitchMs),
      ms,
    ),
    row(
      'hub-tags-typical',
      'knowledge hub',
      '  any tag switch (median and worst of all clicks)',
      typical(hub),
      null,
      null,
      ms,
    ),
    row(
      'learn-mark-complete',
      'learning view',
      `${learn[0]?.marks ?? 0} x 'Mark Complete': longest click event`,
      marks,
      `<= ${TARGETS.markCompleteMs} ms (one frame)`,
      verdict(marks.median, marks.worst, TARGETS.markCompleteMs),
      ms,
    ),
    row(
      'learn-mark-complete-typical',
      'learning view',
      "  any 'Mark Complete' (median and worst of all clicks)",
      typical(learn),
      null,
      null,
      ms,
    ),
    row(
      'learn-next-frame',
      'learning view',
      '  sidebar circle filled in the frame after the click',
      { median: `${inFrame}/${markCount}`, worst: undefined },
      null,
      null,
      String,
    ),
  ];
  return rows.map(({ display, ...rest }) => ({
    ...rest,
    result: rest.pass ?? '',
    pass: rest.pass === null ? null : rest.pass.startsWith('PASS'),
    display,
  }));
}

export function formatRows(rows) {
  return formatTable(
    ['scenario', 'figure', 'median', 'worst', 'target', 'result'],
    rows.map((r) => [r.scenario, r.figure, r.display[0], r.display[1], r.target ?? '-', r.result || '-']),
    { alignRight: [2, 3] },
  );
}
