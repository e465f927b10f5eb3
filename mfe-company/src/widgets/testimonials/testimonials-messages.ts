// The 'What Learners Say' widget's own texts (messages/<locale>.json beside this file, decision
// 0014): it shows no other. English is bundled with the widget; another locale's catalogue is
// downloaded by its `ready`, which the shell awaits before it renders the widget.
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type TestimonialsMessageKey = keyof typeof en;

export const testimonialsMessages = createMessages<TestimonialsMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/** `t(key, values)` in the widget's locale (its RemoteProps.locale); suspends until its texts are there. */
export function useTestimonialsMessages(
  locale?: Locale,
): (key: TestimonialsMessageKey, values?: MessageValues) => string {
  return useMessages(testimonialsMessages, locale);
}

/** The widget's texts in `locale` ready (RemoteModule.ready). */
export const testimonialsReady = (locale: Locale): Promise<void> => testimonialsMessages.ready(locale);
