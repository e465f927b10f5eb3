// @vitest-environment node
// The certificate PDF read back by a real PDF parser (pdf.js, Firefox's PDF engine): what a
// reader can select, search, copy or have read aloud. A PDF that is only a picture of the
// certificate (as it was until issue 15: a JPEG inside a hand-written PDF) has no text at all.
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRef } from '@cantoo/pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { CERTIFICATE, CERTIFICATE_WITH_OVERRIDES } from '../../testing/fixtures';
import type { CertificateData } from './certificate-data';
import { FONTS, PAGE, PAPER_COLORS } from './certificate-layout';
import { buildCertificatePdf, type CertificateImages, type TextPictures } from './certificate-pdf';
import { readFontFile, readPdf, solidPng } from './pdf-reader';

const DATA = CERTIFICATE;
const OVERRIDES = CERTIFICATE_WITH_OVERRIDES;

const NO_IMAGES: CertificateImages = { logo: null, signature: null };
const build = (data: CertificateData, images = NO_IMAGES) =>
  buildCertificatePdf(data, { images, loadFont: readFontFile });

/** Every font the page uses, from the file's own dictionaries (read with pdf-lib's parser). */
async function fontDictionaries(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  return (fonts?.values() ?? []).map((ref) => {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    return {
      name: font.lookup(PDFName.of('BaseFont'))?.toString() ?? '',
      toUnicode: font.has(PDFName.of('ToUnicode')),
      embedded: descriptor.has(PDFName.of('FontFile2')) || descriptor.has(PDFName.of('FontFile3')),
    };
  });
}

