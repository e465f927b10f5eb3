import type { AuthPort, Bus, SiteConfig } from '@quantethic/shared';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AnalyticsTracker } from '../features/analytics/tracker';

/** What the shell creates once per page and hands to every section. */
export interface Site {
  bus: Bus;
  auth: AuthPort;
  /** /config.json, fetched at start; resolves to defaults when it is missing or malformed. */
  config: Promise<SiteConfig>;
  /**
   * The section the page was prerendered with at deploy time (its path and markup), shown in
   * place of the loading state until the section's remote renders; null once it has.
   */
  snapshot?: SectionSnapshotMarkup | null;
  /** Called each time a remote's section has rendered (the first call tells the page is up). */
  onSectionShown?: () => void;
  /** Page views and the bus's analytics events, held until the sink starts (features/analytics). */
  analytics?: AnalyticsTracker;
}

export interface SectionSnapshotMarkup {
  path: string;
  html: string;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider>');
  return site;
}

/** The runtime config once loaded (null while loading), for shell chrome such as the footer. */
export function useSiteConfig(): SiteConfig | null {
  const { config } = useSite();
  const [value, setValue] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let active = true;
    config.then((loaded) => active && setValue(loaded));
    return () => {
      active = false;
    };
  }, [config]);
  return value;
}
