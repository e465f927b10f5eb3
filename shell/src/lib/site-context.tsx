import { type AuthPort, type Bus, DEFAULT_LOCALE, type Locale, type SiteConfig } from '@quantethic/shared';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AnalyticsTracker } from './analytics/tracker';

/** The id of the JSON data block holding the runtime config a page was rendered with. */
export const CONFIG_SEED_ID = 'qe-config-seed';

/** What the shell creates once per page and hands to every section. */
export interface Site {
  /** The page's locale, from its URL ('/ar/…' is Arabic); English when absent. */
  locale?: Locale;
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
  /** Page views and the bus's analytics events, held until the sink starts (lib/analytics). */
  analytics?: AnalyticsTracker;
  /**
   * The runtime config the page was rendered with at deploy time (its `#qe-config-seed`), so the
   * first render — the hydration — shows what the served HTML shows (e.g. the footer's profile
   * links). null on a page rendered without it (the build's fallback pages).
   */
  initialConfig?: SiteConfig | null;
  /**
   * The home widgets the page was served with, rendered at deploy time (by `remote/exposed`):
   * their markup, shown until the widget's live code replaces it. A key is deleted once its live
   * widget has rendered (a later visit to '/' in the page loads it afresh).
   */
  widgetSnapshots?: Record<string, string> | null;
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

/** The page's locale (English outside a SiteProvider, e.g. a component rendered on its own). */
export function useSiteLocale(): Locale {
  return useContext(SiteContext)?.locale ?? DEFAULT_LOCALE;
}

/** The runtime config once loaded (null while loading), for shell chrome such as the footer. */
export function useSiteConfig(): SiteConfig | null {
  const { config, initialConfig } = useSite();
  // A page rendered at deploy time starts from the config it was rendered with (hydration matches).
  const [value, setValue] = useState<SiteConfig | null>(initialConfig ?? null);
  useEffect(() => {
    let active = true;
    config.then((loaded) => active && setValue(loaded));
    return () => {
      active = false;
    };
  }, [config]);
  return value;
}
