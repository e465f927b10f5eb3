// @quantethic/kit/content — content API access for the remotes (not used by the shell, so
// @sanity/client never weighs on the shell's first load). Browser views load @sanity/client
// lazily (`useContent`, `loadContentClient`); `getContentClient` (synchronous) is for deploy-time
// prerendering and tests, and is tree-shaken out of the browser builds. `read` holds the readers
// every view reads untrusted content fields through (text, isRecord, textList…).
export {
  CONTENT_API_VERSION,
  ContentNotConfiguredError,
  getContentClient,
  isContentConfigured,
  isUnconfiguredClient,
  loadContentClient,
} from './client';
export type { ContentImageProps } from './content-image';
export { ContentImage } from './content-image';
export { ContentText, useFallbackLanguage } from './fallback-language';
export type { ImageSource, ResponsiveImage } from './image';
export { imageDimensions, imageUrl, responsiveImage } from './image';
export type { LanguageAttributes } from './language';
export {
  fallbackLanguage,
  IN_LANGUAGE,
  languageParams,
  SAME_DOCUMENT_AS_ID,
  TRANSLATION_METADATA,
  translationMetadataOf,
  translationOf,
} from './language';
export { pageSettled, SETTLE_AFTER_MS } from './page-settled';
export type { ContentResult, QueryParams } from './query';
export { fetchContent, isEmptyResult, queryContent } from './query';
export type { TextListOptions } from './read';
export { contentLanguage, count, isRecord, positiveNumber, recordList, text, textList } from './read';
export type { ContentSeed, SeededResult } from './snapshot';
export { CONTENT_SEED_ID, parseContentSeed } from './snapshot';
export { SOCIAL_IMAGE_SIZE, siteUrlOf, socialImageOf } from './social-image';
export type { ContentState } from './use-content';
export { useContent } from './use-content';
