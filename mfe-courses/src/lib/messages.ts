// The courses package's UI texts (docs/decisions/0014-messages.md). Each page and the home widget
// owns its texts: `messages/<locale>.json` beside its code, read through its own module
// (`features/learn/learn-messages.ts`: `useLearnMessages()`…), so a page's chunk carries only its
// own English texts, and its texts in another locale are downloaded when it is shown in it. This
// is the catalogue of the texts several of them show (src/messages: what lib code writes —
// curriculum, instructors, completion, course lookup, levels, durations, counts — and the labels
// two pages share), and the way a page reads both through one `t`.

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

export type CoursesMessageKey = keyof typeof en;

/** `t(key, values)` over the shared texts: what a component gets from `useCoursesMessages()`, and lib code takes as an argument. */
export type CoursesT = (key: CoursesMessageKey, values?: MessageValues) => string;

/** `t(key, values)` over a page's or the widget's own texts (`Key`) and the shared ones. */
export type TextsT<Key extends string> = (key: Key | CoursesMessageKey, values?: MessageValues) => string;

/** The texts several pages (and lib code) show. */
export const coursesMessages = createMessages<CoursesMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** English texts, for lib code called without a `t` (tests, English-only callers). */
export const englishT: CoursesT = (key, values) => coursesMessages.t('en', key, values);

/** The shared texts in the page's locale (RemoteProps.locale; English when absent). */
export function useCoursesMessages(locale?: Locale): CoursesT {
  return useMessages(coursesMessages, locale);
}

/** `textsIn` (kit) over a part's own catalogue and this package's shared one, outside React. */
export const textsIn = <Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale: Locale,
): TextsT<Key> => combinedTextsIn(messages, ownEnglish, coursesMessages, locale);

/**
 * `useTexts` (kit) over a part's own catalogue and this package's shared one, in the page's locale
 * unless given: a page has both before it renders (`withTexts`, src/app.tsx), the widget before
 * the shell renders it (its `ready`).
 */
export const useTexts = <Key extends string>(
  messages: PackageMessages<Key>,
  ownEnglish: Catalog<Key>,
  locale?: Locale,
): TextsT<Key> => useCombinedTexts(messages, ownEnglish, coursesMessages, locale);

export { allReady };
