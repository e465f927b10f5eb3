/**
 * The certificate as a PDF with real text: every word is set in an embedded subset of the site's
 * fonts (Amiri, Inter), so a reader can select, search, copy and read it aloud. The layout is
 * the HTML certificate's (certificate-layout.ts), in points on an A4 landscape page.
 *
 * In the certificate's language (`data.locale`, English by default): its words from the feature's
 * catalogue, its date through the shared date format; in a right-to-left language its own lines
 * are right-to-left paragraphs and the footer is mirrored (the date on the right), while names and
 * titles keep their own direction (a Latin name on an Arabic certificate reads left to right).
 *
 * Library: @cantoo/pdf-lib with @cantoo/fontkit. pdf-lib itself (1.17.1) has had no release
 * since 2021; @cantoo/pdf-lib is its actively maintained fork with the same API, and
 * @cantoo/fontkit is the fontkit 2 line it is tested with (fontkit 1 behind @pdf-lib/fontkit
 * is older still). Both are loaded only when a learner downloads the PDF.
 */
import fontkit, { type Font as Shaper } from '@cantoo/fontkit';
import {
  type PDFDocument as Document,
  PDFDocument,
  type PDFImage,
  type PDFPage,
  type RGB,
  rgb,
} from '@cantoo/pdf-lib';
import { textDirection } from '@quantethic/shared';
import type { CertificateData } from './certificate-data';
import { FACES, type FaceName, type FontFile, fetchFontFile, fontFilesFor } from './certificate-fonts';
import {
  certificateDate,
  certificateLocale,
  certificatePdfInfo,
  certificateTexts,
  courseTitleLanguage,
  emblemInitials,
} from './certificate-format';
import { FONTS, LAYOUT, PAGE, PAPER_COLORS, SEAL_TRACKING, TEXT_BOXES } from './certificate-layout';
import { certificateMessages } from './certificate-messages';
import { type FitOptions, fitText } from './fit-text';
import {
  baselineBelowMiddle,
  drawLine,
  type EmbeddedFont,
  type Face,
  lineWidth,
  type ShapedLine,
  shapeLine,
} from './pdf-text';

/** The content images, as PNG or JPEG bytes (null: none, or it could not be loaded). */
export interface CertificateImages {
  logo: Uint8Array | null;
  signature: Uint8Array | null;
}

/** A CSS font (the HTML page's), for text the embedded fonts cannot set. */
export interface CssFont {
  family: string;
  weight: number;
  italic?: boolean;
}

/** 'italic 700 12px Amiri, …' */
export const cssFont = (font: CssFont, sizePx: number) =>
  `${font.italic ? 'italic ' : ''}${font.weight} ${sizePx}px ${font.family}`;

/** A picture of a line is this many times its font size high, the line in its middle. */
export const PICTURE_LINE_HEIGHT = 1.6;

/**
 * Text in scripts neither embedded family has (CJK, Devanagari, Hebrew…): the browser draws it
 * with its own fonts, and the PDF shows that picture (not selectable; the name is still in the
 * document's Author and Subject). Without it such text would be blank.
 */
export interface TextPictures {
  /** Width in points of `text` set at `size` points. */
  measure(text: string, font: CssFont, size: number): number;
  /** PNG of the text centred in a box `width` × `size × PICTURE_LINE_HEIGHT` points, or null. */
  draw(text: string, font: CssFont, size: number, width: number, color: string): Promise<Uint8Array | null>;
}

export interface PdfOptions {
  images?: CertificateImages;
  /** Reads a font file (the browser fetches it from the remote; tests read it from disk). */
  loadFont?: (file: FontFile) => Promise<Uint8Array>;
  pictures?: TextPictures;
}

const color = (hex: string): RGB =>
  rgb(
    Number.parseInt(hex.slice(1, 3), 16) / 255,
    Number.parseInt(hex.slice(3, 5), 16) / 255,
    Number.parseInt(hex.slice(5, 7), 16) / 255,
  );
