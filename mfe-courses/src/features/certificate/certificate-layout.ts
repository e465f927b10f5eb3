import type { CertificateData } from './certificate-data';
import { emblemInitials } from './certificate-format';
import { type FitOptions, fitText, type Measure } from './fit-text';

/**
 * The certificate's design, shared by the PDF (certificate-pdf.ts) and the HTML page: sizes and
 * positions in points on an A4 landscape page (y downwards from the top edge, as on the page),
 * fixed paper colours, the site's fonts, and the box each variable text must fit in. The CSS
 * module (certificate.module.css) places the HTML sheet at the same points.
 */

export const PAGE = { width: 842, height: 595 } as const;

/** Fixed paper colours, whatever the site theme: dark ink on ivory (all text 7:1 or more). */
export const PAPER_COLORS = {
  paper: '#fffdf7',
  ink: '#1f2937',
  navy: '#1e3a5f',
  muted: '#4b5563',
  gold: '#b08d3c', // rules and rings only, never text
} as const;

// The site's bundled fonts (shared/src/theme/fonts.css) first, then system fallbacks.
export const FONTS = {
  serif: "Amiri, Georgia, 'Times New Roman', serif",
  sans: "'Inter Variable', Inter, Amiri, system-ui, 'Segoe UI', Roboto, Arial, sans-serif",
  // No handwriting face is bundled: common system ones, else Amiri slanted.
  script: "'Snell Roundhand', 'Apple Chancery', 'Segoe Script', 'URW Chancery L', Amiri, cursive",
} as const;

/** The boxes the variable texts are fitted into (see fitText). */
export const TEXT_BOXES = {
  name: { width: 660, height: 76, maxSize: 46, minSize: 20, lineHeight: 1.15, maxLines: 2 },
  course: { width: 660, height: 64, maxSize: 26, minSize: 13, lineHeight: 1.2, maxLines: 2 },
  initials: { width: 56, height: 40, maxSize: 30, minSize: 14, lineHeight: 1.2, maxLines: 1 },
  sealText: { width: 200, height: 26, maxSize: 9.5, minSize: 6, lineHeight: 1.25, maxLines: 2 },
  date: { width: 190, height: 30, maxSize: 15, minSize: 10, lineHeight: 1.2, maxLines: 1 },
  script: { width: 190, height: 44, maxSize: 26, minSize: 10, lineHeight: 1.1, maxLines: 2 },
  issuer: { width: 190, height: 26, maxSize: 10.5, minSize: 6.5, lineHeight: 1.2, maxLines: 2 },
} as const satisfies Record<string, FitOptions>;

export const SEAL_TRACKING = 1.2; // letter spacing of the seal text, in points

const CENTER_X = PAGE.width / 2;
const FOOTER_LINE_Y = 466;

/**
 * Where each part sits (points, y from the top). Single-line texts give the y of their middle;
 * fitted texts the top of their box (TEXT_BOXES) and how they sit in it.
 */
export const LAYOUT = {
  centerX: CENTER_X,
  textWidth: TEXT_BOXES.name.width,
  frame: { outerInset: 18, outerWidth: 6, innerInset: 30, innerWidth: 1.5, diamond: 6 },
  title: { y: 100, size: 32, tracking: 3 },
  titleRule: { y: 128, halfWidth: 60, width: 1.5 },
  certifies: { y: 162, size: 14 },
  name: { top: 178 },
  nameRule: { y: 262, halfWidth: 200, width: 0.8 },
  completed: { y: 286, size: 14 },
  course: { top: 302 },
  seal: { cx: CENTER_X, cy: 445, radius: 44, ringWidth: 4, innerRadius: 38, logoSize: 52, initialsTop: 425 },
  sealText: { top: 496 },
  footer: {
    lineY: FOOTER_LINE_Y,
    lineWidth: 0.8,
    halfWidth: TEXT_BOXES.date.width / 2,
    dateX: 205,
    signX: PAGE.width - 205,
    dateTop: FOOTER_LINE_Y - 36,
    labelTop: FOOTER_LINE_Y + 6,
    signatureTop: FOOTER_LINE_Y - 4 - TEXT_BOXES.script.height,
  },
} as const;

// Ideographs and kana are about 1 em wide.
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A generous estimate of text width for the HTML page, where nothing can be measured before
 * rendering: `em` is the average character width of the face (a little above the real one).
 */
export function estimate(em: number, trackingPt = 0): Measure {
  return (text, size) =>
    Array.from(text).reduce((width, char) => width + (WIDE.test(char) ? 1 : em) * size + trackingPt, 0);
}

/**
 * Font sizes (points) for the HTML certificate, so long names and titles shrink there as they
 * do in the PDF; the browser wraps the lines itself.
 */
export function estimatedTextSizes(data: CertificateData) {
  const size = (text: string, box: FitOptions, measure: Measure) => fitText(text, measure, box).size;
  return {
    name: size(data.learnerName, TEXT_BOXES.name, estimate(0.6)),
    course: size(data.courseTitle, TEXT_BOXES.course, estimate(0.6)),
    initials: size(emblemInitials(data.issuer), TEXT_BOXES.initials, estimate(0.75)),
    sealText: size(data.sealText.toUpperCase(), TEXT_BOXES.sealText, estimate(0.75, SEAL_TRACKING)),
    script: size(data.issuer, TEXT_BOXES.script, estimate(0.5)),
    issuer: size(data.issuer, TEXT_BOXES.issuer, estimate(0.58)),
  };
}