describe('the certificate PDF', () => {
  it("has the learner's name, the course, the date, the issuer and the seal as real text", async () => {
    const pdf = await readPdf(await build(DATA));
    expect(pdf.pages).toBe(1);
    for (const line of [
      'CERTIFICATE OF COMPLETION',
      'This certifies that',
      'Amina Yusuf',
      'has successfully completed',
      'Islamic Finance Foundations',
      '22 November 2026',
      'Date of completion',
    ]) {
      expect(pdf.text).toContain(line);
    }
    // The issuer twice (standing in for a signature, and under the line); its initials in the
    // seal (there is no logo); the seal text, letter-spaced but still one phrase to a reader.
    expect(pdf.items.filter((item) => item.str === 'QuantEthic')).toHaveLength(2);
    expect(pdf.items.map((item) => item.str)).toContain('QE');
    expect(pdf.items.filter((item) => item.str === 'CERTIFICATE OF COMPLETION')).toHaveLength(2);
    expect(pdf.images).toBe(0);
    expect(pdf.info).toMatchObject({
      Title: 'Certificate of Completion — Islamic Finance Foundations',
      Author: 'Amina Yusuf',
      Language: 'en',
    });
  });

  it('embeds subsets of the site fonts, each with a ToUnicode map', async () => {
    const bytes = await build(DATA);
    expect((await readPdf(bytes)).fontsEmbedded).toBe(true);
    const fonts = await fontDictionaries(bytes);
    // Subset names: a tag of six capitals, '+', the font's PostScript name.
    expect(fonts.every((font) => /^\/[A-Z]{6}\+/.test(font.name))).toBe(true);
    expect(fonts.map((font) => font.name.replace(/^\/[A-Z]{6}\+/, '')).sort()).toEqual([
      'Amiri-Bold',
      'Amiri-Italic',
      'Inter-Regular',
      'Inter-SemiBold',
    ]);
    expect(fonts.every((font) => font.toUnicode && font.embedded)).toBe(true);
    // Subsets: the whole certificate weighs less than one of its font files.
    expect(bytes.length).toBeLessThan(40_000);
  });

  it('gives an Arabic name back as the learner wrote it, right to left', async () => {
    // pdf.js reports right-to-left text in logical order (the order it was typed, first letter
    // first) with dir 'rtl', whatever order the glyphs are painted in (here: left to right, the
    // last letter first). poppler's pdftotext gives the same characters. The shaping (joined
    // letters) is checked in pdf-text.test.ts and was checked by eye in a rendering.
    const name = 'أمينة يوسف';
    const pdf = await readPdf(await build({ ...DATA, learnerName: name }));
    const item = pdf.items.find((entry) => entry.str === name);
    expect(item?.dir).toBe('rtl');
    expect(Array.from(item?.str ?? '')).toEqual(Array.from(name));
    expect(pdf.text).toContain('Islamic Finance Foundations');
  });

  it("keeps a mixed Arabic and Latin name's words, each in its own direction", async () => {
    const pdf = await readPdf(await build({ ...DATA, learnerName: 'Amina أمينة Yusuf' }));
    const words = pdf.items.map((item) => item.str.trim());
    expect(words).toContain('أمينة');
    // 'Amina' left of the Arabic word, 'Yusuf' right of it (a left-to-right line).
    const x = (word: string) => pdf.items.find((item) => item.str.includes(word))?.x ?? Number.NaN;
    expect(x('Amina')).toBeLessThan(x('أمينة'));
    expect(x('أمينة')).toBeLessThan(x('Yusuf'));
  });

  it("shows the course's overrides: issuer, seal text, logo and signature", async () => {
    const bytes = await build(OVERRIDES, {
      logo: solidPng(40, 20, [30, 58, 95, 255]),
      signature: solidPng(60, 20, [0, 0, 0, 128]),
    });
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('ACCREDITED PROGRAMME');
    // The signature image replaces the written name; the logo replaces the initials.
    expect(pdf.items.filter((item) => item.str === 'Al Huda Institute')).toHaveLength(1);
    expect(pdf.items.map((item) => item.str)).not.toContain('AH');
    expect(pdf.images).toBe(2);
    expect(pdf.text).toContain('Amina Yusuf');
  });

  it('falls back to the initials and the written issuer when an image cannot be used', async () => {
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]); // a PNG signature, then junk
    const gif = new TextEncoder().encode('GIF89a');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pdf = await readPdf(await build(OVERRIDES, { logo: broken, signature: gif }));
    expect(warn).toHaveBeenCalledWith(
      '[certificate] an image could not be embedded; drawing the default',
      expect.any(Error),
    );
    expect(pdf.images).toBe(0);
    expect(pdf.items.map((item) => item.str)).toContain('AH');
    expect(pdf.items.filter((item) => item.str === 'Al Huda Institute')).toHaveLength(2);
  });

  it('keeps every line inside the inner frame, however long the text', async () => {
    const long: CertificateData = {
      ...DATA,
      learnerName: 'Amina Yusuf Abdullah bint Muhammad ibn Ahmad al-Hashimi al-Qurashi al-Makki',
      courseTitle: 'Advanced Quantitative Risk Modelling for Sukuk, Takaful and Islamic Derivatives Markets',
      issuer: 'The International Institute for Ethical and Islamic Quantitative Finance Research',
      sealText: 'Accredited Continuing Professional Development Programme of the Institute',
    };
    const pdf = await readPdf(await build(long));
    expect(pdf.text).toContain('Amina Yusuf Abdullah bint Muhammad');
    expect(pdf.text).toContain('al-Makki');
    for (const item of pdf.items) {
      expect(item.x).toBeGreaterThanOrEqual(30);
      expect(item.x + item.width).toBeLessThanOrEqual(PAGE.width - 30);
      expect(item.y).toBeGreaterThan(30);
      expect(item.y).toBeLessThan(PAGE.height - 30);
    }
  });

  it('shows text in scripts the fonts lack (Chinese) as a picture the browser draws', async () => {
    const drawn: unknown[][] = [];
    const pictures: TextPictures = {
      measure: (text, _font, size) => Array.from(text).length * size,
      draw: async (...args) => {
        drawn.push(args);
        return solidPng(8, 4, [31, 41, 55, 255]);
      },
    };
    const name = '李小龍';
    const bytes = await buildCertificatePdf(
      { ...DATA, learnerName: name },
      { loadFont: readFontFile, pictures },
    );
    const pdf = await readPdf(bytes);
    expect(drawn).toEqual([
      [name, { family: FONTS.serif, weight: 700 }, 46, 138, PAPER_COLORS.ink], // 3 ideographs of 1 em
    ]);
    expect(pdf.images).toBe(1);
    expect(pdf.text).not.toContain(name);
    expect(pdf.info.Author).toBe(name); // still searchable in the document's properties
    expect(pdf.text).toContain('Islamic Finance Foundations');
  });

  it('still makes the PDF when such a picture cannot be drawn', async () => {
    const pictures: TextPictures = { measure: () => 100, draw: async () => null };
    const pdf = await readPdf(
      await buildCertificatePdf({ ...DATA, learnerName: '李小龍' }, { loadFont: readFontFile, pictures }),
    );
    expect(pdf.images).toBe(0);
    expect(pdf.text).toContain('Islamic Finance Foundations');
  });
});

