// The course page's own texts (messages/<locale>.json beside this file, decision 0014). English is
// bundled with the page; another locale's catalogue is downloaded the first time the page is shown
// in it, before the page renders (withTexts, src/app.tsx).

import type { PageTexts } from '@quantethic/kit/lazy';
import { kitUiMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, coursesMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type CourseMessageKey = keyof typeof en;

/** `t(key, values)` over the course page's texts and the shared ones. */
export type CourseT = TextsT<CourseMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const courseMessages = createMessages<CourseMessageKey>({ en, load });

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useCourseMessages(locale?: Locale): CourseT {
  return useTexts(courseMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): its own, the shared ones and kit/ui's (the
 * video embed) ready in `locale`.
 */
export const courseTexts: PageTexts = {
  ready: (locale: Locale) => allReady(locale, courseMessages, coursesMessages, kitUiMessages),
};
