// INP-style interaction latency from the browser's own Event Timing API: every
// PerformanceEventTiming entry of 16 ms or more (the API's floor) is kept in the page, and an
// interaction's latency is the largest `duration` among its events — from the input's timestamp
// to the next paint after its handlers ran (Chromium rounds durations to 8 ms).

export const KEY_EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input'];
export const CLICK_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'];
/** The API does not report events shorter than this. */
export const DURATION_THRESHOLD_MS = 16;

/** Runs in the page before any of its scripts (context.addInitScript). */
export function installEventTimingObserver(threshold) {
  const entries = [];
  Object.defineProperty(window, '__benchEventTimings', { value: entries });
  const describe = (node) => {
    if (!node || typeof node.tagName !== 'string') return null;
    const name = (node.getAttribute('aria-label') || node.textContent || '').trim().replace(/\s+/g, ' ');
    return `${node.tagName.toLowerCase()}${name ? ` "${name.slice(0, 48)}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      entries.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentationDelay: entry.startTime + entry.duration - entry.processingEnd,
        interactionId: entry.interactionId ?? 0,
        target: describe(entry.target),
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: threshold });
  // Long animation frames (over 50 ms) say where a slow interaction's frame went: scripts
  // (with their source), style and layout, rendering.
  const frames = [];
  Object.defineProperty(window, '__benchLongFrames', { value: frames });
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        frames.push({
          startTime: frame.startTime,
          duration: frame.duration,
          renderStart: frame.renderStart,
          styleAndLayoutStart: frame.styleAndLayoutStart,
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceURL.split('/').pop()}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''}`,
            duration: script.duration,
            forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No Long Animation Frames API: the report goes without the breakdown.
  }
}

/** The page's clock (performance.now()), to bracket an interaction. */
export const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * Event Timing entries are delivered after the frame that follows the event: wait two frames and
 * a little more, then read every entry recorded so far.
 */
export async function readEventTimings(page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { events: window.__benchEventTimings ?? [], frames: window.__benchLongFrames ?? [] };
  });
}

/**
 * The entries of the given event types that started in [from, to), and the worst one.
 * @returns {{ maxMs: number | null, worst: object | null, entries: object[] }} maxMs is null when
 *   every event took less than the API's 16 ms floor.
 */
export function worstEvent(entries, types, from, to = Number.POSITIVE_INFINITY) {
  const picked = entries.filter((e) => types.includes(e.name) && e.startTime >= from && e.startTime < to);
  const worst = picked.reduce((max, e) => (max === null || e.duration > max.duration ? e : max), null);
  return { maxMs: worst ? worst.duration : null, worst, entries: picked };
}

const round = (value) => Math.round(value * 10) / 10;

/**
 * The long animation frames that overlap an event (from its input to its paint), summarised:
 * where the time went (scripts, style and layout, rendering) and the longest scripts.
 */
export function framesDuring(frames, entry) {
  if (!entry) return [];
  const end = entry.startTime + entry.duration;
  return frames
    .filter((frame) => frame.startTime < end && frame.startTime + frame.duration > entry.startTime)
    .map((frame) => {
      const frameEnd = frame.startTime + frame.duration;
      const renderStart = frame.renderStart || frameEnd;
      const styleAndLayoutStart = frame.styleAndLayoutStart || frameEnd;
      return {
        durationMs: round(frame.duration),
        scriptsMs: round(frame.scripts.reduce((sum, script) => sum + script.duration, 0)),
        renderMs: round(styleAndLayoutStart - renderStart),
        styleAndLayoutMs: round(frameEnd - styleAndLayoutStart),
        scripts: [...frame.scripts]
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 3)
          .map((script) => ({
            invoker: script.invoker,
            source: script.source,
            durationMs: round(script.duration),
            forcedStyleAndLayoutMs: round(script.forcedStyleAndLayout),
          })),
      };
    });
}

/** A compact copy of an entry for the JSON report. */
export function summarizeEntry(entry) {
  if (!entry) return null;
  return {
    name: entry.name,
    durationMs: entry.duration,
    inputDelayMs: round(entry.inputDelay),
    processingMs: round(entry.processing),
    presentationDelayMs: round(entry.presentationDelay),
    target: entry.target,
  };
}
