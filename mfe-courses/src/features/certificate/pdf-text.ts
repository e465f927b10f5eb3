/**
 * Real text in the certificate PDF, in any mix of the scripts the embedded fonts hold: each line
 * is split by the Unicode Bidirectional Algorithm (bidi-js) into runs of one direction, each run
 * into pieces of one font (the first of its face that has the glyph), and each piece is shaped
 * by fontkit (Arabic letters joined, ligatures, kerning and mark positions from the font's
 * OpenType tables). The glyphs are written with pdf-lib's subset fonts, whose ToUnicode map
 * gives the characters back: the text can be selected, searched and read aloud.
 *
 * fontkit itself lays out a whole string in one direction, taken from its first script (Arabic
 * → right to left, reversing the glyphs): a mixed line such as 'Amina أمينة 2' would come out
 * scrambled. Here every piece is laid out on its own, in the direction bidi gives it, and the
 * pieces are placed in bidi's visual order.
 */
import type { GlyphRun, Font as Shaper } from '@cantoo/fontkit';
import {
  beginText,
  endText,
  PDFArray,
  type PDFFont,
  PDFHexString,
  type PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setCharacterSpacing,
  setCharacterSqueeze,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
} from '@cantoo/pdf-lib';
import bidiFactory from 'bidi-js';
import { textDirection } from './fit-text';

/** A font file embedded in the PDF, with the fontkit font that shapes text for it. */
export interface EmbeddedFont {
  name: string;
  shaper: Shaper;
  pdf: PDFFont;
}

/** A face: its fonts in the order a character looks for its glyph. Never empty. */
export type Face = readonly EmbeddedFont[];

/** A shaped piece of a line: one font, one direction, its glyphs in visual order. */
interface Piece {
  font: EmbeddedFont;
  /** What pdf-lib encodes: the piece's characters, in the order that yields `run`. */
  text: string;
  run: GlyphRun;
  /** Letter spacing would break the joins of cursive scripts: none there. */
  tracked: boolean;
}

/** A line of text, shaped and in visual order (left to right). */
export interface ShapedLine {
  pieces: Piece[];
  /** Width at 1 pt without letter spacing, and how many glyphs get letter spacing. */
  unitWidth: number;
  trackedGlyphs: number;
}

const bidi = bidiFactory();
const CURSIVE = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}]/u;
// Spaces, punctuation, digits and combining marks: they keep the font of what precedes them.
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * The font for one character: the first of the face that has its glyph, but a space,
 * punctuation or a mark keeps the font of the character before it in the same run, so a
 * run is not cut into pieces (Arabic shaping needs the whole word in one piece).
 */
function chooseFont(face: Face, char: string, previous: EmbeddedFont | undefined): EmbeddedFont {
  const codePoint = char.codePointAt(0) ?? 0;
  if (previous && NEUTRAL.test(char) && previous.shaper.hasGlyphForCodePoint(codePoint)) return previous;
  return face.find((font) => font.shaper.hasGlyphForCodePoint(codePoint)) ?? (face[0] as EmbeddedFont);
}

function shape(font: EmbeddedFont, chars: string[], rtl: boolean): Piece {
  let text = chars.join('');
  let run = font.shaper.layout(text);
  // fontkit picks the direction from the script: Arabic letters right to left, everything else
  // left to right. A right-to-left run without Arabic letters (brackets, spaces between two
  // fonts) or Arabic-Indic digits in a left-to-right run: hand it the characters reversed.
  if ((run.direction === 'rtl') !== rtl) {
    text = [...chars].reverse().join('');
    run = font.shaper.layout(text);
  }
  return { font, text, run, tracked: !CURSIVE.test(text) };
}

/**
 * Shapes one line (no line breaks) in `face`. The paragraph direction is `direction` when given
 * (the certificate's own words take its language's, as the HTML sheet's dir does), else it comes
 * from the first letter, as the HTML page's dir="auto" (a name, a title).
 */
export function shapeLine(text: string, face: Face, direction?: 'ltr' | 'rtl'): ShapedLine {
  const chars = Array.from(text);
  // bidi-js works on UTF-16 units: where each character starts, and which character a unit is.
  const firstUnit: number[] = [];
  const charOfUnit: number[] = [];
  chars.forEach((char, index) => {
    firstUnit.push(charOfUnit.length);
    for (let unit = 0; unit < char.length; unit++) charOfUnit.push(index);
  });
  const embedding = bidi.getEmbeddingLevels(text, direction ?? textDirection(text));
  const mirrors = bidi.getMirroredCharactersMap(text, embedding.levels);
  const levels = firstUnit.map((unit) => embedding.levels[unit] ?? 0);
  const mirrored = firstUnit.map((unit) => mirrors.has(unit));

  // The character each position shows (brackets mirrored in right-to-left runs) and its font.
  const shown = chars.map((char, index) => mirrors.get(firstUnit[index] ?? 0) ?? char);
  const fonts: EmbeddedFont[] = [];
  shown.forEach((char, index) => {
    const sameRun = index > 0 && levels[index - 1] === levels[index];
    fonts.push(chooseFont(face, char, sameRun ? fonts[index - 1] : undefined));
  });

  // The characters in visual order (a surrogate pair's two units are one character).
  const visual: number[] = [];
  for (const unit of bidi.getReorderedIndices(text, embedding)) {
    const index = charOfUnit[unit] ?? 0;
    if (visual.at(-1) !== index) visual.push(index);
  }

  // Neighbours of one font and one level make a piece; a mirrored bracket stands alone
  // (fontkit would mirror it a second time inside an Arabic run).
  const groups: number[][] = [];
  for (const index of visual) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (
      group &&
      last !== undefined &&
      Math.abs(last - index) === 1 &&
      fonts[last] === fonts[index] &&
      levels[last] === levels[index] &&
      !mirrored[last] &&
      !mirrored[index]
    ) {
      group.push(index);
    } else {
      groups.push([index]);
    }
  }

  const pieces = groups.map((group) => {
    const first = group[0] ?? 0;
    const logical = [...group].sort((a, b) => a - b).map((index) => shown[index] ?? '');
    return shape(fonts[first] as EmbeddedFont, logical, (levels[first] ?? 0) % 2 === 1);
  });
  let unitWidth = 0;
  let trackedGlyphs = 0;
  for (const piece of pieces) {
    unitWidth += advance(piece) / piece.font.shaper.unitsPerEm;
    if (piece.tracked) trackedGlyphs += piece.run.glyphs.length;
  }
  return { pieces, unitWidth, trackedGlyphs };
}

