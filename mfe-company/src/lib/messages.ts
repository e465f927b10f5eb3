// The company pages' UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).

import { kitUiMessages, richTextMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';

export type CompanyMessageKey = keyof typeof en;

/** `t(key, values)`: what lib functions that build a visible text take from their caller. */
export type CompanyT = (key: CompanyMessageKey, values?: MessageValues) => string;

export const companyMessages = createMessages<CompanyMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** `t(key, values)` in the page's locale (RemoteProps.locale; English when absent). */
export function useCompanyMessages(locale?: Locale): CompanyT {
  return useMessages(companyMessages, locale);
}

/**
 * This package's texts in `locale`, and those of the kit parts it shows, ready: each exposed
 * module exports it as `ready` (RemoteModule.ready), so the shell renders it, or hydrates its
 * served markup, in that language; the deploy renders its pages once they are there.
 */
export const messagesReady = (locale: Locale): Promise<void> =>
  Promise.all([
    companyMessages.ready(locale),
    kitUiMessages.ready(locale),
    richTextMessages.ready(locale),
  ]).then(() => {});
