// Test helpers (never imported by app code): read the generated PDF back with a real PDF parser
// (Mozilla's pdf.js, the engine of Firefox's PDF viewer), and read the font files from disk.
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { FontFile } from './certificate-fonts';

/** Reads a font file from disk: under Vitest, a `?url` import is '/@fs/<absolute path>'. */
export async function readFontFile(font: FontFile): Promise<Uint8Array> {
  return new Uint8Array(await readFile(font.url.replace(/^\/@fs\//, '/')));
}

export interface PdfContent {
  pages: number;
  /** Each text item pdf.js finds on the first page, in content order (as a reader gets it). */
  items: { str: string; dir: string; x: number; y: number; width: number }[];
  /**
   * The page's text as pdf.js's find bar searches it: the items one after another, a line
   * break where pdf.js ends a line.
   */
  text: string;
  /** The document information (Title, Author, Subject…). */
  info: Record<string, unknown>;
  /** Whether pdf.js draws every font of the page from the file (no substitute). */
  fontsEmbedded: boolean;
  /** How many images the page paints. */
  images: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  // pdf.js detaches the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const all = content.items.filter((item): item is TextItem => 'str' in item);
    // Loading the page's fonts (through its operator list) tells whether each is in the file.
    const operators = await page.getOperatorList();
    const fontNames = new Set(all.filter((item) => item.str.trim()).map((item) => item.fontName));
    const fontsEmbedded = [...fontNames].every(
      (name) => (page.commonObjs.get(name) as { missingFile?: boolean }).missingFile === false,
    );
    const { info } = await pdf.getMetadata();
    return {
      pages: pdf.numPages,
      items: all
        .filter((item) => item.str.trim() !== '')
        .map((item) => ({
          str: item.str,
          dir: item.dir,
          x: item.transform[4],
          y: item.transform[5],
          width: item.width,
        })),
      text: all.map((item) => item.str + (item.hasEOL ? '\n' : '')).join(''),
      info: info as Record<string, unknown>,
      fontsEmbedded,
      images: operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length,
    };
  } finally {
    await pdf.destroy();
  }
}

/** A PNG of one colour (RGBA), for image tests. */
export function solidPng(width: number, height: number, rgba: [number, number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgba).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
