// The knowledge remote's UI texts (docs/decisions/0014-messages.md). Each page and the home widget
// owns its texts: `messages/<locale>.json` beside its code, read through its own module
// (`features/hub/hub-messages.ts`: `useHubMessages()`…), so a page's chunk carries only its own
// English texts, and its texts in another locale are downloaded when it is shown in it. This is
// the catalogue of the texts several of them show (src/messages: the post card and meta, the
// download warning, downloads, the rich body's blocks and charts, and the few texts the hub, the
// article and the widget share), and the way a page or widget reads both through one `t`.

import {
  type Catalog,
  createMessages,
  type Locale,
  type MessageValues,
  type PackageMessages,
  useLocale,
  useMessages,
} from '@quantethic/shared';
import { useMemo } from 'react';
import en from '../messages/en.json';

export type KnowledgeMessageKey = keyof typeof en;

/** `t(key, values)` over the shared texts: what a component gets from `useKnowledgeMessages()`, and lib code takes as an argument. */
export type KnowledgeT = (key: KnowledgeMessageKey, values?: MessageValues) => string;

/** `t(key, values)` over a page's or widget's own texts (`Key`) and the shared ones. */
export type TextsT<Key extends string> = (key: Key | KnowledgeMessageKey, values?: MessageValues) => string;

/** The texts several pages and the widget show. */
export const knowledgeMessages = /* @__PURE__ */ createMessages<KnowledgeMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** English texts, for lib code called without a `t` (tests, English-only callers). */
export const englishT: KnowledgeT = (key, values) => knowledgeMessages.t('en', key, values);

/** The shared texts in the page's locale (RemoteProps.locale; English without it). */
export function useKnowledgeMessages(locale?: Locale): KnowledgeT {
  return useMessages(knowledgeMessages, locale);
}

/**
 * `t` over a part's own catalogue (`messages`, whose English is `ownEnglish`) and the shared one,
 * in `locale`, outside React: a key of its own reads its own catalogue, any other the shared one
 * (English while a catalogue is not there: its `ready(locale)` waits for it).
 */
export function textsIn<Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale: Locale,
): TextsT<Key> {
  return (key, values) =>
    Object.hasOwn(ownEnglish, key)
      ? messages.t(locale, key as Key, values)
      : knowledgeMessages.t(locale, key as KnowledgeMessageKey, values);
}

/**
 * `textsIn` in the page's locale (RemoteProps.locale) unless given: suspends until both
 * catalogues are there in it. A page has them before it renders (`withTexts`, src/app.tsx), the
 * widget before the shell renders it (its `ready`).
 */
export function useTexts<Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale?: Locale,
): TextsT<Key> {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  useMessages(messages, active);
  useMessages(knowledgeMessages, active);
  return useMemo(() => textsIn(messages, ownEnglish, active), [messages, ownEnglish, active]);
}

/** Every catalogue given ready in `locale` (each settles, never rejects: PackageMessages.ready). */
export const allReady = (
  locale: Locale,
  ...catalogues: { ready(locale: Locale): Promise<void> }[]
): Promise<void> => Promise.all(catalogues.map((catalogue) => catalogue.ready(locale))).then(() => {});

/**
 * The shared texts in `locale` ready: `./app` exports it as its `ready` (RemoteModule.ready), so
 * the shell starts them with the module; each page waits for its own texts (and kit's it shows)
 * as it loads (`withTexts`, @quantethic/kit/lazy); the widget exports its own `ready`.
 */
export const messagesReady = (locale: Locale): Promise<void> => allReady(locale, knowledgeMessages);
