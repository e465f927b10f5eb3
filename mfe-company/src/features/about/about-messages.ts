// The about page's own texts (messages/<locale>.json beside this file, decision 0014): its hero,
// sections and team. English is bundled with the page; another locale's catalogue is downloaded the
// first time the page is shown in it, before the page renders (withTexts, src/app.tsx; at deploy
// time, named in the page's hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { richTextMessages } from '@quantethic/kit/rich-text';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, companyMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type AboutMessageKey = keyof typeof en;

/** `t(key, values)` over the about page's texts and the shared ones. */
export type AboutT = TextsT<AboutMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const aboutMessages = createMessages<AboutMessageKey>({
  en,
  load,
});

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useAboutMessages(locale?: Locale): AboutT {
  return useTexts(aboutMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own, the shared ones and the rich text's).
 */
export const aboutTexts: PageTexts = {
  ready: (locale: Locale) => allReady(locale, aboutMessages, companyMessages, richTextMessages),
};
