// The company pages' UI texts (src/messages/<locale>.json, docs/decisions/0014-messages.md).
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
 * The value of a message argument that the view replaces with an element (e.g. a name in
 * <strong>): `splitAtElement(t('key', { name: ELEMENT }))` gives the text before and after it.
 * A private-use character, never in a translation or in what a visitor types.
 */
export const ELEMENT = '\uE000';

/** The text before and after the ELEMENT argument of a formatted message. */
export function splitAtElement(message: string): [before: string, after: string] {
  const at = message.indexOf(ELEMENT);
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + ELEMENT.length)];
}
