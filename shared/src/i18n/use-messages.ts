import { use, useCallback } from 'react';
import { useOptionalRemoteProps } from '../remote/remote-context';
import { DEFAULT_LOCALE, type Locale, localeOr } from './locale';
import type { MessageValues, PackageMessages } from './messages';

/** The page's locale as a remote sees it (RemoteProps.locale), English when the shell gives none. */
export function useLocale(): Locale {
  return localeOr(useOptionalRemoteProps()?.locale ?? DEFAULT_LOCALE);
}

/**
 * `t(key, values)` for `locale` (default: the page's). A locale whose catalogue is not there yet
 * suspends the render until it has arrived (the nearest Suspense boundary shows its loading state;
 * a hydrating root keeps the served markup), so a page never flashes English before its language.
 * A catalogue that cannot be downloaded gives English.
 */
export function useMessages<Key extends string>(
  messages: PackageMessages<Key>,
  locale?: Locale,
): (key: Key, values?: MessageValues) => string {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  // Called on every render, not only while the catalogue is missing: a render that suspended here
  // may be replayed once the catalogue is there, and React requires the replay to call use()
  // again (a conditional use() makes production builds throw 'Update hook called on initial
  // render'). The promise is marked settled, so use() returns at once when the texts are there;
  // after a failure it is settled too, and the texts are English.
  use(messages.ready(active));
  return useCallback(
    (key: Key, values?: MessageValues) => messages.t(active, key, values),
    [messages, active],
  );
}
