import { isRecord, text } from '@quantethic/kit/content';
import { DEFAULT_LOCALE, isLocale, isValidSlug, type Locale, safeHttpUrl, slugify } from '@quantethic/shared';
import { certificateT } from './certificate-messages';

/** Everything a certificate shows, already checked and with defaults applied. */
export interface CertificateData {
  learnerName: string;
  courseTitle: string;
  courseSlug: string;
  /** ISO date-time (or date) of completion. */
  completedAt: string;
  issuer: string;
  sealText: string;
  logo: CertificateImageRef | null;
  signature: CertificateImageRef | null;
  /**
   * The certificate's language: its words, its date and its direction (HTML and PDF). Absent:
   * the page's on the HTML page, English in the PDF.
   */
  locale?: Locale;
  /**
   * The language the course's title is written in (its document's `language` field), when the
   * content says; otherwise the views tell it by the title's script.
   */
  courseLanguage?: Locale;
}

export interface CertificateImageRef {
  url: string;
  alt: string;
}

export const DEFAULT_ISSUER = 'QuantEthic';

// A calendar date first (rejects strings Date.parse would still accept, such as '1' or 'May').
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:$|T)/;

/** The ISO string of a valid completion date (ISO string or Date), or null. */
function completionDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  const raw = text(value);
  if (!raw || !ISO_DATE.test(raw) || Number.isNaN(Date.parse(raw))) return null;
  return raw;
}

/**
 * The course slug for file names: the course's own slug when valid (`{ current }`, or a plain
 * string in older documents), else one made from the title (SPEC §5 rules), else 'course'.
 */
function courseSlugOf(course: Record<string, unknown>, title: string): string {
  const own = isRecord(course.slug) ? course.slug.current : course.slug;
  if (typeof own === 'string' && isValidSlug(own)) return own;
  return slugify(title) || 'course';
}

function imageRef(
  field: unknown,
  imageUrl: (image: unknown) => string | null,
  defaultAlt: () => string,
): CertificateImageRef | null {
  if (!isRecord(field)) return null;
  let url: string | null = null;
  try {
    // Only absolute http(s) URLs may reach an <img> or the canvas.
    url = safeHttpUrl(imageUrl(field));
  } catch {
    // A builder that throws on odd input means "no image".
  }
  return url ? { url, alt: text(field.alt) ?? defaultAlt() } : null;
}

/**
 * The certificate for a completed course, read defensively from untrusted input (the saved
 * learner name, the course document, the progress record's completion date). Null when there
 * is no learner name, no valid completion date or no course title: no certificate can be made.
 * `imageUrl` turns a content image field into a URL (the caller passes an image-url builder).
 * `locale` is the certificate's language (the page's): the defaults (seal text, images' alt
 * texts) are in it, once its catalogue is there (English before, and without a locale).
 */
export function certificateData(input: {
  learnerName: unknown;
  course: unknown;
  completedAt: unknown;
  imageUrl: (image: unknown) => string | null;
  locale?: Locale;
}): CertificateData | null {
  const learnerName = text(input.learnerName)?.replace(/\s+/g, ' ');
  const completedAt = completionDate(input.completedAt);
  const course = isRecord(input.course) ? input.course : {};
  const courseTitle = text(course.title)?.replace(/\s+/g, ' ');
  if (!learnerName || !completedAt || !courseTitle) return null;

  const overrides = isRecord(course.certificateOverrides) ? course.certificateOverrides : {};
  const issuer = text(overrides.issuer) ?? DEFAULT_ISSUER;
  const t = certificateT(input.locale ?? DEFAULT_LOCALE);
  return {
    learnerName,
    courseTitle,
    courseSlug: courseSlugOf(course, courseTitle),
    completedAt,
    issuer,
    sealText: text(overrides.sealText) ?? t('certificate.defaultSealText'),
    logo: imageRef(overrides.logo, input.imageUrl, () => t('certificate.logoAlt', { issuer })),
    signature: imageRef(overrides.signature, input.imageUrl, () => t('certificate.signatureAlt', { issuer })),
    // Undefined when not given or not said: the views decide (English, the title's script).
    locale: input.locale,
    courseLanguage: isLocale(course.language) ? course.language : undefined,
  };
}
