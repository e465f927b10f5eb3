// Reads a downloaded PDF back with a real PDF parser (pdf.js, Firefox's PDF engine, the same
// one mfe-courses' unit tests use): the text a reader can select, search or have read aloud.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  pages: number;
  /** The text items of the first page (pdf.js gives right-to-left text in logical order). */
  items: { str: string; dir: string }[];
  /** The page's text as pdf.js's find bar searches it. */
  text: string;
  info: Record<string, unknown>;
  /** How many images the page paints. */
  images: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const items = content.items.filter((item) => 'str' in item);
    const operators = await page.getOperatorList();
    return {
      pages: pdf.numPages,
      items: items.filter((item) => item.str.trim()).map((item) => ({ str: item.str, dir: item.dir })),
      text: items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join(''),
      info: (await pdf.getMetadata()).info as Record<string, unknown>,
      images: operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length,
    };
  } finally {
    await pdf.destroy();
  }
}

/** The downloaded file, parsed. */
export async function readDownloadedPdf(download: Download): Promise<PdfContent> {
  const path = await download.path();
  if (!path) throw new Error(`The download of ${download.suggestedFilename()} failed`);
  return readPdf(new Uint8Array(await readFile(path)));
}
