// The consulting page's own texts (messages/<locale>.json beside this file, decision 0014): the
// services, prices, the details dialog, booking and the info form. English is bundled with the
// page; another locale's catalogue is downloaded the first time the page is shown in it, before the
// page renders (withTexts, src/app.tsx; at deploy time, named in the page's hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { kitUiMessages, richTextMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, companyMessages, type TextsT, textsIn, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type ConsultingMessageKey = keyof typeof en;

/** `t(key, values)` over the consulting page's texts and the shared ones: what its lib functions take. */
export type ConsultingT = TextsT<ConsultingMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const consultingMessages = createMessages<ConsultingMessageKey>({
  en,
  load,
});

/** The texts in `locale` outside React (its lib functions' `t`): English while they have not arrived. */
export function consultingT(locale: Locale): ConsultingT {
  return textsIn(consultingMessages, en, locale);
}

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useConsultingMessages(locale?: Locale): ConsultingT {
  return useTexts(consultingMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own, the shared ones, and those of the kit parts it shows: the visitor form, the booking
 * dialog, the new-tab notice, rich text in the details).
 */
export const consultingTexts: PageTexts = {
  ready: (locale: Locale) =>
    allReady(locale, consultingMessages, companyMessages, kitUiMessages, richTextMessages),
};
