// @quantethic/shared — the public API. This entry is a federation shared module (one copy per
// visit), so keep it free of app state and of heavy dependencies.

export { createCheckingAuthPort, createUnavailableAuthPort } from './auth/static-auth-port';
export type { Bus, BusHandler } from './bus/create-bus';
export { createBus } from './bus/create-bus';
export type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsEvents,
  AnalyticsForm,
  AnalyticsValue,
  BusEventName,
  BusEvents,
  ToastEvent,
  ToastKind,
} from './bus/events';
export { ANALYTICS_EVENT_NAMES, ANALYTICS_FORMS, BUS_EVENT_NAMES, isValidEventPayload } from './bus/events';
export type { AuthErrorCode, AuthPort, AuthState, AuthStatus, AuthUser, IdToken } from './contracts/auth';
export { AuthError, isAuthError } from './contracts/auth';
export type {
  AnalyticsConfig,
  AnalyticsProvider,
  AuthConfig,
  ContentConfig,
  ExternalLinks,
  FormsConfig,
  ParseResult,
  RemotesManifest,
  SiteConfig,
} from './contracts/config';
export {
  ANALYTICS_PROVIDERS,
  DEFAULT_ANALYTICS_HOSTS,
  DEFAULT_SITE_CONFIG,
  isHttpUrl,
  parseRemotesManifest,
  parseSiteConfig,
} from './contracts/config';
export type * from './contracts/entities';
export type {
  PrerenderFile,
  PrerenderPath,
  SectionPrerenderer,
  SectionSnapshot,
  WidgetSnapshot,
} from './contracts/prerender';
export {
  islandIdPrefix,
  LAZY_MODULE_GLOBAL,
  PRERENDER_MODULE_PATH,
  SECTION_SNAPSHOT_ATTRIBUTE,
} from './contracts/prerender';
export type { ParsedVersion, RemoteModule, RemoteName, RemoteProps } from './contracts/remote';
export {
  isCompatibleContract,
  isRemoteModule,
  isRemoteName,
  parseVersion,
  REMOTE_NAMES,
} from './contracts/remote';
export type { Catalog, Locale, MessageCatalogs, MessageValues, PackageMessages } from './i18n';
export {
  createMessages,
  DEFAULT_LOCALE,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  intlLocale,
  isLocale,
  LOCALE_PRELOAD_ATTRIBUTE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  localeBasename,
  localeOfPath,
  localeOr,
  localizedPath,
  preferredLocale,
  textDirection,
  useLocale,
  useMessages,
  withElement,
} from './i18n';
export {
  ClientRendered,
  RemotePropsProvider,
  useAuthState,
  useIsHydrated,
  useOptionalRemoteProps,
  useRemoteProps,
} from './remote/remote-context';
export { useVisitorInfo } from './remote/use-visitor-info';
export { fetchSiteConfig } from './runtime/fetch-site-config';
export * from './seo/head';
export * from './seo/json-ld';
export { readJson, safeGetItem, safeRemoveItem, safeSetItem, writeJson } from './storage/safe-storage';
export type { VisitorField } from './storage/visitor';
export {
  clearVisitorInfo,
  getVisitorInfo,
  isRegistered,
  isValidEmail,
  isValidPhone,
  saveVisitorInfo,
  VISITOR_KEYS,
  validateVisitorInfo,
} from './storage/visitor';
export { readStoredTheme, saveTheme } from './theme/theme-storage';
export type { Theme, ThemeColors, ThemeName } from './theme/tokens';
export {
  applyTheme,
  DEFAULT_THEME,
  isThemeName,
  THEME_LABELS,
  THEME_NAMES,
  THEME_STORAGE_KEY,
  THEMES,
  themeClassName,
  themeVariables,
} from './theme/tokens';
export { sharedTextsReady } from './ui/messages';
export type { ModalProps } from './ui/modal';
export { Modal } from './ui/modal';
export { NotFoundPage } from './ui/not-found-page';
export type { ErrorStateProps, PageStatusProps } from './ui/status';
export { ErrorState, LoadingState, PageLoading, PageStatus } from './ui/status';
export type { DocumentMeta, HeadCollector } from './ui/use-document-meta';
export {
  collectedHead,
  createHeadCollector,
  HeadCollectorContext,
  useDocumentMeta,
} from './ui/use-document-meta';
export { buildFormUrl } from './url/form-url';
export { DEFAULT_REDIRECT, safeRedirect } from './url/redirect';
export type { SafeLink } from './url/safe-url';
export { classifyLink, INTERNAL_LINK_PREFIXES, safeHttpUrl } from './url/safe-url';
export type { Sluggable } from './url/slug';
export { isValidSlug, normalizeSlug, resolveSlug, SLUG_PATTERN, slugify } from './url/slug';
export type { VideoParseResult, VideoSource } from './url/video';
export { parseVideoUrl } from './url/video';
