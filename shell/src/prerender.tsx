/**
 * Build-time prerender of the shell (Node only, never shipped to browsers). The static HTML
 * paints the layout — and on '/', the hero — before any JavaScript runs; the browser then
 * hydrates it (main.tsx). See shell/prerender.mjs.
 */
import { createBus, createCheckingAuthPort } from '@quantethic/shared';
import { StaticRouter } from '@quantethic/shared/router/server';
import { renderToString } from 'react-dom/server';
import { AppContent } from './app/app';
import type { Site } from './app/site-context';

/** The pages to prerender, by the path they are rendered at. */
export const PRERENDERED_PAGES = {
  /** '/' */
  home: '/',
  /** Any section route: the layout around the section's loading state. */
  section: '/courses',
  /** Unknown paths. */
  notFound: '/404',
} as const;

export function renderPage(page: keyof typeof PRERENDERED_PAGES): string {
  const site: Site = { bus: createBus(), auth: createCheckingAuthPort(), config: new Promise(() => {}) };
  return renderToString(
    <StaticRouter location={PRERENDERED_PAGES[page]}>
      <AppContent site={site} />
    </StaticRouter>,
  );
}
