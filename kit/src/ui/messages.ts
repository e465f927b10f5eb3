// kit/ui's own texts (messages/<locale>.json, docs/decisions/0014-messages.md): the visitor form's
// default labels and errors, the registration modal's toasts, the blocked-tab notice, a dialog
// whose code could not be downloaded, the video texts. Read in the page's locale (RemoteProps.locale;
// English outside a remote's tree). Compiled into each remote that imports kit/ui.
import { createMessages, type MessageValues, useLocale, useMessages } from '@quantethic/shared';
import { useCallback, useSyncExternalStore } from 'react';
import en from './messages/en.json';

export type KitUiMessageKey = keyof typeof en;

// Pure: a bundle that imports these texts without using them (a remote's page that shows none
// of these parts) leaves the catalogue out.
export const kitUiMessages = /* @__PURE__ */ createMessages<KitUiMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` in the page's locale: an Arabic page waits for kit/ui's texts (useMessages). */
export function useKitUiMessages() {
  return useMessages(kitUiMessages);
}

/**
 * For texts shown after this render (a toast, a dialog opened later, a dialog's label): asks for
 * the page locale's texts now and never waits for them. `t` reads them when it is called: English
 * until they have arrived (the component renders again then). Never for text of the served markup
 * (it would not match on hydration): that is what useKitUiMessages and KitUiText are for.
 */
export function useKitUiMessagesLater(): (key: KitUiMessageKey, values?: MessageValues) => string {
  const locale = useLocale();
  const arrived = () => kitUiMessages.has(locale);
  const ready = useSyncExternalStore(kitUiMessages.subscribe, arrived, arrived);
  if (!ready) void kitUiMessages.ready(locale);
  return useCallback(
    (key: KitUiMessageKey, values?: MessageValues) => kitUiMessages.t(locale, key, values),
    [locale],
  );
}

/**
 * One kit/ui text in the page's locale, for what a component shows only sometimes (an error, a
 * default label it was given no other for): only then does it wait for the locale's texts.
 */
export function KitUiText({ id, values }: { id: KitUiMessageKey; values?: MessageValues }) {
  return useKitUiMessages()(id, values);
}
