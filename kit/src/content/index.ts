// @quantethic/kit/content — content API access for the remotes (not used by the shell, so
// @sanity/client never weighs on the shell's first load).
export {
  CONTENT_API_VERSION,
  ContentNotConfiguredError,
  getContentClient,
  isContentConfigured,
  isUnconfiguredClient,
} from './client';
export type { ContentImageProps } from './content-image';
export { ContentImage } from './content-image';
export type { ImageSource, ResponsiveImage } from './image';
export { imageDimensions, imageUrl, responsiveImage } from './image';
export type { ContentResult, QueryParams } from './query';
export { fetchContent, isEmptyResult, queryContent } from './query';
export type { ContentSeed, SeededResult } from './snapshot';
export { CONTENT_SEED_ID, parseContentSeed } from './snapshot';
export { SOCIAL_IMAGE_SIZE, siteUrlOf, socialImageOf } from './social-image';
export type { ContentState } from './use-content';
export { useContent, useContentClient } from './use-content';
