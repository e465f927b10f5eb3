import { useLocation } from '@quantethic/shared/router';
import { useEffect, useRef } from 'react';

/**
 * Each route change scrolls smoothly to the top once the browser is idle (the new page has
 * rendered). Not on the first load, not for in-page anchors, and without animation when the
 * visitor prefers reduced motion.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const isFirst = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (hash) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const scroll = () => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(scroll, { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(scroll, 50);
    return () => window.clearTimeout(handle);
  }, [pathname]);
}
