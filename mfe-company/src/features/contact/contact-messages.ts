// The contact page's own texts (messages/<locale>.json beside this file, decision 0014). English is
// bundled with the page; another locale's catalogue is downloaded the first time the page is shown
// in it, before the page renders (withTexts, src/app.tsx; at deploy time, named in the page's
// hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { kitUiMessages } from '@quantethic/kit/ui';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, companyMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type ContactMessageKey = keyof typeof en;

/** `t(key, values)` over the contact page's texts and the shared ones. */
export type ContactT = TextsT<ContactMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const contactMessages = createMessages<ContactMessageKey>({
  en,
  load,
});

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useContactMessages(locale?: Locale): ContactT {
  return useTexts(contactMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own, the shared ones and the visitor form's, kit/ui's).
 */
export const contactTexts: PageTexts = {
  ready: (locale: Locale) => allReady(locale, contactMessages, companyMessages, kitUiMessages),
};
