import { localeBasename, localeOr, NotFoundPage } from '@quantethic/shared';
import { BrowserRouter, Route, Routes, useLocation } from '@quantethic/shared/router';
import { HomePage } from '../features/home/home-page';
import { SiteAnalytics } from '../lib/analytics/site-analytics';
import { useShellMessages } from '../lib/messages';
import { RemoteSection } from '../lib/remotes/remote-section';
import { type Site, SiteProvider, useSiteLocale } from '../lib/site-context';
import { ThemeProvider } from '../lib/theme/theme-context';
import { Layout } from './layout/layout';
import { RootErrorBoundary } from './root-error-boundary';
import { SECTION_LABELS, sectionFor } from './sections';

/** Every path except '/' belongs to a remote section, or is a 404. */
function SectionRoute() {
  const { pathname } = useLocation();
  const remote = sectionFor(pathname);
  const t = useShellMessages();
  const locale = useSiteLocale();
  if (!remote) return <NotFoundPage locale={locale} />;
  return (
    <RemoteSection
      key={remote}
      remote={remote}
      exposed="app"
      title={t(SECTION_LABELS[remote])}
      headingLevel={1}
    />
  );
}

/** Everything inside the router: rendered in the browser and, at build time, prerendered. */
export function AppContent({ site }: { site: Site }) {
  return (
    <SiteProvider site={site}>
      <ThemeProvider bus={site.bus}>
        <RootErrorBoundary>
          <SiteAnalytics />
          <Layout>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="*" element={<SectionRoute />} />
            </Routes>
          </Layout>
        </RootErrorBoundary>
      </ThemeProvider>
    </SiteProvider>
  );
}

export function App({ site }: { site: Site }) {
  return (
    // The Arabic edition is the same app under /ar: every link and route resolves inside it.
    <BrowserRouter basename={localeBasename(localeOr(site.locale))}>
      <AppContent site={site} />
    </BrowserRouter>
  );
}
