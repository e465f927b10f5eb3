// The 'Join Our Community' widget's own texts (messages/<locale>.json beside this file, decision
// 0014); its email field and the newsletter form's texts are the shared ones (src/messages).
// English is bundled with the widget; another locale's catalogues are downloaded by its `ready`,
// which the shell awaits before it renders the widget.
import { createMessages, type Locale } from '@quantethic/shared';
import { allReady, companyMessages, type TextsT, useTexts } from '../../lib/messages';
import en from './messages/en.json';

export type CommunitySignupMessageKey = keyof typeof en;

export const communitySignupMessages = createMessages<CommunitySignupMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` over the widget's texts and the shared ones, in its locale; suspends until they are there. */
export function useCommunitySignupMessages(locale?: Locale): TextsT<CommunitySignupMessageKey> {
  return useTexts(communitySignupMessages, en, locale);
}

/** The widget's texts in `locale` ready, its own and the shared ones (RemoteModule.ready). */
export const communitySignupReady = (locale: Locale): Promise<void> =>
  allReady(locale, communitySignupMessages, companyMessages);
