// The company remote's UI texts (docs/decisions/0014-messages.md). Each page and each home widget
// owns its texts: `messages/<locale>.json` beside its code, read through its own module
// (`features/about/about-messages.ts`: `useAboutMessages()`…), so a page's chunk carries only its
// own English texts, and its texts in another locale are downloaded when it is shown in it. This
// is the catalogue of the texts several of them show (src/messages: common labels, form fields,
// the newsletter form, social links, the member avatar), and the way a page or widget reads both
// through one `t`.

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

export type CompanyMessageKey = keyof typeof en;

/** `t(key, values)` over the shared texts: what lib functions that build a visible text take. */
export type CompanyT = (key: CompanyMessageKey, values?: MessageValues) => string;

/** `t(key, values)` over a page's or widget's own texts (`Key`) and the shared ones. */
export type TextsT<Key extends string> = (key: Key | CompanyMessageKey, values?: MessageValues) => string;

/** The texts several pages and widgets show. */
export const companyMessages = createMessages<CompanyMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** The shared texts in the page's locale (RemoteProps.locale; English when absent). */
export function useCompanyMessages(locale?: Locale): CompanyT {
  return useMessages(companyMessages, locale);
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
      : companyMessages.t(locale, key as CompanyMessageKey, values);
}

/**
 * `textsIn` in the page's locale (RemoteProps.locale) unless given: suspends until both
 * catalogues are there in it. A lazy page has them before it renders (`withTexts`, src/app.tsx),
 * a widget before the shell renders it (its `ready`).
 */
export function useTexts<Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale?: Locale,
): TextsT<Key> {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  useMessages(messages, active);
  useMessages(companyMessages, active);
  return useMemo(() => textsIn(messages, ownEnglish, active), [messages, ownEnglish, active]);
}

/** Every catalogue given ready in `locale` (each settles, never rejects: PackageMessages.ready). */
export const allReady = (
  locale: Locale,
  ...catalogues: { ready(locale: Locale): Promise<void> }[]
): Promise<void> => Promise.all(catalogues.map((catalogue) => catalogue.ready(locale))).then(() => {});

/**
 * The shared texts in `locale` ready: `./app` exports it as its `ready` (RemoteModule.ready), so
 * the shell starts them with the module; each lazy page waits for its own texts as it loads
 * (`withTexts`, @quantethic/kit/lazy), each widget exports its own `ready`.
 */
export const messagesReady = (locale: Locale): Promise<void> => allReady(locale, companyMessages);
