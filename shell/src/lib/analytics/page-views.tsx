import { useLocation } from '@quantethic/shared/router';
import { useEffect } from 'react';
import type { AnalyticsTracker } from './tracker';

/**
 * Records a page view for the first page and for every route change after it (a new path; a
 * changed query such as ?lesson= on the learning page is the same page).
 */
export function PageViews({ tracker }: { tracker: AnalyticsTracker | undefined }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // The pathname is what changed; the tracker reads the address itself.
    void pathname;
    tracker?.pageview();
  }, [tracker, pathname]);
  return null;
}
