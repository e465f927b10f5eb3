import { DEFAULT_LOCALE, isValidSlug, type Locale, slugify, textDirection } from '@quantethic/shared';
import { formatCompletionDate } from '../../lib/format';
import type { CertificateData } from './certificate-data';
import { certificateT } from './certificate-messages';

/** The words every certificate shows, in its language (the HTML page and the PDF say the same). */
export function certificateTexts(locale: Locale) {
  const t = certificateT(locale);
  return {
    title: t('certificate.title'),
    certifies: t('certificate.certifies'),
    completed: t('certificate.completed'),
    dateLabel: t('certificate.dateLabel'),
  };
}

/** The certificate's language: the one its data names, else English. */
export const certificateLocale = (data: CertificateData): Locale => data.locale ?? DEFAULT_LOCALE;

/** The completion date as the certificate writes it ('22 November 2026', '22 نوفمبر 2026'). */
export const certificateDate = (data: CertificateData): string =>
  formatCompletionDate(data.completedAt, certificateLocale(data));

/** 'quantethic-certificate-{slug}.pdf', the slug limited to lowercase letters, digits and hyphens. */
export function certificateFileName(courseSlug: string): string {
  const slug = isValidSlug(courseSlug) ? courseSlug : slugify(courseSlug) || 'course';
  return `quantethic-certificate-${slug}.pdf`;
}

/**
 * Initials for the drawn emblem when there is no logo: 'QuantEthic' → 'QE' (capitals inside one
 * word), 'Al Huda Institute' → 'AH'. Scripts without capitals (Arabic, CJK…) have no such
 * convention: their first letter only ('معهد الهدى' → 'م').
 */
export function emblemInitials(issuer: string): string {
  const words = issuer.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = (word: string) => Array.from(word.replace(/^\P{L}+/u, ''))[0] ?? '';
  if (words[0] && !/[\p{Lu}\p{Ll}]/u.test(issuer)) return first(words[0]);
  if (words.length === 1 && words[0]) {
    const capitals = words[0].match(/\p{Lu}/gu) ?? [];
    if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  }
  const initials = words.slice(0, 2).map(first).join('').toUpperCase();
  return initials || 'QE';
}

/** The PDF's document information, in the certificate's language: title, author, subject and creator. */
export function certificatePdfInfo(data: CertificateData) {
  const t = certificateT(certificateLocale(data));
  return {
    title: t('certificate.pdfTitle', { title: data.courseTitle }),
    author: data.learnerName,
    subject: t('certificate.pdfSubject', {
      name: data.learnerName,
      title: data.courseTitle,
      date: certificateDate(data),
    }),
    creator: 'QuantEthic',
  };
}

/** A text's language told by its first letter's script: Arabic, Latin (English), or unknown. */
function languageOfScript(text: string): Locale | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (!letter) return undefined;
  if (/\p{Script=Arabic}/u.test(letter)) return 'ar';
  return /\p{Script=Latin}/u.test(letter) ? 'en' : undefined;
}

/**
 * How the course title sits in a certificate in `locale`: a title in another language is marked
 * with its `lang` (screen readers pronounce it as such) and, when the content names its language,
 * that language's direction; otherwise its direction is the text's own (dir="auto", as the PDF's
 * bidi paragraph takes it from the first letter).
 */
export function courseTitleLanguage(
  data: CertificateData,
  locale: Locale,
): { lang?: Locale; dir: 'ltr' | 'rtl' | 'auto' } {
  const language = data.courseLanguage ?? languageOfScript(data.courseTitle);
  if (!language || language === locale) return { dir: 'auto' };
  return { lang: language, dir: data.courseLanguage ? textDirection(data.courseLanguage) : 'auto' };
}