// Text colours stay CSS hex (text pictures use them too); `color()` turns them into PDF colours.
const INK = PAPER_COLORS.ink;
const NAVY = PAPER_COLORS.navy;
const MUTED = PAPER_COLORS.muted;
const GOLD = color(PAPER_COLORS.gold);
const SERIF_BOLD: CssFont = { family: FONTS.serif, weight: 700 };
const SANS: CssFont = { family: FONTS.sans, weight: 400 };
const SANS_SEMIBOLD: CssFont = { family: FONTS.sans, weight: 600 };
const SCRIPT: CssFont = { family: FONTS.script, weight: 400, italic: true };
const WHITE = rgb(1, 1, 1);

/** PNG or JPEG, by their signatures; anything else (or a broken file) is no image. */
async function embedImage(doc: Document, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
      return await doc.embedPng(bytes);
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return await doc.embedJpg(bytes);
  } catch (error) {
    console.warn('[certificate] an image could not be embedded; drawing the default', error);
  }
  return null;
}

/** The certificate's own words and date, in its language. */
type Words = ReturnType<typeof certificateTexts> & { date: string };

/** The texts each face sets, so only the font files they need are downloaded. */
function textsByFace(data: CertificateData, words: Words, hasLogo: boolean, hasSignature: boolean) {
  return {
    serifBold: [words.title.toUpperCase(), data.learnerName, hasLogo ? '' : emblemInitials(data.issuer)],
    sans: [words.certifies, words.completed, words.dateLabel, data.issuer],
    sansSemibold: [data.courseTitle, words.date, data.sealText.toUpperCase()],
    script: hasSignature ? [] : [data.issuer],
  } satisfies Record<FaceName, string[]>;
}

/** Downloads and embeds every font file the texts need; one EmbeddedFont per file. */
async function embedFaces(
  doc: Document,
  texts: Record<FaceName, string[]>,
  loadFont: (file: FontFile) => Promise<Uint8Array>,
): Promise<Record<FaceName, Face>> {
  const needed = new Map<FaceName, FontFile[]>();
  const files = new Map<string, FontFile>();
  for (const face of Object.keys(FACES) as FaceName[]) {
    if (texts[face].every((text) => !text)) continue;
    const list = fontFilesFor(face, texts[face].join(' '));
    needed.set(face, list);
    for (const file of list) files.set(file.name, file);
  }
  const embedded = new Map<string, EmbeddedFont>();
  await Promise.all(
    [...files.values()].map(async (file, index) => {
      const bytes = await loadFont(file);
      const shaper = fontkit.create(bytes) as Shaper;
      // A subset's name starts with a tag of six capitals and '+' (PDF 32000 §9.6.4).
      const letter = (n: number) => String.fromCharCode(65 + (n % 26));
      const tag = `QECR${letter(Math.floor(index / 26))}${letter(index)}`;
      const customName = `${tag}+${shaper.postscriptName ?? file.name}`;
      const pdf = await doc.embedFont(bytes, { subset: true, customName });
      embedded.set(file.name, { name: file.name, shaper, pdf });
    }),
  );
  const faces = {} as Record<FaceName, Face>;
  for (const face of Object.keys(FACES) as FaceName[]) {
    faces[face] = (needed.get(face) ?? []).map((file) => embedded.get(file.name) as EmbeddedFont);
  }
  return faces;
}

interface TextStyle {
  face: Face;
  /** The same face in CSS, for text pictures. */
  css: CssFont;
  color: string;
  tracking?: number;
  /** The paragraph direction (the certificate's own words); by default the text's first letter's. */
  direction?: 'ltr' | 'rtl';
}

// Spaces and invisible formatting characters (joiners, direction marks) need no glyph.
const NO_GLYPH_NEEDED = /^[\s\p{Cf}]$/u;

/** Whether the face's fonts have a glyph for every character of `text`. */
function covers(face: Face, text: string): boolean {
  return Array.from(text).every(
    (char) =>
      NO_GLYPH_NEEDED.test(char) ||
      face.some((font) => font.shaper.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)),
  );
}

