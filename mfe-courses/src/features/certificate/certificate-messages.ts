// The certificate's own texts (messages/<locale>.json beside this file, decision 0014): the page
// around the certificate, the certificate's words, and the PDF's document information. English is
// bundled; another locale's catalogue is downloaded the first time a certificate is shown in it.
import { createMessages, type Locale, type MessageValues, useMessages } from '@quantethic/shared';
import en from './messages/en.json';

export type CertificateMessageKey = keyof typeof en;

/** `t(key, values)` in one locale. */
export type CertificateT = (key: CertificateMessageKey, values?: MessageValues) => string;

export const certificateMessages = createMessages<CertificateMessageKey>({
  en,
  load: { ar: () => import('./messages/ar.json') },
});

/**
 * The certificate's texts in `locale` outside React (the PDF, the data's defaults): English while
 * that locale's catalogue has not arrived (`certificateMessages.ready(locale)` waits for it).
 */
export function certificateT(locale: Locale): CertificateT {
  return (key, values) => certificateMessages.t(locale, key, values);
}

/** `t(key, values)` in `locale` (default: the page's, RemoteProps.locale); suspends until it is there. */
export function useCertificateMessages(locale?: Locale): CertificateT {
  return useMessages(certificateMessages, locale);
}
