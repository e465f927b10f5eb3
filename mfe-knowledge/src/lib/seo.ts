// What the knowledge pages put in their head besides their text: the site's URL for structured
// data, social images sized for link previews, and the hub's feed (an alternate of the hub and
// of every article).
import { type ImageSource, imageDimensions, imageUrl } from '@quantethic/kit/content';
import type { ContentConfig, SiteConfig, SocialImage } from '@quantethic/shared';

/** The hub's introduction: its meta description and the feed's. */
export const HUB_DESCRIPTION =
  'Articles, explainers and worked examples on Islamic finance, ethical investing and quantitative methods.';

/** The feed's path, title and type: published at deploy time (src/prerender.tsx). */
export const FEED = {
  href: '/knowledge/feed.xml',
  title: 'QuantEthic Knowledge Hub',
  type: 'application/rss+xml',
} as const;

/** The site's public URL: the configured one, or the page's own origin in a browser. */
export function siteUrlOf(config: SiteConfig): string {
  return config.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The size link previews use (Open Graph, Twitter's large card). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A content image as a link preview: an absolute image-CDN URL cropped to 1200×630, with its size.
 * Null when the image is not a CDN asset (a plain URL cannot be resized, and its size is unknown):
 * the page then has the site's default social image.
 */
export function socialImageOf(
  source: ImageSource | null | undefined,
  content: ContentConfig,
  alt?: string | null,
): SocialImage | null {
  if (!imageDimensions(source)) return null;
  const url = imageUrl(source, content, SOCIAL_IMAGE_SIZE.width);
  if (!url) return null;
  const sized = new URL(url);
  sized.searchParams.set('h', String(SOCIAL_IMAGE_SIZE.height));
  sized.searchParams.set('fit', 'crop');
  return { url: sized.href, ...SOCIAL_IMAGE_SIZE, ...(alt ? { alt } : {}) };
}