/**
 * Letter spacing in the PDF, at most 0.09 em: text extractors read a wider gap between two
 * letters as a word break (pdf.js from 0.102 em, poppler's pdftotext alike), and 'ACCREDITED'
 * would be found only as 'A C C R E D I T E D'. The HTML page keeps its spacing.
 */
const MAX_TRACKING_EM = 0.09;
const trackingAt = (style: TextStyle, size: number) => Math.min(style.tracking ?? 0, MAX_TRACKING_EM * size);

/** Draws on one page in the layout's coordinates (points, y downwards from the top). */
class Sheet {
  private readonly shaped = new Map<Face, Map<string, ShapedLine>>();
  private readonly pending: Promise<void>[] = [];

  constructor(
    private readonly page: PDFPage,
    private readonly pictures: TextPictures | undefined,
  ) {}

  private shape(text: string, style: TextStyle): ShapedLine {
    const cache = this.shaped.get(style.face) ?? new Map<string, ShapedLine>();
    this.shaped.set(style.face, cache);
    const key = `${style.direction ?? 'auto'}|${text}`;
    const line = cache.get(key) ?? shapeLine(text, style.face, style.direction);
    cache.set(key, line);
    return line;
  }

  /** Text the embedded fonts cannot set goes to the browser as a picture, when it can. */
  private asPicture(text: string, style: TextStyle): TextPictures | null {
    return this.pictures && !covers(style.face, text) ? this.pictures : null;
  }

  private width(text: string, size: number, style: TextStyle): number {
    const pictures = this.asPicture(text, style);
    if (pictures) return pictures.measure(text, style.css, size);
    return lineWidth(this.shape(text, style), size, trackingAt(style, size));
  }

  /** One line centred on (x, middle), condensed if it is wider than maxWidth. */
  line(text: string, x: number, middle: number, size: number, style: TextStyle, maxWidth: number): void {
    if (!text || style.face.length === 0) return;
    const width = this.width(text, size, style);
    const scaleX = width > maxWidth ? maxWidth / width : 1;
    const left = x - (width * scaleX) / 2;
    const pictures = this.asPicture(text, style);
    if (pictures) {
      const height = size * PICTURE_LINE_HEIGHT;
      this.pending.push(
        pictures.draw(text, style.css, size, width, style.color).then(async (png) => {
          if (!png) return;
          const image = await this.page.doc.embedPng(png);
          const y = PAGE.height - middle - height / 2;
          this.page.drawImage(image, { x: left, y, width: width * scaleX, height });
        }),
      );
      return;
    }
    drawLine(this.page, this.shape(text, style), {
      x: left,
      y: PAGE.height - (middle + baselineBelowMiddle(style.face) * size),
      size,
      color: color(style.color),
      tracking: trackingAt(style, size),
      scaleX,
    });
  }

  /** Text fitted into a box centred on x (fitText), at the top, middle or bottom of the box. */
  fitted(
    text: string,
    x: number,
    top: number,
    style: TextStyle,
    box: FitOptions,
    align: 'top' | 'middle' | 'bottom' = 'middle',
  ): void {
    if (!text || style.face.length === 0) return;
    const { size, lines } = fitText(text, (line, at) => this.width(line, at, style), box);
    const step = size * box.lineHeight;
    const used = lines.length * step;
    const offset = align === 'top' ? 0 : align === 'bottom' ? box.height - used : (box.height - used) / 2;
    lines.forEach((line, i) => {
      this.line(line, x, top + offset + step * (i + 0.5), size, style, box.width);
    });
  }

  /** Waits for the text pictures (a picture that fails leaves its line blank). */
  async finish(): Promise<void> {
    const results = await Promise.allSettled(this.pending);
    for (const result of results) {
      if (result.status === 'rejected') console.warn('[certificate] a text picture failed', result.reason);
    }
  }

  rule(x1: number, x2: number, y: number, lineColor: RGB, thickness: number): void {
    const pdfY = PAGE.height - y;
    this.page.drawLine({ start: { x: x1, y: pdfY }, end: { x: x2, y: pdfY }, thickness, color: lineColor });
  }

