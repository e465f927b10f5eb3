import { createContext, useContext, useEffect } from 'react';
import { useOptionalRemoteProps } from '../remote/remote-context';
import { useInRouterContext, useLocation } from '../router';
import { applyHead, canonicalPath, type HeadSite, headHtml, headTags, type PageHead } from '../seo/head';

/** @deprecated the same as PageHead */
export type DocumentMeta = PageHead;

/**
 * What a deploy-time render collects: the head of the page it renders (the last page component
 * to ask wins — the route's page renders inside the layout). Only prerendering provides one.
 */
export interface HeadCollector {
  head: PageHead | null;
  path: string | null;
}

export const createHeadCollector = (): HeadCollector => ({ head: null, path: null });

/**
 * What a render collected, as the served page's head tags (HTML) and whether it asked to be kept
 * out of search engines; null when no page set a head.
 */
export function collectedHead(
  collector: HeadCollector,
  site: HeadSite,
  path: string,
): { html: string; noIndex: boolean } | null {
  if (!collector.head) return null;
  return {
    html: headHtml(headTags(collector.head, site, collector.path ?? path)),
    noIndex: Boolean(collector.head.noIndex),
  };
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

function useCurrentPath(): string | null {
  // Constant for a given tree: the hook order never changes between renders.
  if (!useInRouterContext()) return null;
  // biome-ignore lint/correctness/useHookAtTopLevel: see above
  return useLocation().pathname;
}

/**
 * The page's head — title, description, canonical URL, robots, Open Graph, Twitter card, JSON-LD
 * (seo/head.ts). Prerendering collects it for the served HTML; in the browser it replaces the
 * head tags of the page before, so client navigation keeps them in sync.
 */
export function useDocumentMeta(head: PageHead) {
  const collector = useContext(HeadCollectorContext);
  const props = useOptionalRemoteProps();
  const currentPath = useCurrentPath();
  const path = canonicalPath(head.path ?? currentPath ?? '/');
  if (collector) {
    collector.head = head;
    collector.path = path;
  }
  const siteUrl = props?.config.siteUrl || null;
  const siteName = props?.config.siteName || undefined;
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `head`
  useEffect(() => {
    applyHead(headTags(head, { siteUrl: siteUrl ?? window.location.origin, siteName }, path));
  }, [key, path, siteUrl, siteName]);
}
