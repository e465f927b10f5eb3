export { formatCurrency, formatDate, formatNumber, formatPercent, intlLocale } from './format';
export type { Locale } from './locale';
export {
  DEFAULT_LOCALE,
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
} from './locale';
export type { Catalog, MessageCatalogs, MessageValues, PackageMessages } from './messages';
export { createMessages } from './messages';
export { useLocale, useMessages } from './use-messages';
export { withElement } from './with-element';
