// The catalogue page's own texts (messages/<locale>.json beside this file, decision 0014): the
// page, its controls, cards, results and course panel. English is bundled with the page; another
// locale's catalogue is downloaded the first time the page is shown in it, before the page renders
// (withTexts, src/app.tsx; at deploy time, named in the page's hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { kitUiMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, coursesMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type CatalogueMessageKey = keyof typeof en;

/** `t(key, values)` over the catalogue page's texts and the shared ones. */
export type CatalogueT = TextsT<CatalogueMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const catalogueMessages = createMessages<CatalogueMessageKey>({ en, load });

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useCatalogueMessages(locale?: Locale): CatalogueT {
  return useTexts(catalogueMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own, the shared ones and kit/ui's: the registration and video modals).
 */
export const catalogueTexts: PageTexts = {
  ready: (locale: Locale) => allReady(locale, catalogueMessages, coursesMessages, kitUiMessages),
};
