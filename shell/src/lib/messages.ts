// The shell's UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).
import { createMessages, type Locale, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';
import { useSiteLocale } from './site-context';

export type ShellMessageKey = keyof typeof en;

export const shellMessages = createMessages<ShellMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** `t(key, values)` in the page's locale (or in `locale`). */
export function useShellMessages(locale?: Locale) {
  const pageLocale = useSiteLocale();
  return useMessages(shellMessages, locale ?? pageLocale);
}