describe('the Arabic certificate PDF', () => {
  const ARABIC: CertificateData = { ...DATA, locale: 'ar', sealText: 'شهادة إتمام', courseLanguage: 'en' };
  const item = (pdf: Awaited<ReturnType<typeof readPdf>>, str: string) =>
    pdf.items.find((entry) => entry.str === str);

  it('has its words in Arabic as real text, in logical order, read right to left', async () => {
    const pdf = await readPdf(await build(ARABIC));
    // pdf.js gives right-to-left text back in logical order only when its glyphs were painted
    // right to left (last letter leftmost): reversed glyphs would come back reversed.
    for (const line of [
      'شهادة إتمام',
      'تُمنح هذه الشهادة إلى',
      'لإتمام الدورة التالية بنجاح',
      'تاريخ الإتمام',
    ]) {
      expect(item(pdf, line), line).toMatchObject({ str: line, dir: 'rtl' });
    }
    // The title and the default seal text.
    expect(pdf.items.filter((entry) => entry.str === 'شهادة إتمام')).toHaveLength(2);
    expect(pdf.info).toMatchObject({
      Title: 'شهادة إتمام — Islamic Finance Foundations',
      Author: 'Amina Yusuf',
      Language: 'ar',
    });
  });

  it("keeps a Latin learner's name and an English course title left to right, as typed", async () => {
    const pdf = await readPdf(await build(ARABIC));
    expect(item(pdf, 'Amina Yusuf')).toMatchObject({ dir: 'ltr' });
    expect(item(pdf, 'Islamic Finance Foundations')).toMatchObject({ dir: 'ltr' });
    expect(pdf.text).not.toContain('fusuY animA');
  });

  it("gives an Arabic learner's name back as typed", async () => {
    const name = 'أمينة بنت يوسف';
    const pdf = await readPdf(await build({ ...ARABIC, learnerName: name }));
    expect(item(pdf, name)).toMatchObject({ dir: 'rtl' });
    expect(pdf.info.Author).toBe(name);
  });

  it('writes the date in Arabic with Western digits', async () => {
    const pdf = await readPdf(await build(ARABIC));
    expect(pdf.text).toContain('نوفمبر');
    expect(pdf.text).toMatch(/22/);
    expect(pdf.text).toMatch(/2026/);
    expect(pdf.text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('mirrors the footer: the date on the right, the signature on the left; centred lines stay centred', async () => {
    const pdf = await readPdf(await build(ARABIC));
    const middle = (entry: { x: number; width: number } | undefined) =>
      entry ? entry.x + entry.width / 2 : Number.NaN;
    const center = PAGE.width / 2;
    expect(middle(item(pdf, 'تاريخ الإتمام'))).toBeGreaterThan(center + 100);
    const issuer = pdf.items.filter((entry) => entry.str === 'QuantEthic');
    expect(issuer).toHaveLength(2);
    for (const entry of issuer) expect(middle(entry)).toBeLessThan(center - 100);
    for (const line of ['Amina Yusuf', 'Islamic Finance Foundations'])
      expect(Math.abs(middle(item(pdf, line)) - center)).toBeLessThan(1);
    // The English certificate keeps the date on the left.
    const english = await readPdf(await build(DATA));
    expect(middle(item(english, 'Date of completion'))).toBeLessThan(center - 100);
  });

  it('embeds only the fonts its text needs: Amiri for the Arabic', async () => {
    const fonts = await fontDictionaries(await build(ARABIC));
    expect(fonts.map((font) => font.name.replace(/^\/[A-Z]{6}\+/, '')).sort()).toEqual([
      'Amiri-Bold', // Latin (the name) and Arabic (the title)
      'Amiri-Bold', // Arabic in the semibold lines (date, seal)
      'Amiri-Italic', // the issuer written in place of a signature
      'Amiri-Regular', // the Arabic lead lines and label
      'Inter-Regular', // the issuer under the line
      'Inter-SemiBold', // the course title
    ]);
  });
});
