// The knowledge remote's UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).
import { createMessages, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';

export type KnowledgeMessageKey = keyof typeof en;

export const knowledgeMessages = createMessages<KnowledgeMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** `t(key, values)` in the page's locale (RemoteProps.locale; English without it). */
export function useKnowledgeMessages() {
  return useMessages(knowledgeMessages);
}
