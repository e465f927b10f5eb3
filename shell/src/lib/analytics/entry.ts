import type { AnalyticsValue } from '@quantethic/shared';

/** One thing to report: a page view (recorded by the shell) or a product event from the bus. */
export interface AnalyticsEntry {
  kind: 'pageview' | 'event';
  /** The product event's name ('pageview' for a page view). */
  name: string;
  properties: Record<string, AnalyticsValue>;
  /** The page's address when it happened (cleaned before sending). */
  url: string;
  referrer: string | null;
}

/** Whatever takes entries: the sink once it runs. */
export interface AnalyticsSinkPort {
  track(entry: AnalyticsEntry): void;
}
