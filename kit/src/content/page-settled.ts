// "The page has settled": the moment a page that shows prerendered content refreshes it from the
// content API, so the content client (@sanity/client) is not part of its first load. The served
// page is regenerated whenever content is published, so its seed is as fresh as the HTML; the
// refresh only matters for a page kept open, and can wait until the first load is over.

/** How long after navigation start a seeded page waits before refreshing (unless the visitor acts first). */
export const SETTLE_AFTER_MS = 5000;
/** ...and at least this long after its load event (a slow first load is not cut into). */
const SETTLE_AFTER_LOAD_MS = 3000;

/** Visitor input that ends the wait at once (the visitor is using the page: have fresh content). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

let settled: Promise<void> | null = null;
let settleNow: (() => void) | null = null;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Resolves once the page has settled: its load event has fired, `SETTLE_AFTER_MS` have passed
 * since navigation start and at least 3 s since the load event, when the main thread is next idle; or at once on the visitor's first
 * input, or when the tab comes back into view. The same promise for every caller.
 */
export function pageSettled(): Promise<void> {
  if (settled) return settled;
  settled = new Promise<void>((resolve) => {
    if (typeof window === 'undefined') {
      resolve();
      return;
    }
    // The window and document it listens on, whatever the globals are later (a test's
    // deploy-time render stubs them out while this page's timer may fire).
    const win = window as IdleWindow;
    const doc = document;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      settleNow = null;
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) win.removeEventListener(type, finish, true);
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('load', afterLoad);
      resolve();
    };
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') finish();
    };
    function afterLoad() {
      const wait = Math.max(SETTLE_AFTER_LOAD_MS, SETTLE_AFTER_MS - performance.now());
      timer = setTimeout(() => {
        if (win.requestIdleCallback) win.requestIdleCallback(finish, { timeout: 2000 });
        else finish();
      }, wait);
    }
    settleNow = finish;
    for (const type of INPUT_EVENTS) win.addEventListener(type, finish, { capture: true, passive: true });
    doc.addEventListener('visibilitychange', onVisibility);
    if (doc.readyState === 'complete') afterLoad();
    else win.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** For tests: settle the page now (as the visitor's first input would). */
export function settlePageNow(): void {
  pageSettled();
  settleNow?.();
}

/** For tests: forget that the page settled (a fresh page). */
export function resetPageSettled(): void {
  settleNow?.();
  settled = null;
  settleNow = null;
}
