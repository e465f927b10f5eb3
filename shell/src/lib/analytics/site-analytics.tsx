import { useSite, useSiteConfig } from '../site-context';
import { ConsentBanner } from './consent-banner';
import { PageViews } from './page-views';

/** The page's analytics parts: page views on route changes, and the consent banner when asked for. */
export function SiteAnalytics() {
  const { analytics, bus } = useSite();
  const config = useSiteConfig();
  if (!analytics) return null;
  return (
    <>
      <PageViews tracker={analytics} />
      <ConsentBanner config={config} consent={analytics.consent} bus={bus} />
    </>
  );
}