  /** An image scaled to fit inside the box, centred, keeping its aspect ratio. */
  contained(image: PDFImage, box: { x: number; y: number; width: number; height: number }): void {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const top = box.y + (box.height - height) / 2;
    this.page.drawImage(image, {
      x: box.x + (box.width - width) / 2,
      y: PAGE.height - top - height,
      width,
      height,
    });
  }

  frame(): void {
    const { frame } = LAYOUT;
    const page = this.page;
    page.drawRectangle({
      x: 0,
      y: 0,
      width: PAGE.width,
      height: PAGE.height,
      color: color(PAPER_COLORS.paper),
    });
    const box = (inset: number) => ({
      x: inset,
      y: inset,
      width: PAGE.width - 2 * inset,
      height: PAGE.height - 2 * inset,
    });
    page.drawRectangle({ ...box(frame.outerInset), borderColor: color(NAVY), borderWidth: frame.outerWidth });
    page.drawRectangle({ ...box(frame.innerInset), borderColor: GOLD, borderWidth: frame.innerWidth });
    // A small gold diamond on each corner of the inner line.
    const d = frame.diamond;
    for (const x of [frame.innerInset, PAGE.width - frame.innerInset]) {
      for (const y of [frame.innerInset, PAGE.height - frame.innerInset]) {
        page.drawSvgPath(`M ${x} ${y - d} L ${x + d} ${y} L ${x} ${y + d} L ${x - d} ${y} Z`, {
          x: 0,
          y: PAGE.height,
          color: GOLD,
        });
      }
    }
  }

  circle(cx: number, cy: number, radius: number, stroke: RGB, width: number, fill?: RGB): void {
    this.page.drawCircle({
      x: cx,
      y: PAGE.height - cy,
      size: radius,
      borderColor: stroke,
      borderWidth: width,
      ...(fill ? { color: fill } : {}),
    });
  }
}

/**
 * The certificate PDF's bytes. Images that are missing or cannot be embedded fall back to the
 * drawn defaults (the issuer's initials, the issuer's name in italics); a font that cannot be
 * loaded rejects (the caller offers printing instead).
 */