/** The piece's advance in font units. */
function advance(piece: Piece): number {
  const { glyphs, positions } = piece.run;
  return glyphs.reduce((sum, glyph, i) => sum + (positions?.[i]?.xAdvance ?? glyph.advanceWidth), 0);
}

/** Width of a shaped line at `size` points with `tracking` points of letter spacing. */
export function lineWidth(line: ShapedLine, size: number, tracking = 0): number {
  return line.unitWidth * size + line.trackedGlyphs * tracking;
}

/**
 * Where the baseline sits below the middle of a line, in em: the middle of the face's
 * ascent-to-descent box, as the browser centres a line box (and canvas's 'middle').
 */
export function baselineBelowMiddle(face: Face): number {
  const { ascent, descent, unitsPerEm } = (face[0] as EmbeddedFont).shaper;
  return (ascent + descent) / 2 / unitsPerEm;
}

export interface DrawOptions {
  /** Left edge and baseline, in PDF points (y upwards). */
  x: number;
  y: number;
  size: number;
  color: RGB;
  tracking?: number;
  /** Horizontal scale (1 = normal), to condense a line that cannot fit otherwise. */
  scaleX?: number;
}

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontKey(page: PDFPage, font: PDFFont): PDFName {
  const keys = fontKeys.get(page) ?? new Map<PDFFont, PDFName>();
  fontKeys.set(page, keys);
  const key = keys.get(font) ?? page.node.newFontDictionary(font.name, font.ref);
  keys.set(font, key);
  return key;
}

/**
 * Writes a shaped line. Each glyph goes through pdf-lib's font (which puts it in the subset and
 * in the ToUnicode map); fontkit's positions become TJ adjustments (x) and text rise (y).
 */
export function drawLine(page: PDFPage, line: ShapedLine, options: DrawOptions): void {
  const { size, color, tracking = 0, scaleX = 1 } = options;
  const context = page.doc.context;
  const operators: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingColor(color)];
  if (scaleX !== 1) operators.push(setCharacterSqueeze(scaleX * 100));
  let x = options.x;
  for (const piece of line.pieces) {
    const { glyphs, positions } = piece.run;
    const codes = piece.font.pdf.encodeText(piece.text).asString().match(/.{4}/g) ?? [];
    if (codes.length !== glyphs.length) throw new Error('pdf-lib and fontkit shaped a text differently');
    const perUnit = 1000 / piece.font.shaper.unitsPerEm; // font units → text space (1/1000 em)
    const spacing = piece.tracked ? tracking : 0;
    operators.push(
      setFontAndSize(fontKey(page, piece.font.pdf), size),
      setCharacterSpacing(spacing),
      setTextMatrix(1, 0, 0, 1, x, options.y),
    );
    let shown = PDFArray.withContext(context);
    let rise = 0;
    const flush = () => {
      if (shown.size() > 0) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [shown]));
      shown = PDFArray.withContext(context);
    };
    glyphs.forEach((glyph, i) => {
      const position = positions?.[i];
      const xOffset = position?.xOffset ?? 0;
      const yOffset = position?.yOffset ?? 0;
      if (yOffset !== rise) {
        flush();
        operators.push(setTextRise((yOffset * size) / piece.font.shaper.unitsPerEm));
        rise = yOffset;
      }
      // In a TJ array a number moves the next glyph left by n/1000 em.
      if (xOffset) shown.push(PDFNumber.of(-xOffset * perUnit));
      shown.push(PDFHexString.of(codes[i] ?? '0000'));
      const rest = (position?.xAdvance ?? glyph.advanceWidth) - glyph.advanceWidth - xOffset;
      if (Math.abs(rest) > 0.01) shown.push(PDFNumber.of(-rest * perUnit));
    });
    flush();
    if (rise) operators.push(setTextRise(0));
    x += ((advance(piece) / piece.font.shaper.unitsPerEm) * size + glyphs.length * spacing) * scaleX;
  }
  operators.push(endText(), popGraphicsState());
  page.pushOperators(...operators);
}
