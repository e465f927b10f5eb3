/**
 * The fonts the certificate PDF embeds: the site's own faces (Amiri, Inter), as the WOFF files
 * Fontsource ships for each Unicode range. Only the files the certificate's text needs are
 * downloaded, and only when a learner downloads the PDF (this module is loaded on demand).
 *
 * WOFF, not WOFF2: fontkit reads both, but its subsetter cannot rewrite WOFF2's transformed
 * glyph table (it throws), and pdf-lib embeds a subset of each font.
 */

import amiriArabic400Italic from '@fontsource/amiri/files/amiri-arabic-400-italic.woff?url';
import amiriArabic400 from '@fontsource/amiri/files/amiri-arabic-400-normal.woff?url';
import amiriArabic700 from '@fontsource/amiri/files/amiri-arabic-700-normal.woff?url';
import amiriLatin400Italic from '@fontsource/amiri/files/amiri-latin-400-italic.woff?url';
import amiriLatin700 from '@fontsource/amiri/files/amiri-latin-700-normal.woff?url';
import amiriLatinExt400Italic from '@fontsource/amiri/files/amiri-latin-ext-400-italic.woff?url';
import amiriLatinExt700 from '@fontsource/amiri/files/amiri-latin-ext-700-normal.woff?url';
import amiriRanges from '@fontsource/amiri/unicode.json';
import interCyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff?url';
import interCyrillic600 from '@fontsource/inter/files/inter-cyrillic-600-normal.woff?url';
import interCyrillicExt400 from '@fontsource/inter/files/inter-cyrillic-ext-400-normal.woff?url';
import interCyrillicExt600 from '@fontsource/inter/files/inter-cyrillic-ext-600-normal.woff?url';
import interGreek400 from '@fontsource/inter/files/inter-greek-400-normal.woff?url';
import interGreek600 from '@fontsource/inter/files/inter-greek-600-normal.woff?url';
import interGreekExt400 from '@fontsource/inter/files/inter-greek-ext-400-normal.woff?url';
import interGreekExt600 from '@fontsource/inter/files/inter-greek-ext-600-normal.woff?url';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import interLatin600 from '@fontsource/inter/files/inter-latin-600-normal.woff?url';
import interLatinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?url';
import interLatinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff?url';
import interVietnamese400 from '@fontsource/inter/files/inter-vietnamese-400-normal.woff?url';
import interVietnamese600 from '@fontsource/inter/files/inter-vietnamese-600-normal.woff?url';
import interRanges from '@fontsource/inter/unicode.json';

/** One font file: a family's weight and style, for one Unicode range (Fontsource's "subset"). */
export interface FontFile {
  /** Fontsource's file name without extension, e.g. 'amiri-arabic-700-normal'. */
  name: string;
  url: string;
  /** The code points the file is meant for (from the package's unicode.json). */
  ranges: readonly (readonly [number, number])[];
}

/** 'U+0600-06FF,U+200C' → [[0x600, 0x6ff], [0x200c, 0x200c]] */
export function parseUnicodeRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [low = '', high] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(low, 16), Number.parseInt(high ?? low, 16)];
  });
}

const RANGES: Record<'amiri' | 'inter', Record<string, string>> = { amiri: amiriRanges, inter: interRanges };

function file(name: string, url: string): FontFile {
  const [family, ...rest] = name.split('-');
  const subset = rest.slice(0, -2).join('-'); // 'latin-ext' in 'amiri-latin-ext-700-normal'
  const list = RANGES[family as 'amiri' | 'inter']?.[subset];
  if (!list) throw new Error(`No Unicode ranges for ${name}`);
  return { name, url, ranges: parseUnicodeRanges(list) };
}

const AMIRI_BOLD = [
  file('amiri-latin-700-normal', amiriLatin700),
  file('amiri-latin-ext-700-normal', amiriLatinExt700),
  file('amiri-arabic-700-normal', amiriArabic700),
];
const AMIRI_ITALIC = [
  file('amiri-latin-400-italic', amiriLatin400Italic),
  file('amiri-latin-ext-400-italic', amiriLatinExt400Italic),
  file('amiri-arabic-400-italic', amiriArabic400Italic),
];
const INTER_REGULAR = [
  file('inter-latin-400-normal', interLatin400),
  file('inter-latin-ext-400-normal', interLatinExt400),
  file('inter-cyrillic-400-normal', interCyrillic400),
  file('inter-cyrillic-ext-400-normal', interCyrillicExt400),
  file('inter-greek-400-normal', interGreek400),
  file('inter-greek-ext-400-normal', interGreekExt400),
  file('inter-vietnamese-400-normal', interVietnamese400),
];
const INTER_SEMIBOLD = [
  file('inter-latin-600-normal', interLatin600),
  file('inter-latin-ext-600-normal', interLatinExt600),
  file('inter-cyrillic-600-normal', interCyrillic600),
  file('inter-cyrillic-ext-600-normal', interCyrillicExt600),
  file('inter-greek-600-normal', interGreek600),
  file('inter-greek-ext-600-normal', interGreekExt600),
  file('inter-vietnamese-600-normal', interVietnamese600),
];
const AMIRI_ARABIC_REGULAR = file('amiri-arabic-400-normal', amiriArabic400);

/**
 * The certificate's faces (certificate-layout.ts FONTS), each as the files a character looks
 * through in order for its glyph: the face's own family first, then a family that has the
 * scripts it lacks (Amiri has Latin and Arabic; Inter has Latin, Cyrillic, Greek and
 * Vietnamese), as the browser falls back on the HTML page.
 */
export const FACES = {
  /** Amiri Bold: the title, the learner's name, the issuer's initials. */
  serifBold: [...AMIRI_BOLD, ...INTER_SEMIBOLD.slice(2)],
  /** Inter: the lead lines and labels. */
  sans: [...INTER_REGULAR, AMIRI_ARABIC_REGULAR],
  /** Inter SemiBold: the course title, the date, the seal text. */
  sansSemibold: [...INTER_SEMIBOLD, AMIRI_BOLD[2] as FontFile],
  /** Amiri Italic: the issuer written where there is no signature image. */
  script: [...AMIRI_ITALIC, ...INTER_REGULAR.slice(2)],
} as const satisfies Record<string, readonly FontFile[]>;

export type FaceName = keyof typeof FACES;

const covers = (font: FontFile, codePoint: number) =>
  font.ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

/**
 * The files of `face` that `text` needs: the face's first file (it holds the space and the
 * basic punctuation), and for each character the first file whose range holds it. Characters
 * that no file is meant for (CJK, Devanagari…) add nothing.
 */
export function fontFilesFor(face: FaceName, text: string): FontFile[] {
  const files = FACES[face];
  const needed = new Set<FontFile>(files.slice(0, 1));
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const match = files.find((font) => covers(font, codePoint));
    if (match) needed.add(match);
  }
  return files.filter((font) => needed.has(font));
}

/** Downloads a font file (from the courses remote's own origin: connect-src allows it). */
export async function fetchFontFile(font: FontFile): Promise<Uint8Array> {
  const response = await fetch(font.url);
  if (!response.ok) throw new Error(`Font ${font.name}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
