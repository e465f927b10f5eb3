// The federated site beside the single-bundle baseline: per route and site, the median and
// spread (min–max) of each metric over the runs, and the ratio federated / single bundle.

/** The metrics compared, in the order printed (scale and digits: how a value is printed). */
export const COMPARED_METRICS = [
  { key: 'jsBytes', label: 'JS KB at first load (compressed)', scale: 1 / 1024, digits: 1 },
  { key: 'scriptingMs', label: 'scripting ms (4x CPU)', scale: 1, digits: 0 },
  { key: 'tbtMs', label: 'TBT ms', scale: 1, digits: 0 },
  { key: 'lcpMs', label: 'LCP ms', scale: 1, digits: 0 },
  { key: 'perf', label: 'performance', scale: 1, digits: 0 },
  { key: 'firstRemoteRenderMs', label: 'first interactive section ms', scale: 1, digits: 0 },
];

/**
 * Median and spread of the values that are numbers (a run that gave none, e.g. no section
 * rendered within the time limit, is left out; `missing` counts them). The median of an even
 * count is the mean of the two middle values.
 * @param {(number | null | undefined)[]} values
 * @returns {{ median: number | null, min: number | null, max: number | null, n: number, missing: number }}
 */
export function spread(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  const n = numbers.length;
  const missing = values.length - n;
  if (n === 0) return { median: null, min: null, max: null, n, missing };
  const middle = Math.floor(n / 2);
  const median = n % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  return { median, min: numbers[0], max: numbers[n - 1], n, missing };
}

/** federated / single, or null when either is missing or the single bundle's is 0. */
export function ratio(federated, single) {
  if (typeof federated !== 'number' || typeof single !== 'number' || single === 0) return null;
  return federated / single;
}

/**
 * One site's figures for a route: each compared metric's spread over the runs.
 * @param {Array<Record<string, number>>} lighthouseRuns
 * @param {(number | null)[]} remoteRenders
 */
export function summarizeSite(lighthouseRuns, remoteRenders) {
  const summary = {};
  for (const { key } of COMPARED_METRICS)
    summary[key] =
      key === 'firstRemoteRenderMs' ? spread(remoteRenders) : spread(lighthouseRuns.map((run) => run[key]));
  return summary;
}

/** Ratios federated / single bundle of each metric's median (null without a baseline). */
export function ratios(federated, single) {
  if (!single) return null;
  return Object.fromEntries(
    COMPARED_METRICS.map(({ key }) => [key, ratio(federated[key]?.median, single[key]?.median)]),
  );
}
