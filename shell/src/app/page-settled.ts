export interface PageSettled {
  /** Resolves when the page has settled (see createPageSettled). */
  settled: Promise<void>;
  /** Call when a section has rendered; only the first call counts. */
  sectionShown: () => void;
}

/**
 * When background work may start without competing with the page's own code and content (the
 * shell uses it for Firebase's check of a saved session): `delayMs` after the first section has
 * rendered, once the browser is idle, and after `latestMs` at the latest.
 */
export function createPageSettled({ delayMs, latestMs }: { delayMs: number; latestMs: number }): PageSettled {
  let resolve: () => void = () => {};
  const settled = new Promise<void>((done) => {
    resolve = done;
  });
  setTimeout(resolve, latestMs);
  let shown = false;
  return {
    settled,
    sectionShown() {
      if (shown) return;
      shown = true;
      setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
        else resolve();
      }, delayMs);
    },
  };
}
