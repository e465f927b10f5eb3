import { type ContentConfig, isHttpUrl } from '@quantethic/shared';
import { createImageUrlBuilder, type ImageUrlBuilder } from '@sanity/image-url';

/** An image as content gives it: a Sanity image field (asset reference or expanded asset) or a plain URL. */
export interface ImageSource {
  asset?: { _ref?: string; _id?: string; url?: string | null } | null;
  url?: string | null;
  alt?: string | null;
}

const builders = new Map<string, ImageUrlBuilder>();

function builderFor(config: ContentConfig): ImageUrlBuilder {
  const key = `${config.projectId}|${config.dataset}|${config.apiHost ?? ''}`;
  let builder = builders.get(key);
  if (!builder) {
    builder = createImageUrlBuilder({
      projectId: config.projectId,
      dataset: config.dataset,
      // The local demo API serves images at the same paths as Sanity's CDN.
      ...(config.apiHost ? { baseUrl: config.apiHost } : {}),
    });
    builders.set(key, builder);
  }
  return builder;
}

const ASSET_ID = /^image-[a-f0-9]+-\d+x\d+-\w+$/;

function assetId(source: ImageSource | null | undefined): string | null {
  const id = source?.asset?._ref ?? source?.asset?._id;
  return typeof id === 'string' && ASSET_ID.test(id) ? id : null;
}

/** A URL for the image at `width` (CSS pixels; the CDN resizes), or null when there is no usable image. */
export function imageUrl(
  source: ImageSource | null | undefined,
  config: ContentConfig,
  width?: number,
): string | null {
  const id = assetId(source);
  if (id) {
    let image = builderFor(config).image(id).auto('format').fit('max');
    if (width) image = image.width(Math.round(width));
    return image.url();
  }
  // Content may carry a plain URL instead of an asset: accept http(s) only.
  const plain = source?.asset?.url ?? source?.url;
  return isHttpUrl(plain) ? plain : null;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/** The width and height an asset id carries (image-<hash>-<w>x<h>-<ext>). */
export function imageDimensions(
  source: ImageSource | null | undefined,
): { width: number; height: number } | null {
  const id = assetId(source);
  const match = id ? /-(\d+)x(\d+)-/.exec(id) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/**
 * `src`, `srcSet` (one entry per width) and intrinsic size for an <img>, so the browser picks
 * the right file for the layout and reserves its space. Null when there is no usable image.
 */
export function responsiveImage(
  source: ImageSource | null | undefined,
  config: ContentConfig,
  { widths = [320, 640, 960, 1280], sizes = '100vw' }: { widths?: number[]; sizes?: string } = {},
): ResponsiveImage | null {
  const src = imageUrl(source, config, widths[Math.floor(widths.length / 2)]);
  if (!src) return null;
  const dims = imageDimensions(source);
  if (!assetId(source)) return { src };
  const srcSet = widths.map((w) => `${imageUrl(source, config, w)} ${w}w`).join(', ');
  return { src, srcSet, sizes, ...(dims ?? {}) };
}
