import 'virtual:quantethic/theme.css';
import '@quantethic/shared/fonts.css';
import '@quantethic/shared/theme.css';
import './styles/shell.css';
import {
  applyTheme,
  ClientRendered,
  createBus,
  fetchSiteConfig,
  localeOfPath,
  readStoredTheme,
  sharedTextsReady,
  textDirection,
} from '@quantethic/shared';
import { createFirebaseAuthPort } from '@quantethic/shared/auth-firebase';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/app';
import { createPageSettled } from './app/page-settled';
import { sectionFor } from './app/sections';
import { readServedPage } from './app/served-page';
import { createAnalyticsTracker, startAnalytics } from './lib/analytics/tracker';
import { shellMessages } from './lib/messages';
import { getRemotesManifest } from './lib/remotes/remote-loader';
import { hydrateServedSection } from './lib/remotes/remote-section';
import type { Site } from './lib/site-context';

// Apply the saved theme before the first render, so there is no flash of the default theme.
applyTheme(readStoredTheme());
// The edition is the URL's: '/ar/…' is Arabic, right to left (the served page says so already).
const { locale } = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;
document.documentElement.dir = textDirection(locale);
// Its texts (the shell's, and shared's for the 404 page) start downloading now, beside the app's
// other files (English is built in).
const textsReady =
  locale === 'en' ? null : Promise.all([shellMessages.ready(locale), sharedTextsReady(locale)]);

const config = fetchSiteConfig('/config.json');
// A saved session shows the visitor as signed in at once. Firebase checks it in the background,
// once the page has settled, so its SDK does not compete with the page's own code and content.
const page = createPageSettled({ delayMs: 1000, latestMs: 5000 });
// A page rendered at deploy time (scripts/deploy/pages.mjs): its prerendered section or home
// widgets and the runtime config it was rendered with, read before React hydrates it.
const served = readServedPage(document);
const bus = createBus();
// Analytics events and page views are held from now on; the sink that sends them loads once the
// page has settled (or is hidden), off the first paint's path.
const analytics = createAnalyticsTracker(bus);
startAnalytics(analytics, { config: config.then((c) => c.analytics), after: page.settled });
const site: Site = {
  ...served,
  locale,
  bus,
  analytics,
  // Firebase Authentication; the SDK only downloads when a session exists or sign-in is used.
  auth: createFirebaseAuthPort(
    config.then((c) => c.auth),
    { verifyAfter: page.settled },
  ),
  config,
  onSectionShown: page.sectionShown,
};
site.auth.subscribe((state) =>
  site.bus.emit('auth:changed', { status: state.status, uid: state.user?.uid ?? null }),
);
// Start fetching the remote list now; the layout renders without waiting for it.
getRemotesManifest().catch(() => {});
// A page served with its section: that section's module loads at once, and the section hydrates
// as soon as it is there — the page's main content goes live first, the layout right after.
const servedSection = served.snapshot ? sectionFor(localeOfPath(served.snapshot.path).path) : null;
const sectionLive = servedSection ? hydrateServedSection(site, servedSection) : null;
/** How long the layout's hydration waits for the served section to go live first. */
const SECTION_FIRST_MS = 1500;

const options: RootOptions = {
  // Section load failures are already explained in the console by the remote loader.
  onCaughtError: (error, info) => {
    if ((error as Error)?.name !== 'RemoteLoadError') console.error(error, info.componentStack);
  },
  // The served page did not match the first render (the e2e suite fails on this message).
  onRecoverableError: (error) =>
    console.error(`[hydration] shell: ${error instanceof Error ? error.message : String(error)}`),
};
const app = (
  <StrictMode>
    <App site={site} />
  </StrictMode>
);
const container = document.getElementById('root');
if (container?.hasChildNodes()) {
  // Production: the build prerendered the layout into the page (shell/prerender.mjs).
  // In a transition: React hydrates in slices, yielding to the browser (and to the visitor's
  // input, which it then handles first) instead of holding the main thread in one long task.
  // The page's texts are there first (another locale's catalogue is downloaded): the first
  // render must be the served markup, in its language.
  const hydrate = () => {
    const start = () =>
      startTransition(() => {
        hydrateRoot(container, app, options);
      });
    if (!textsReady) start();
    else textsReady.then(start);
  };
  // Until then the layout's controls hold what the visitor does (src/lib/early-input).
  if (sectionLive)
    Promise.race([sectionLive, new Promise((wait) => setTimeout(wait, SECTION_FIRST_MS))])
      .catch(() => {})
      .then(hydrate);
  else hydrate();
} else if (container) {
  // Development (no prerendered layout): rendered in the browser only.
  createRoot(container, options).render(<ClientRendered>{app}</ClientRendered>);
}
