// kit/code's texts (messages/<locale>.json, docs/decisions/0014-messages.md): the code block's name
// and copy button, in the page's locale (RemoteProps.locale; English outside a remote's tree).
import { createMessages, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type CodeMessageKey = keyof typeof en;

// Pure: a bundle that imports these texts without using them (a remote's page that shows none
// of these parts) leaves the catalogue out.
export const codeMessages = /* @__PURE__ */ createMessages<CodeMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` in the page's locale: an Arabic page waits for these texts (useMessages). */
export function useCodeMessages() {
  return useMessages(codeMessages);
}
