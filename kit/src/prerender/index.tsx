// @quantethic/kit/prerender — deploy-time rendering of a remote's public pages (Node only, never
// shipped to browsers). Each remote builds `src/prerender.tsx` into `dist/server/prerender.mjs`
// (the build's `prerender` mode); the deploy tooling (scripts/deploy/pages.mjs) imports it, asks
// which paths to render and puts each rendered section, with the content it was rendered from,
// into that path's page. The first paint of those pages then shows the real section.
import {
  createBus,
  createCheckingAuthPort,
  isValidSlug,
  parseSiteConfig,
  type RemoteProps,
  type SectionPrerenderer,
  type SectionSnapshot,
  type SiteConfig,
} from '@quantethic/shared';
import { CONTRACT_VERSION } from '@quantethic/shared/contract-version';
import { StaticRouter } from '@quantethic/shared/router/server';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { getContentClient } from '../content/client';
import { fetchContent } from '../content/query';
import { ContentCollectorContext, createContentCollector, type SeededResult } from '../content/snapshot';

/**
 * The slugs a GROQ query lists, for `paths` (e.g. the newest articles). Only valid slugs are kept:
 * a path becomes a file name at deploy time. A failed query or an answer that is not a list gives
 * none, so those pages load in the browser as usual.
 */
export async function slugsToPrerender(config: SiteConfig, query: string, label: string): Promise<string[]> {
  const slugs = await fetchContent<unknown>(getContentClient(config.content), query, {}, { label });
  return Array.isArray(slugs)
    ? slugs.filter((slug): slug is string => typeof slug === 'string' && isValidSlug(slug))
    : [];
}

export interface SectionPrerenderOptions {
  /** The remote's `./app`. */
  App: ComponentType<RemoteProps>;
  /** The public paths worth prerendering (may ask the content API, e.g. for article slugs). */
  paths: (config: SiteConfig) => Promise<string[]>;
  /** How long one page may take before it is given up on (ms). */
  timeoutMs?: number;
}

/**
 * Renders `App` at a path with the content it asks for. A page whose content could not be loaded
 * is not prerendered (null): its visitors get the normal loading and error states, never an
 * error page frozen into HTML.
 */
export function defineSectionPrerender({
  App,
  paths,
  timeoutMs = 15_000,
}: SectionPrerenderOptions): SectionPrerenderer {
  return {
    contractVersion: CONTRACT_VERSION,
    // config.json as deployed: parsed like the browser does (defaults for what is missing).
    paths: (raw: SiteConfig) => paths(parseSiteConfig(raw).value),
    async render(path: string, raw: SiteConfig): Promise<SectionSnapshot | null> {
      const config = parseSiteConfig(raw).value;
      const collector = createContentCollector();
      const props: RemoteProps = {
        contractVersion: CONTRACT_VERSION,
        basePath: '/',
        bus: createBus(),
        auth: createCheckingAuthPort(),
        config,
      };
      const { prelude } = await prerender(
        <StaticRouter location={path}>
          <ContentCollectorContext value={collector}>
            <App {...props} />
          </ContentCollectorContext>
        </StaticRouter>,
        { signal: AbortSignal.timeout(timeoutMs), onError: () => {} },
      );
      const html = await new Response(prelude).text();
      const content: Record<string, SeededResult> = {};
      for (const [key, result] of collector.results) {
        if (result.status === 'error') return null;
        content[key] = result.status === 'ok' ? { status: 'ok', data: result.data } : { status: 'empty' };
      }
      return { path, html, content };
    },
  };
}
