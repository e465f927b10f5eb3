// The save-info form's own texts (messages/<locale>.json beside this file, decision 0014): what
// its dialog says and the toasts it sends. They are bundled with the dialog's code, which
// downloads when a visitor opens it; the notice that opens it reads src/messages.
import { createMessages, type MessageValues, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type SaveInfoMessageKey = keyof typeof en;

const saveInfoMessages = createMessages<SaveInfoMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/**
 * `t(key, values)` in the page's locale (RemoteProps.locale). In another locale than English it
 * suspends until the texts are there: the dialog shows its loading view meanwhile (lazyDialog).
 */
export function useSaveInfoMessages(): (key: SaveInfoMessageKey, values?: MessageValues) => string {
  return useMessages(saveInfoMessages);
}
