// kit/rich-text's texts (messages/<locale>.json, docs/decisions/0014-messages.md): what a link
// that opens in a new tab tells screen readers, in the page's locale (RemoteProps.locale).
import { createMessages, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type RichTextMessageKey = keyof typeof en;

// Pure: a bundle that imports these texts without using them (a remote's page that shows none
// of these parts) leaves the catalogue out.
export const richTextMessages = /* @__PURE__ */ createMessages<RichTextMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` in the page's locale: an Arabic page waits for these texts (useMessages). */
export function useRichTextMessages() {
  return useMessages(richTextMessages);
}
