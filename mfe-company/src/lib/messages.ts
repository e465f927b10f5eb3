// The company remote's UI texts (docs/decisions/0014-messages.md). Each page and each home widget
// owns its texts: `messages/<locale>.json` beside its code, read through its own module
// (`features/about/about-messages.ts`: `useAboutMessages()`…), so a page's chunk carries only its
// own English texts, and its texts in another locale are downloaded when it is shown in it. This
// is the catalogue of the texts several of them show (src/messages: common labels, form fields,
// the newsletter form, social links, the member avatar), and the way a page or widget reads both
// through one `t`.

import { allReady, textsIn as combinedTextsIn, useTexts as useCombinedTexts } from '@quantethic/kit/texts';
import {
  type Catalog,
  createMessages,
  type Locale,
  type MessageValues,
  type PackageMessages,
  useMessages,
} from '@quantethic/shared';
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

/** `textsIn` (kit) over a part's own catalogue and this package's shared one, outside React. */
export const textsIn = <Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale: Locale,
): TextsT<Key> => combinedTextsIn(messages, ownEnglish, companyMessages, locale);

/**
 * `useTexts` (kit) over a part's own catalogue and this package's shared one, in the page's locale
 * unless given: a lazy page has both before it renders (`withTexts`, src/app.tsx), a widget before
 * the shell renders it (its `ready`).
 */
export const useTexts = <Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale?: Locale,
): TextsT<Key> => useCombinedTexts(messages, ownEnglish, companyMessages, locale);

export { allReady };

/**
 * The shared texts in `locale` ready: `./app` exports it as its `ready` (RemoteModule.ready), so
 * the shell starts them with the module; each lazy page waits for its own texts as it loads
 * (`withTexts`, @quantethic/kit/lazy), each widget exports its own `ready`.
 */
export const messagesReady = (locale: Locale): Promise<void> => allReady(locale, companyMessages);
