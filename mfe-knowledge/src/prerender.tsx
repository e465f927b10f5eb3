// Deploy-time rendering of the knowledge hub and its newest articles (see @quantethic/kit/prerender).
import { defineSectionPrerender, slugsToPrerender } from '@quantethic/kit/prerender';
import KnowledgeApp from './app';

/** Articles prerendered per deploy, newest first: older ones load in the browser as usual. */
export const PRERENDERED_ARTICLES = 200;

const ARTICLE_SLUGS_QUERY = /* groq */ `*[_type == "knowledgePost" && defined(slug.current)] | order(date desc)[0...${PRERENDERED_ARTICLES}].slug.current`;

export default defineSectionPrerender({
  App: KnowledgeApp,
  paths: async (config) => {
    const articles = await slugsToPrerender(config, ARTICLE_SLUGS_QUERY, 'article slugs to prerender');
    return ['/knowledge', ...articles.map((slug) => `/knowledge/${slug}`)];
  },
});
