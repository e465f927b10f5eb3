// The 'Contact Us' widget's own texts (messages/<locale>.json beside this file, decision 0014);
// its name and email fields and their problems are the shared ones (src/messages). English is
// bundled with the widget; another locale's catalogues are downloaded by its `ready`, which the
// shell awaits before it renders the widget.
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, companyMessages, type TextsT, textsIn, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type ContactFormMessageKey = keyof typeof en;

export const contactFormMessages = createMessages<ContactFormMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** The texts in `locale` outside React (its lib functions' `t`): English while they have not arrived. */
export function contactFormT(locale: Locale): TextsT<ContactFormMessageKey> {
  return textsIn(contactFormMessages, en, locale);
}

/** `t(key, values)` over the widget's texts and the shared ones, in its locale; suspends until they are there. */
export function useContactFormMessages(locale?: Locale): TextsT<ContactFormMessageKey> {
  return useTexts(contactFormMessages, en, locale);
}

/** The widget's texts in `locale` ready, its own and the shared ones (RemoteModule.ready). */
export const contactFormReady = (locale: Locale): Promise<void> =>
  allReady(locale, contactFormMessages, companyMessages);
