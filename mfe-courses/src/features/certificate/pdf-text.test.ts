// @vitest-environment node
import fontkit, { type Font } from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { FACES, type FaceName, fontFilesFor } from './certificate-fonts';
import { readFontFile } from './pdf-reader';
import { type Face, lineWidth, shapeLine } from './pdf-text';

/** The face's font files that `text` needs, embedded in a new document. */
async function face(name: FaceName, text: string): Promise<Face> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  return Promise.all(
    fontFilesFor(name, text).map(async (file) => {
      const bytes = await readFontFile(file);
      return {
        name: file.name,
        shaper: fontkit.create(bytes) as Font,
        pdf: await doc.embedFont(bytes, { subset: true }),
      };
    }),
  );
}

/** The line's glyphs from left to right: which characters each stands for, and its font. */
function glyphs(line: ReturnType<typeof shapeLine>) {
  return line.pieces.flatMap((piece) =>
    piece.run.glyphs.map((glyph) => ({
      id: glyph.id,
      text: String.fromCodePoint(...glyph.codePoints),
      font: piece.font.name,
    })),
  );
}

const visualText = (line: ReturnType<typeof shapeLine>) =>
  glyphs(line)
    .map((glyph) => glyph.text)
    .join('');

describe('shapeLine', () => {
  it('joins Arabic letters: one letter takes its initial, medial and final forms', async () => {
    const arabic = await face('serifBold', 'ببب');
    const isolated = glyphs(shapeLine('ب', arabic))[0]?.id;
    const joined = glyphs(shapeLine('ببب', arabic)).map((glyph) => glyph.id);
    expect(joined).toHaveLength(3);
    expect(new Set(joined).size).toBe(3);
    expect(joined).not.toContain(isolated);
  });

  it('lays an Arabic name out right to left: its last letter is leftmost', async () => {
    const name = 'أمينة يوسف';
    const line = shapeLine(name, await face('serifBold', name));
    expect(visualText(line)).toBe(Array.from(name).reverse().join(''));
    expect(glyphs(line).every((glyph) => glyph.font === 'amiri-arabic-700-normal')).toBe(true);
  });

  it('orders a mixed line by the bidi algorithm, each run in its own direction and font', async () => {
    const text = 'Amina أمينة Yusuf';
    const line = shapeLine(text, await face('serifBold', text));
    expect(visualText(line)).toBe('Amina ةنيمأ Yusuf');
    expect(line.pieces.map((piece) => piece.font.name)).toEqual([
      'amiri-latin-700-normal',
      'amiri-arabic-700-normal',
      'amiri-latin-700-normal',
    ]);
  });

  it('starts a line that begins in Arabic from the right, with Latin words read left to right', async () => {
    const text = 'أمينة Amina 2024';
    const line = shapeLine(text, await face('serifBold', text));
    // A right-to-left paragraph: the Arabic word is rightmost, the Latin run keeps its order.
    expect(visualText(line)).toBe('Amina 2024 ةنيمأ');
  });

  it('sets the Arabic title right to left in joined forms of Amiri Arabic', async () => {
    const title = 'شهادة إتمام';
    const arabic = await face('serifBold', title);
    const line = shapeLine(title, arabic);
    expect(visualText(line)).toBe(Array.from(title).reverse().join(''));
    expect(line.pieces.every((piece) => piece.font.name === 'amiri-arabic-700-normal')).toBe(true);
    expect(line.pieces.every((piece) => piece.run.direction === 'rtl')).toBe(true);
    // 'ش' starts a word: its initial form, not the isolated one.
    const isolated = glyphs(shapeLine('ش', arabic))[0]?.id;
    expect(glyphs(line).at(-1)).toMatchObject({ text: 'ش' });
    expect(glyphs(line).at(-1)?.id).not.toBe(isolated);
  });

  it("takes the paragraph direction it is given (a certificate's own words), else the first letter's", async () => {
    const text = 'QuantEthic تشهد';
    const mixed = await face('sans', text);
    expect(visualText(shapeLine(text, mixed))).toBe('QuantEthic دهشت');
    expect(visualText(shapeLine(text, mixed, 'rtl'))).toBe('دهشت QuantEthic');
    expect(visualText(shapeLine('Amina Yusuf', mixed, 'rtl'))).toBe('Amina Yusuf');
  });

  it('mirrors brackets in right-to-left text and keeps Arabic-Indic digits left to right', async () => {
    const text = 'يوسف (٢٠٢٤)';
    const line = shapeLine(text, await face('serifBold', text));
    expect(visualText(line)).toBe('(٢٠٢٤) فسوي');
  });

  it('falls back to another family for scripts the face lacks (Cyrillic in Amiri → Inter)', async () => {
    const text = 'Анна Amina';
    const line = shapeLine(text, await face('serifBold', text));
    expect(line.pieces.map((piece) => piece.font.name)).toEqual([
      'inter-cyrillic-600-normal',
      'amiri-latin-700-normal',
    ]);
    expect(glyphs(line).every((glyph) => glyph.id !== 0)).toBe(true); // no missing glyphs
  });

  it('measures what it draws: width grows with size and letter spacing, except in Arabic', async () => {
    const latin = shapeLine('QuantEthic', await face('sansSemibold', 'QuantEthic'));
    expect(lineWidth(latin, 20)).toBeCloseTo(2 * lineWidth(latin, 10));
    expect(lineWidth(latin, 10, 1) - lineWidth(latin, 10)).toBeCloseTo(10);
    const arabic = shapeLine('معهد الهدى', await face('sansSemibold', 'معهد الهدى'));
    expect(lineWidth(arabic, 10, 1)).toBeCloseTo(lineWidth(arabic, 10));
  });
});

describe('fontFilesFor', () => {
  it('needs only the files whose ranges the text uses', () => {
    const names = (face: FaceName, text: string) => fontFilesFor(face, text).map((file) => file.name);
    expect(names('serifBold', 'Amina Yusuf')).toEqual(['amiri-latin-700-normal']);
    expect(names('serifBold', 'Łukasz أمينة')).toEqual([
      'amiri-latin-700-normal',
      'amiri-latin-ext-700-normal',
      'amiri-arabic-700-normal',
    ]);
    expect(names('sans', 'معهد')).toEqual(['inter-latin-400-normal', 'amiri-arabic-400-normal']);
    expect(names('script', 'Анна')).toEqual(['amiri-latin-400-italic', 'inter-cyrillic-400-normal']);
  });

  it('lists files that exist, each with its Unicode ranges', async () => {
    const files = new Set(Object.values(FACES).flat());
    for (const file of files) {
      expect(file.ranges.length).toBeGreaterThan(0);
      const bytes = await readFontFile(file);
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('wOFF');
    }
  });
});
