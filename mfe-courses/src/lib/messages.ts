// The courses package's UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).

import { codeMessages, kitUiMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';

export type CoursesMessageKey = keyof typeof en;

/** `t(key, values)`: what a component gets from `useCoursesMessages()`, and lib code takes as an argument. */
export type CoursesT = (key: CoursesMessageKey, values?: MessageValues) => string;

export const coursesMessages = createMessages<CoursesMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** English texts, for lib code called without a `t` (tests, English-only callers). */
export const englishT: CoursesT = (key, values) => coursesMessages.t('en', key, values);

/** `t(key, values)` in the page's locale (RemoteProps.locale; English when absent). */
export function useCoursesMessages(locale?: Locale): CoursesT {
  return useMessages(coursesMessages, locale);
}

/**
 * This package's texts in `locale`, and those of the kit parts it shows, ready: each exposed
 * module exports it as `ready` (RemoteModule.ready), so the shell renders it, or hydrates its
 * served markup, in that language; the deploy renders its pages once they are there.
 */
export const messagesReady = (locale: Locale): Promise<void> =>
  Promise.all([coursesMessages.ready(locale), kitUiMessages.ready(locale), codeMessages.ready(locale)]).then(
    () => {},
  );
