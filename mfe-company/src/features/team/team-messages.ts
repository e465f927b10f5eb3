// A team member's page's own texts (messages/<locale>.json beside this file, decision 0014).
// English is bundled with the page; another locale's catalogue is downloaded the first time the
// page is shown in it, before the page renders (withTexts, src/app.tsx; at deploy time, named in
// the page's hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, companyMessages, type TextsT, textsIn, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type TeamMessageKey = keyof typeof en;

/** `t(key, values)` over the team member page's texts and the shared ones. */
export type TeamT = TextsT<TeamMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const teamMessages = createMessages<TeamMessageKey>({
  en,
  load,
});

/** The texts in `locale` outside React (its lib functions' `t`): English while they have not arrived. */
export function teamT(locale: Locale): TeamT {
  return textsIn(teamMessages, en, locale);
}

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useTeamMessages(locale?: Locale): TeamT {
  return useTexts(teamMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own and the shared ones).
 */
export const teamTexts: PageTexts = {
  ready: (locale: Locale) => allReady(locale, teamMessages, companyMessages),
};
