import { useCallback } from 'react';
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
  // Not there yet: the render waits for it (Suspense) — by throwing the settling promise rather
  // than through use(). A render that suspended in use() may be replayed with the hooks of the
  // suspended attempt, and must then call use() again even though the texts have arrived (React
  // throws 'Update hook called on initial render' in production otherwise); calling use() on every
  // render instead makes React's test mode hold back effects. A thrown promise makes React start
  // the component afresh once it settles. After a failure it is settled and the texts are English.
  if (!messages.has(active)) {
    const arrival = messages.ready(active) as Promise<void> & { status?: string };
    if (arrival.status !== 'fulfilled') throw arrival;
  }
  return useCallback(
    (key: Key, values?: MessageValues) => messages.t(active, key, values),
    [messages, active],
  );
}
