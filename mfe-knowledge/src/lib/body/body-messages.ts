// The rich body's own texts (messages/<locale>.json beside this folder's code, decision 0014): its
// blocks (files, PDFs, slides, videos) and charts. They are bundled with the body's code, the lazy
// `article-body` chunk, so the hub and the home widget never download them. The remote's texts
// the body shows (a download link, a file's size) are src/messages' (useKnowledgeMessages), and
// they and the kit parts' (links, code blocks, videos) are ready with `./app` (src/app.tsx).

import { createMessages, type MessageValues, useLocale, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type BodyMessageKey = keyof typeof en;

/** `t(key, values)` over the body's texts. */
export type BodyT = (key: BodyMessageKey, values?: MessageValues) => string;

/** The body's catalogue in each other locale (downloaded when first used). */
const load = { ar: () => import('./messages/ar.json') };

export const bodyMessages = createMessages<BodyMessageKey>({ en, load });

/** English texts, for code called without a `t` (tests, English-only callers). */
export const bodyEnglishT: BodyT = (key, values) => bodyMessages.t('en', key, values);

/** `t(key, values)` in the page's locale (RemoteProps.locale); suspends until its texts are there. */
export function useBodyMessages(): BodyT {
  return useMessages(bodyMessages);
}

/**
 * At the body's root: in another locale than English, waits (suspends) for the body's texts in it
 * before any of the body renders, as kit's `withTexts` does for a page, so its served markup
 * hydrates whole and its deploy-time render is in its language. At deploy time every render asks
 * for the catalogue, so each page that renders the body names it in its hints and the browser
 * fetches it with the body's code (kit/prerender). Not `withTexts` itself: that would bring it
 * into the chunk the pages share; this stays in the body's.
 */
export function useBodyTextsFirst(): void {
  const locale = useLocale();
  if (typeof window === 'undefined' && locale !== 'en') void load[locale]().catch(() => {});
  useMessages(bodyMessages, locale);
}
