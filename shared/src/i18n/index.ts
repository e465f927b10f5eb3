export type { Locale } from './locale';
export { DEFAULT_LOCALE, isLocale, LOCALES, localeOr, textDirection } from './locale';
export type { Catalog, MessageCatalogs, MessageValues, PackageMessages } from './messages';
export { createMessages } from './messages';
export { useLocale, useMessages } from './use-messages';
export { withElement } from './with-element';
