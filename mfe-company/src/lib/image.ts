import { type ContentConfig, isHttpUrl } from '@quantethic/shared';

/*
 * Image URLs for content images, as @sanity/image-url builds them (same URLs as
 * `imageUrl` / `responsiveImage` from @quantethic/kit/content), without loading that library
 * in this remote (see ./content-client.ts for why).
 */

/** An image as content gives it: a Sanity image field (asset reference or expanded asset) or a plain URL. */
export interface ImageSource {
  asset?: { _ref?: string; _id?: string; url?: string | null } | null;
  url?: string | null;
  alt?: string | null;
}

const ASSET_ID = /^image-([a-f0-9]+)-(\d+)x(\d+)-(\w+)$/;
const CDN = 'https://cdn.sanity.io';

function assetId(source: ImageSource | null | undefined): RegExpExecArray | null {
  const id = source?.asset?._ref ?? source?.asset?._id;
  return typeof id === 'string' ? ASSET_ID.exec(id) : null;
}

/** A URL for the image at `width` CSS pixels (the CDN resizes), or null when there is no usable image. */
export function imageUrl(
  source: ImageSource | null | undefined,
  config: ContentConfig,
  width?: number,
): string | null {
  const match = assetId(source);
  if (match) {
    const [, hash, w, h, ext] = match;
    const base = (config.apiHost ?? CDN).replace(/\/+$/, '');
    const query = `${width ? `w=${Math.round(width)}&` : ''}fit=max&auto=format`;
    return `${base}/images/${config.projectId}/${config.dataset}/${hash}-${w}x${h}.${ext}?${query}`;
  }
  // Content may carry a plain URL instead of an asset: accept http(s) only.
  const plain = source?.asset?.url ?? source?.url;
  return isHttpUrl(plain) ? plain : null;
}

/** The width and height an asset id carries (image-<hash>-<w>x<h>-<ext>). */
export function imageDimensions(
  source: ImageSource | null | undefined,
): { width: number; height: number } | null {
  const match = assetId(source);
  return match ? { width: Number(match[2]), height: Number(match[3]) } : null;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** `src`, `srcSet`, `sizes` and intrinsic size for an <img>; null when there is no usable image. */
export function responsiveImage(
  source: ImageSource | null | undefined,
  config: ContentConfig,
  { widths = [320, 640, 960, 1280], sizes = '100vw' }: { widths?: number[]; sizes?: string } = {},
): ResponsiveImage | null {
  const src = imageUrl(source, config, widths[Math.floor(widths.length / 2)]);
  if (!src) return null;
  if (!assetId(source)) return { src };
  const srcSet = widths.map((w) => `${imageUrl(source, config, w)} ${w}w`).join(', ');
  return { src, srcSet, sizes, ...(imageDimensions(source) ?? {}) };
}
