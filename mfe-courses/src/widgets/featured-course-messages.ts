// The 'Featured Course' widget's own texts (messages/<locale>.json in this folder, decision 0014),
// read with the shared ones (a course's fallback title, the content-down message). English is
// bundled with the widget; another locale's catalogue is downloaded by its `ready`, which the shell
// awaits before it renders the widget (and the deploy before it prerenders it).

import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, coursesMessages, type TextsT, useTexts } from '../lib/messages';
import en from './messages/en.json';

export type FeaturedMessageKey = keyof typeof en;

export const featuredMessages = createMessages<FeaturedMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` in the widget's locale (its RemoteProps.locale); suspends until its texts are there. */
export function useFeaturedMessages(locale?: Locale): TextsT<FeaturedMessageKey> {
  return useTexts(featuredMessages, en, locale);
}

/** The widget's texts in `locale` ready (RemoteModule.ready): its own and the shared ones. */
export const featuredReady = (locale: Locale): Promise<void> =>
  allReady(locale, featuredMessages, coursesMessages);
