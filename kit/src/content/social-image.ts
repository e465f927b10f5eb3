// Content images as link previews (Open Graph, Twitter's large card), and the site URL the pages'
// structured data is built on. One home for every remote's page heads (shared/src/seo/head.ts).
import type { ContentConfig, SiteConfig, SocialImage } from '@quantethic/shared';
import { type ImageSource, imageDimensions, imageUrl } from './image';

/** The site's public URL: the configured one, or the page's own origin in a browser. */
export function siteUrlOf(config: SiteConfig): string {
  return config.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The size link previews use. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A content image as a link preview: an absolute image-CDN URL cropped to 1200×630 as a JPEG, with
 * its size (`focus` 'top' keeps a portrait's face in the frame). Null when the image is not a CDN
 * asset (a plain URL cannot be resized and its size is unknown): the page then has the site's
 * default social image.
 */
export function socialImageOf(
  source: ImageSource | null | undefined,
  content: ContentConfig,
  { alt, focus = 'center' }: { alt?: string | null; focus?: 'center' | 'top' } = {},
): SocialImage | null {
  if (!imageDimensions(source)) return null;
  const url = imageUrl(source, content, SOCIAL_IMAGE_SIZE.width);
  if (!url) return null;
  const sized = new URL(url);
  sized.searchParams.set('h', String(SOCIAL_IMAGE_SIZE.height));
  sized.searchParams.set('fit', 'crop');
  if (focus !== 'center') sized.searchParams.set('crop', focus);
  // Link-preview scrapers take JPEG and PNG everywhere (not SVG, not always WebP): a JPEG for all.
  sized.searchParams.delete('auto');
  sized.searchParams.set('fm', 'jpg');
  return { url: sized.href, ...SOCIAL_IMAGE_SIZE, ...(alt ? { alt } : {}) };
}
