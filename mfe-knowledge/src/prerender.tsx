// Deploy-time rendering of the knowledge hub and its newest articles (see @quantethic/kit/prerender).
import { fetchContent, getContentClient } from '@quantethic/kit/content';
import { defineSectionPrerender } from '@quantethic/kit/prerender';
import { isValidSlug } from '@quantethic/shared';
import KnowledgeApp from './app';

/** Articles prerendered per deploy, newest first: older ones load in the browser as usual. */
export const PRERENDERED_ARTICLES = 200;

const ARTICLE_SLUGS_QUERY = /* groq */ `*[_type == "knowledgePost" && defined(slug.current)] | order(date desc)[0...${PRERENDERED_ARTICLES}].slug.current`;

export default defineSectionPrerender({
  App: KnowledgeApp,
  paths: async (config) => {
    const slugs = await fetchContent<unknown[]>(
      getContentClient(config.content),
      ARTICLE_SLUGS_QUERY,
      {},
      {
        label: 'article slugs to prerender',
      },
    );
    const articles = (slugs ?? []).filter(
      (slug): slug is string => typeof slug === 'string' && isValidSlug(slug),
    );
    return ['/knowledge', ...articles.map((slug) => `/knowledge/${slug}`)];
  },
});
