// The home page's 'Knowledge Hub' widget's own texts (messages/<locale>.json beside this file,
// decision 0014), read with the shared ones (its cards, its states). English is bundled with the
// widget; another locale's catalogues are downloaded by its `ready`, which the shell awaits before
// it renders the widget.
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, knowledgeMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type LatestArticlesMessageKey = keyof typeof en;

// Pure: a bundle that imports these texts without using them leaves the catalogue out.
export const latestArticlesMessages = /* @__PURE__ */ createMessages<LatestArticlesMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` in the widget's locale (its RemoteProps.locale); suspends until its texts are there. */
export function useLatestArticlesMessages(locale?: Locale): TextsT<LatestArticlesMessageKey> {
  return useTexts(latestArticlesMessages, en, locale);
}

/** The widget's texts in `locale` ready, its own and the shared ones (RemoteModule.ready). */
export const latestArticlesReady = (locale: Locale): Promise<void> =>
  allReady(locale, latestArticlesMessages, knowledgeMessages);
