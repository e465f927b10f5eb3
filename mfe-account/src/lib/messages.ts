// The account pages' UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).
import { createMessages, useMessages } from '@quantethic/shared';
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
