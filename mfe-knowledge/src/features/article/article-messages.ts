// The article page's own texts: its states, back link, tags, share buttons and related articles (messages/<locale>.json beside this file, decision 0014). English is bundled with the page;
// another locale's catalogue is downloaded the first time the page is shown in it, before the
// page renders (withTexts, src/app.tsx; at deploy time, named in the page's hints).

import type { PageTexts } from '@quantethic/kit/lazy';
import { codeMessages, kitUiMessages, richTextMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, knowledgeMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type ArticleMessageKey = keyof typeof en;

/** `t(key, values)` over the article page's texts and the shared ones. */
export type ArticleT = TextsT<ArticleMessageKey>;

/** The page's own catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

// Pure: a bundle that imports these texts without using them leaves the catalogue out.
export const articleMessages = /* @__PURE__ */ createMessages<ArticleMessageKey>({ en, load });

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useArticleMessages(locale?: Locale): ArticleT {
  return useTexts(articleMessages, en, locale);
}

/**
 * The page's texts, for `withTexts` (src/app.tsx): `ready(locale)` makes them ready in `locale`
 * (its own, the shared ones, and kit's that it shows: the download warning's form, the rich
 * body's blocks and code); `load` is its own catalogue in each other locale.
 */
export const articleTexts: PageTexts = {
  ready: (locale: Locale) =>
    allReady(locale, articleMessages, knowledgeMessages, kitUiMessages, richTextMessages, codeMessages),
  load,
};
