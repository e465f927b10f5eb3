// One Lighthouse performance run against one URL, in a fresh Chrome (cold cache, no state
// shared between runs). Uses Lighthouse's default config: mobile emulation + simulated throttling.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, LIGHTHOUSE_CHROME_FLAGS } from './config.mjs';

/**
 * Runs Lighthouse once and returns the numbers the benchmark reports.
 * Chrome is always killed, even when Lighthouse throws.
 * @param {string} url
 * @returns {Promise<{
 *   perf: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number, speedIndexMs: number,
 *   jsBytes: number, scriptingMs: number, bootupMs: number, requests: number, failedRequests: number,
 *   scripts: { url: string, transferSize: number }[],
 *   lcp: { element: string | null, text: string | null, breakdownMs: Record<string, number> },
 *   layoutShifts: { element: string | null, score: number }[], warnings: string[]
 * }>}
 */
export async function runLighthouse(url, { prepare } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false, // the benchmark's own handler (signals.mjs) calls killAllChrome()
  });
  try {
    // e.g. sign in: storage is then kept for the run (the HTTP cache is cleared by `prepare`).
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(prepare),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return summarize(result.lhr, url);
  } finally {
    await chrome.kill();
  }
}

/** Kills every Chrome started by runLighthouse that is still running (for signal handlers). */
export function killAllChrome() {
  return chromeLauncher.killAll();
}

/** Extracts the metrics from a Lighthouse result (LHR). */
export function summarize(lhr, url = lhr.finalDisplayedUrl) {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const audit = (id) => {
    const value = lhr.audits[id];
    if (!value || value.numericValue === undefined) {
      throw new Error(
        `Lighthouse audit '${id}' has no value for ${url}: ${value?.errorMessage ?? 'missing'}`,
      );
    }
    return value.numericValue;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    throw new Error(`Lighthouse gave no performance score for ${url}`);
  }
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }))
    .sort((a, b) => b.transferSize - a.transferSize);
  const category = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    perf: Math.round(score * 100),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    failingAudits: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    speedIndexMs: Math.round(audit('speed-index')),
    jsBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    scriptingMs: scriptingMs(lhr),
    bootupMs: Math.round(lhr.audits['bootup-time']?.numericValue ?? 0),
    requests: items.length,
    failedRequests: items.filter((item) => !(item.statusCode >= 200 && item.statusCode < 400)).length,
    scripts,
    lcp: lcpDetails(lhr),
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      element: item.node?.selector ?? item.node?.snippet ?? null,
      score: item.score,
    })),
    warnings: lhr.runWarnings ?? [],
  };
}

/** Main-thread groups that are script work (mainthread-work-breakdown). */
export const SCRIPTING_GROUPS = ['scriptEvaluation', 'scriptParseCompile'];

/**
 * Main-thread scripting time: Lighthouse's main-thread work breakdown, script evaluation plus
 * script parsing and compilation, in ms at its 4× CPU slowdown (simulated throttling scales the
 * observed task times by the slowdown).
 */
export function scriptingMs(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Math.round(
    items
      .filter((item) => SCRIPTING_GROUPS.includes(item.group))
      .reduce((sum, item) => sum + item.duration, 0),
  );
}

/** The LCP element and its breakdown (time to first byte, render delay, …) from the LCP insight. */
function lcpDetails(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const table = parts.find((part) => part.type === 'table');
  return {
    element: node?.selector ?? null,
    text: node?.nodeLabel ?? null,
    breakdownMs: Object.fromEntries(
      (table?.items ?? []).map((row) => [row.subpart, Math.round(row.duration)]),
    ),
  };
}

/**
 * The median run: runs ordered best to worst by performance score, then by LCP, and the middle
 * one taken (for an even count, the worse of the two middle runs).
 */
export function medianRun(runs) {
  const ordered = [...runs].sort((a, b) => b.perf - a.perf || a.lcpMs - b.lcpMs);
  return ordered[Math.floor(ordered.length / 2)];
}
