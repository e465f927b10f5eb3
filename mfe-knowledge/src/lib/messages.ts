// The knowledge remote's UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).

import { codeMessages, kitUiMessages, richTextMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';

export type KnowledgeMessageKey = keyof typeof en;

/** `t(key, values)`: what a component gets from `useKnowledgeMessages()`, and lib code takes as an argument. */
export type KnowledgeT = (key: KnowledgeMessageKey, values?: MessageValues) => string;

export const knowledgeMessages = createMessages<KnowledgeMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** English texts, for lib code called without a `t` (tests, English-only callers). */
export const englishT: KnowledgeT = (key, values) => knowledgeMessages.t('en', key, values);

/** `t(key, values)` in the page's locale (RemoteProps.locale; English without it). */
export function useKnowledgeMessages() {
  return useMessages(knowledgeMessages);
}

/**
 * This package's texts in `locale`, and those of the kit parts it shows, ready: each exposed
 * module exports it as `ready` (RemoteModule.ready), so the shell renders it, or hydrates its
 * served markup, in that language; the deploy renders its pages once they are there.
 */
export const messagesReady = (locale: Locale): Promise<void> =>
  Promise.all([
    knowledgeMessages.ready(locale),
    kitUiMessages.ready(locale),
    codeMessages.ready(locale),
    richTextMessages.ready(locale),
  ]).then(() => {});
