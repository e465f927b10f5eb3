// What the knowledge pages put in their head besides their text: the site's URL for structured
// data, social images sized for link previews, and the hub's feed (an alternate of the hub and
// of every article).
import { siteUrlOf, socialImageOf } from '@quantethic/kit/content';

/** The hub's introduction: its meta description and the feed's. */
export const HUB_DESCRIPTION =
  'Articles, explainers and worked examples on Islamic finance, ethical investing and quantitative methods.';

/** The feed's path, title and type: published at deploy time (src/prerender.tsx). */
export const FEED = {
  href: '/knowledge/feed.xml',
  title: 'QuantEthic Knowledge Hub',
  type: 'application/rss+xml',
} as const;

/** One home for link-preview images and the site URL: @quantethic/kit/content. */
export { siteUrlOf, socialImageOf };
