// The account pages' UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).
import { createMessages, type Locale, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';

export type AccountMessageKey = keyof typeof en;

export const accountMessages = createMessages<AccountMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** `t(key, values)` in the page's locale (RemoteProps.locale; English when the shell gives none). */
export function useAccountMessages() {
  return useMessages(accountMessages);
}

/**
 * This package's texts in `locale`, ready: each exposed module exports it as `ready`
 * (RemoteModule.ready), so the shell renders it, or hydrates its served markup, in that language.
 */
export const messagesReady = (locale: Locale): Promise<void> => accountMessages.ready(locale);
