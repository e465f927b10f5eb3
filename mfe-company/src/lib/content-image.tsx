import { useRemoteProps } from '@quantethic/shared';
import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { type ImageSource, responsiveImage } from './image';

export interface ContentImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  image: ImageSource | null | undefined;
  /** Shown when there is no image or it fails to load (SPEC §4: fall back to a default image). */
  fallback: string;
  /** Used when the image has no alt text of its own; '' marks a decorative image. */
  alt: string;
  widths?: number[];
  sizes?: string;
}

/**
 * A content image, as `ContentImage` from @quantethic/kit/content draws it (responsive
 * sources, intrinsic size reserved, lazy by default, default image when missing or broken), but
 * reading the runtime config through this remote's props (see ./content.ts for why).
 */
export function ContentImage({
  image,
  fallback,
  alt,
  widths,
  sizes,
  loading = 'lazy',
  ...rest
}: ContentImageProps) {
  const { config } = useRemoteProps();
  const resolved = responsiveImage(image, config.content, { widths, sizes });
  const [failed, setFailed] = useState(false);
  const source = resolved?.src;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image gets a new chance to load.
  useEffect(() => setFailed(false), [source]);
  const useFallback = !resolved || failed;
  return (
    <img
      {...rest}
      src={useFallback ? fallback : resolved.src}
      srcSet={useFallback ? undefined : resolved.srcSet}
      sizes={useFallback ? undefined : resolved.sizes}
      width={rest.width ?? resolved?.width}
      height={rest.height ?? resolved?.height}
      alt={image?.alt?.trim() || alt}
      loading={loading}
      decoding="async"
      onError={(event) => {
        if (!useFallback) setFailed(true);
        rest.onError?.(event);
      }}
    />
  );
}