export async function buildCertificatePdf(
  data: CertificateData,
  { images = { logo: null, signature: null }, loadFont = fetchFontFile, pictures }: PdfOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const locale = certificateLocale(data);
  // The certificate's words in its language (the page has them already; a test may not).
  await certificateMessages.ready(locale);
  const direction = textDirection(locale);
  const words: Words = { ...certificateTexts(locale), date: certificateDate(data) };

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const info = certificatePdfInfo(data);
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setCreator(info.creator);
  doc.setProducer(info.creator);
  doc.setLanguage(locale);

  const [logo, signature] = await Promise.all([
    embedImage(doc, images.logo),
    embedImage(doc, images.signature),
  ]);
  const faces = await embedFaces(doc, textsByFace(data, words, logo !== null, signature !== null), loadFont);
  const sheet = new Sheet(doc.addPage([PAGE.width, PAGE.height]), pictures);
  const { centerX, textWidth } = LAYOUT;

  sheet.frame();
  const title = {
    face: faces.serifBold,
    css: SERIF_BOLD,
    color: NAVY,
    tracking: LAYOUT.title.tracking,
    direction,
  };
  sheet.line(words.title.toUpperCase(), centerX, LAYOUT.title.y, LAYOUT.title.size, title, textWidth);
  const titleRule = LAYOUT.titleRule;
  sheet.rule(
    centerX - titleRule.halfWidth,
    centerX + titleRule.halfWidth,
    titleRule.y,
    GOLD,
    titleRule.width,
  );

  const lead = { face: faces.sans, css: SANS, color: MUTED, direction };
  sheet.line(words.certifies, centerX, LAYOUT.certifies.y, LAYOUT.certifies.size, lead, textWidth);
  // The name as typed, in its own direction (a Latin name stays left to right on an Arabic one).
  const name = { face: faces.serifBold, css: SERIF_BOLD, color: INK };
  sheet.fitted(data.learnerName, centerX, LAYOUT.name.top, name, TEXT_BOXES.name);
  const nameRule = LAYOUT.nameRule;
  sheet.rule(centerX - nameRule.halfWidth, centerX + nameRule.halfWidth, nameRule.y, GOLD, nameRule.width);

  sheet.line(words.completed, centerX, LAYOUT.completed.y, LAYOUT.completed.size, lead, textWidth);
  // The title in its language's direction when the content names it (as on the HTML page).
  const courseDirection = courseTitleLanguage(data, locale).dir;
  const course = {
    face: faces.sansSemibold,
    css: SANS_SEMIBOLD,
    color: NAVY,
    ...(courseDirection === 'auto' ? {} : { direction: courseDirection }),
  };
  sheet.fitted(data.courseTitle, centerX, LAYOUT.course.top, course, TEXT_BOXES.course);

  // The seal: a gold ring holding the logo, or the issuer's initials when there is no logo.
  const { seal } = LAYOUT;
  sheet.circle(seal.cx, seal.cy, seal.radius, GOLD, seal.ringWidth, WHITE);
  sheet.circle(seal.cx, seal.cy, seal.innerRadius, GOLD, 1);
  const half = seal.logoSize / 2;
  if (logo) {
    sheet.contained(logo, {
      x: seal.cx - half,
      y: seal.cy - half,
      width: seal.logoSize,
      height: seal.logoSize,
    });
  } else {
    const initials = { face: faces.serifBold, css: SERIF_BOLD, color: NAVY };
    sheet.fitted(emblemInitials(data.issuer), seal.cx, seal.initialsTop, initials, TEXT_BOXES.initials);
  }
  const sealStyle = { face: faces.sansSemibold, css: SANS_SEMIBOLD, color: NAVY, tracking: SEAL_TRACKING };
  sheet.fitted(
    data.sealText.toUpperCase(),
    seal.cx,
    LAYOUT.sealText.top,
    sealStyle,
    TEXT_BOXES.sealText,
    'top',
  );

  // Date and signature on a line, above their labels: the date where the certificate's lines
  // start (left, or right in a right-to-left language), the signature where they end.
  const { footer } = LAYOUT;
  const [dateX, signX] = direction === 'rtl' ? [footer.signX, footer.dateX] : [footer.dateX, footer.signX];
  const label = { face: faces.sans, css: SANS, color: MUTED, direction };
  const value = { face: faces.sansSemibold, css: SANS_SEMIBOLD, color: INK, direction };
  sheet.fitted(words.date, dateX, footer.dateTop, value, TEXT_BOXES.date);
  sheet.rule(dateX - footer.halfWidth, dateX + footer.halfWidth, footer.lineY, color(INK), footer.lineWidth);
  sheet.fitted(words.dateLabel, dateX, footer.labelTop, label, TEXT_BOXES.issuer, 'top');

  if (signature) {
    sheet.contained(signature, {
      x: signX - footer.halfWidth,
      y: footer.signatureTop,
      width: footer.halfWidth * 2,
      height: TEXT_BOXES.script.height,
    });
  } else {
    // No signature image: the issuer's name in italics stands in for one.
    const script = { face: faces.script, css: SCRIPT, color: NAVY };
    sheet.fitted(data.issuer, signX, footer.signatureTop, script, TEXT_BOXES.script, 'bottom');
  }
  sheet.rule(signX - footer.halfWidth, signX + footer.halfWidth, footer.lineY, color(INK), footer.lineWidth);
  // The issuer is a name: its own direction, not the certificate's.
  const issuer = { face: faces.sans, css: SANS, color: MUTED };
  sheet.fitted(data.issuer, signX, footer.labelTop, issuer, TEXT_BOXES.issuer, 'top');
  await sheet.finish();

  return (await doc.save()) as Uint8Array<ArrayBuffer>;
}
