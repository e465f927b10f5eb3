// Deploy-time rendering of the knowledge hub and every article, the home page's 'Knowledge Hub'
// widget and the hub's feed (see @quantethic/kit/prerender).
import {
  fetchContent,
  getContentClient,
  IN_LANGUAGE,
  isRecord,
  languageParams,
} from '@quantethic/kit/content';
import { defineSectionPrerender } from '@quantethic/kit/prerender';
import type { PrerenderPath, SiteConfig } from '@quantethic/shared';
import KnowledgeApp, { ready } from './app';
import { getFeedPosts } from './features/feed/api/get-feed-posts';
import { knowledgeFeed } from './features/feed/rss';
import { slugOf } from './lib/post';
import { FEED } from './lib/seo';
import LatestArticlesWidget from './widgets/latest-articles';

/**
 * Every article in `$language`, newest first, with what its URL is made of and when it last
 * changed. Asked in English: a translation has the same slug, so the list is every edition's.
 */
export const ARTICLE_PATHS_QUERY = /* groq */ `*[_type == "knowledgePost" && ${IN_LANGUAGE}] | order(coalesce(date, "0000-00-00") desc, _createdAt desc) {_id, language, title, slug{current}, _updatedAt}`;

const latest = (dates: Array<string | null>) =>
  dates.reduce<string | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null);

/**
 * /knowledge (changed when any article did) and every article at the URL the hub links to (its
 * slug, or the normalised one when it is not in normal form), with `lastModified`. Without the
 * list (content service down) only the hub is listed; its render then fails and is skipped.
 */
export async function knowledgePaths(config: SiteConfig): Promise<PrerenderPath[]> {
  const rows = await fetchContent<unknown>(
    getContentClient(config.content),
    ARTICLE_PATHS_QUERY,
    languageParams('en'),
    {
      label: 'articles to prerender',
    },
  );
  const articles = new Map<string, string | null>();
  for (const row of Array.isArray(rows) ? rows : []) {
    if (!isRecord(row)) continue;
    const path = `/knowledge/${slugOf(row).slug}`;
    if (!articles.has(path)) articles.set(path, typeof row._updatedAt === 'string' ? row._updatedAt : null);
  }
  return [
    { path: '/knowledge', lastModified: latest([...articles.values()]) },
    ...[...articles].map(([path, lastModified]) => ({ path, lastModified })),
  ];
}

export default defineSectionPrerender({
  App: KnowledgeApp,
  ready,
  paths: knowledgePaths,
  widgets: { 'latest-articles': LatestArticlesWidget },
  files: async (config) => {
    if (!config.siteUrl) {
      console.warn('[knowledge] no feed: the runtime config has no siteUrl for its absolute links');
      return [];
    }
    // The feed is the English edition's (its channel says <language>en</language>).
    const result = await getFeedPosts(getContentClient(config.content), 'en');
    if (result.status === 'error') throw new Error(`[knowledge] no feed: ${result.error.message}`);
    const posts = result.status === 'ok' ? result.data : [];
    return [
      {
        path: FEED.href,
        type: 'application/rss+xml; charset=utf-8',
        body: knowledgeFeed(posts, config.siteUrl),
      },
    ];
  },
});
