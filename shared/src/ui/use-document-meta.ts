import { createContext, useContext, useEffect } from 'react';
import { DEFAULT_LOCALE, type Locale, localeOfPath, localeOr } from '../i18n/locale';
import { useOptionalRemoteProps } from '../remote/remote-context';
import { UNSAFE_NavigationContext, useInRouterContext, useLocation } from '../router';
import {
  applyHead,
  canonicalPath,
  type HeadSite,
  headHtml,
  headTags,
  isNoIndex,
  type PageHead,
} from '../seo/head';

/** @deprecated the same as PageHead */
export type DocumentMeta = PageHead;

/**
 * What a deploy-time render collects: the head of the page it renders (the last page component
 * to ask wins — the route's page renders inside the layout). Only prerendering provides one.
 */
export interface HeadCollector {
  head: PageHead | null;
  path: string | null;
  /** The edition the page was rendered in. */
  locale?: Locale;
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
    html: headHtml(headTags(collector.head, site, collector.path ?? path, collector.locale)),
    noIndex: isNoIndex(collector.head, collector.locale),
  };
}
export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The page's path inside its edition, and the edition (the router's basename: '/ar' is Arabic). */
function useCurrentPath(): { path: string; locale: Locale } | null {
  // Constant for a given tree: the hook order never changes between renders.
  if (!useInRouterContext()) return null;
  // biome-ignore lint/correctness/useHookAtTopLevel: see above
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useHookAtTopLevel: see above
  const { basename } = useContext(UNSAFE_NavigationContext);
  return { path: pathname, locale: localeOfPath(basename).locale };
}

/**
 * The page's head — title, description, canonical URL, robots, Open Graph, Twitter card, JSON-LD
 * (seo/head.ts). Prerendering collects it for the served HTML; in the browser it replaces the
 * head tags of the page before, so client navigation keeps them in sync.
 */
export function useDocumentMeta(head: PageHead) {
  const collector = useContext(HeadCollectorContext);
  const props = useOptionalRemoteProps();
  const current = useCurrentPath();
  const path = canonicalPath(head.path ?? current?.path ?? '/');
  const locale = localeOr(props?.locale ?? current?.locale ?? DEFAULT_LOCALE);
  if (collector) {
    collector.head = head;
    collector.path = path;
    collector.locale = locale;
  }
  const siteUrl = props?.config.siteUrl || null;
  const siteName = props?.config.siteName || undefined;
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `head`
  useEffect(() => {
    applyHead(headTags(head, { siteUrl: siteUrl ?? window.location.origin, siteName }, path, locale));
  }, [key, path, locale, siteUrl, siteName]);
}
