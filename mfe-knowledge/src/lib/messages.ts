// The knowledge remote's UI texts (docs/decisions/0014-messages.md). Each catalogue is bundled with
// the code that shows it, so a page downloads only the texts its first view needs (README, Texts
// and locales):
// - src/messages (read here): what the hub, its preview, the article page and the home widget
//   show, in the chunk all three share;
// - src/lib/body/messages: the rich body's blocks and charts, in the lazy `article-body` chunk
//   (lib/body/body-messages.ts);
// - src/lib/body/chart-description/messages: a drawn chart's description, with Chart.js;
// - src/lib/components/save-info/messages: the visitor form, in its dialog's lazy chunk.
// Each part reads only its own keys; a text several parts show is this module's (the body's
// download links and file sizes are these texts, through DownloadLink and formatKb).

import { allReady, codeMessages, kitUiMessages, richTextMessages } from '@quantethic/kit/texts';
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from '../messages/en.json';

export type KnowledgeMessageKey = keyof typeof en;

/** `t(key, values)`: what a component gets from `useKnowledgeMessages()`, and lib code takes as an argument. */
export type KnowledgeT = (key: KnowledgeMessageKey, values?: MessageValues) => string;

export const knowledgeMessages = createMessages<KnowledgeMessageKey>({
  en,
  load: { ar: () => import('../messages/ar.json') },
});

/** English texts, for lib code called without a `t` (tests, English-only callers). */
export const englishT: KnowledgeT = (key, values) => knowledgeMessages.t('en', key, values);

/** `t(key, values)` in the page's locale (RemoteProps.locale; English without it). */
export function useKnowledgeMessages() {
  return useMessages(knowledgeMessages);
}

export { allReady };

/**
 * The texts of the home widget in `locale` ready: it exports this as its `ready`
 * (RemoteModule.ready), so the shell renders it, or hydrates its served markup, in that language.
 */
export const messagesReady = (locale: Locale): Promise<void> => allReady(locale, knowledgeMessages);

/**
 * The texts of the pages (`./app`) in `locale` ready: the remote's and those of the kit parts they
 * show (forms, links, code blocks, videos). The body's own texts come with the body, the save-info
 * form's with its dialog. The kit parts' English catalogues are imported here, in the chunk the
 * widget shares, rather than from src/app.tsx: compressed with the remote's texts they cost the
 * pages ~100 B less.
 */
export const pageTextsReady = (locale: Locale): Promise<void> =>
  allReady(locale, knowledgeMessages, kitUiMessages, codeMessages, richTextMessages);
