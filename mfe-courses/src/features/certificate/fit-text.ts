/**
 * Fitting a line of text (a learner's name, a course title) into a box on the certificate: the
 * largest font size at which it fits on one line, or on two, or — at the smallest size — drawn
 * condensed (scaled horizontally to the box's width). Pure: the caller supplies the measuring
 * function.
 */

/** Width of `text` at font size `size` (in the same units as the box). */
export type Measure = (text: string, size: number) => number;

export interface FitOptions {
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  maxLines: 1 | 2;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** Too long even at minSize: each line is drawn condensed to the box's width. */
  condensed: boolean;
}

// Ideographic scripts may break between any two characters; others only at spaces.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Every way to cut `text` into two non-empty lines at a legal break. */
export function twoLineSplits(text: string): [string, string][] {
  const chars = Array.from(text);
  const splits: [string, string][] = [];
  for (let i = 1; i < chars.length; i++) {
    const before = chars[i - 1] ?? '';
    const after = chars[i] ?? '';
    const atSpace = /\s/.test(after) && !/\s/.test(before);
    const betweenCjk = CJK.test(before) && CJK.test(after);
    if (!atSpace && !betweenCjk) continue;
    const first = chars.slice(0, i).join('').trim();
    const second = chars.slice(i).join('').trim();
    if (first && second) splits.push([first, second]);
  }
  return splits;
}

/** The two-line split whose longer line is shortest, or null when the text cannot be split. */
function bestSplit(text: string, size: number, measure: Measure): [string, string] | null {
  let best: [string, string] | null = null;
  let bestWidth = Number.POSITIVE_INFINITY;
  for (const split of twoLineSplits(text)) {
    const width = Math.max(measure(split[0], size), measure(split[1], size));
    if (width < bestWidth) {
      best = split;
      bestWidth = width;
    }
  }
  return best;
}

/**
 * One line at the largest size that fits, unless that is below 70 % of maxSize and two lines
 * fit at a larger size; else two lines; else the smallest size, condensed.
 */
export function fitText(text: string, measure: Measure, options: FitOptions): FittedText {
  const { width, height, maxSize, minSize, lineHeight, maxLines } = options;
  const fitsTwoLines = (size: number) => maxLines === 2 && 2 * size * lineHeight <= height;
  let oneLine: number | null = null;
  let twoLines: { size: number; lines: [string, string] } | null = null;
  // Whole units are fine steps for the sizes used here (points on an A4 page).
  for (let size = maxSize; size >= minSize && (oneLine === null || twoLines === null); size--) {
    if (oneLine === null && measure(text, size) <= width && size * lineHeight <= height) oneLine = size;
    if (twoLines === null && fitsTwoLines(size)) {
      const split = bestSplit(text, size, measure);
      if (split?.every((line) => measure(line, size) <= width)) twoLines = { size, lines: split };
    }
    if (oneLine !== null && (oneLine >= maxSize * 0.7 || twoLines !== null)) break;
  }
  if (oneLine !== null && (oneLine >= maxSize * 0.7 || !twoLines || oneLine >= twoLines.size)) {
    return { size: oneLine, lines: [text], condensed: false };
  }
  if (twoLines) return { ...twoLines, condensed: false };
  const split = fitsTwoLines(minSize) ? bestSplit(text, minSize, measure) : null;
  return { size: minSize, lines: split ?? [text], condensed: true };
}

const RTL =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

/** The paragraph direction of `text` from its first letter (as HTML's dir="auto" decides). */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const firstLetter = /\p{L}/u.exec(text)?.[0];
  return firstLetter && RTL.test(firstLetter) ? 'rtl' : 'ltr';
}
