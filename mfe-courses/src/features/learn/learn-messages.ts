// The learning view's own texts (messages/<locale>.json beside this file, decision 0014): the
// view, its sidebar, lessons, resources, quizzes and the registration gate. English is bundled
// with the page's chunk; another locale's catalogue is downloaded the first time the page is shown
// in it, before the page renders (withTexts, src/app.tsx; at deploy time, named in the page's
// hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { codeMessages, kitUiMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, coursesMessages, type TextsT, textsIn, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type LearnMessageKey = keyof typeof en;

/** `t(key, values)` over the learning view's texts and the shared ones. */
export type LearnT = TextsT<LearnMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const learnMessages = createMessages<LearnMessageKey>({ en, load });

/** English texts, for code called without a `t` (tests, English-only callers). */
export const englishLearnT: LearnT = textsIn(learnMessages, en, 'en');

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useLearnMessages(locale?: Locale): LearnT {
  return useTexts(learnMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): its own, the shared ones and those of the kit
 * parts it shows (kit/ui's video embed and registration modal, the code block's) ready in
 * `locale`.
 */
export const learnTexts: PageTexts = {
  ready: (locale: Locale) => allReady(locale, learnMessages, coursesMessages, kitUiMessages, codeMessages),
};
