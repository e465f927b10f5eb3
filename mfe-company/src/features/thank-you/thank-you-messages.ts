// The thank-you page's own texts (messages/<locale>.json beside this file, decision 0014). English
// is bundled with the page; another locale's catalogue is downloaded the first time the page is
// shown in it, before the page renders (withTexts, src/app.tsx; at deploy time, named in the page's
// hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type ThankYouMessageKey = keyof typeof en;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const thankYouMessages = createMessages<ThankYouMessageKey>({
  en,
  load,
});

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useThankYouMessages(
  locale?: Locale,
): (key: ThankYouMessageKey, values?: MessageValues) => string {
  return useMessages(thankYouMessages, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own: it shows no shared text).
 */
export const thankYouTexts: PageTexts = {
  ready: (locale: Locale) => thankYouMessages.ready(locale),
};
