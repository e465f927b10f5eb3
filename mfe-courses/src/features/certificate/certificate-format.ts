import { isValidSlug, slugify } from '@quantethic/shared';
import { formatCompletionDate } from '../../lib/format';
import type { CertificateData } from './certificate-data';

/** The words every certificate shows (the HTML page and the PDF say the same). */
export const CERTIFICATE_TEXT = {
  title: 'Certificate of Completion',
  certifies: 'This certifies that',
  completed: 'has successfully completed',
  dateLabel: 'Date of completion',
} as const;

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

/** The PDF's document information: title, author, subject and creator. */
export function certificatePdfInfo(data: CertificateData) {
  return {
    title: `${CERTIFICATE_TEXT.title} — ${data.courseTitle}`,
    author: data.learnerName,
    subject: `${data.learnerName} completed ${data.courseTitle} on ${formatCompletionDate(data.completedAt)}`,
    creator: 'QuantEthic',
  };
}
