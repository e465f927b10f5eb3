import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useOptionalRemoteProps } from '../remote/remote-context';
import { DEFAULT_LOCALE, type Locale, localeOr } from './locale';
import type { MessageValues, PackageMessages } from './messages';

/** The page's locale as a remote sees it (RemoteProps.locale), English when the shell gives none. */
export function useLocale(): Locale {
  return localeOr(useOptionalRemoteProps()?.locale ?? DEFAULT_LOCALE);
}

/**
 * `t(key, values)` for `locale` (default: the page's). Asks for the locale's catalogue when it is
 * not there yet, and renders again when it arrives (meanwhile, English).
 */
export function useMessages<Key extends string>(
  messages: PackageMessages<Key>,
  locale?: Locale,
): (key: Key, values?: MessageValues) => string {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  const ready = useSyncExternalStore(
    messages.subscribe,
    () => messages.has(active),
    () => messages.has(active),
  );
  useEffect(() => {
    if (!ready)
      messages.load(active).catch((error: unknown) => {
        console.error(`[messages] the ${active} texts could not be loaded; showing English.`, error);
      });
  }, [messages, active, ready]);
  return useCallback(
    (key: Key, values?: MessageValues) => messages.t(active, key, values),
    [messages, active],
  );
}
