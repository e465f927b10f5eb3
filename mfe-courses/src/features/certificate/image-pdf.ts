/**
 * A minimal, valid one-page PDF whose page is a single JPEG image (PDF 1.4, ISO 32000-1 §7).
 * No library: six objects, a cross-reference table with exact byte offsets, and a trailer.
 *
 *   1 Catalog → 2 Pages → 3 Page (A4 landscape) → 4 Image XObject (the JPEG, /DCTDecode)
 *                                               → 5 Content stream (paints the image full page)
 *   6 Info (title, author, subject, creator, creation date)
 */

export interface PdfInfo {
  title?: string;
  author?: string;
  subject?: string;
  creator?: string;
  producer?: string;
  /** Defaults to now. */
  creationDate?: Date;
}

export interface ImagePdfInput {
  /** A baseline or progressive JPEG with 3 colour components (what canvas.toBlob produces). */
  jpeg: Uint8Array;
  widthPx: number;
  heightPx: number;
  info?: PdfInfo;
  /** Page size in points; A4 landscape by default. */
  pageWidthPt?: number;
  pageHeightPt?: number;
}

export const A4_LANDSCAPE_PT = { width: 842, height: 595 } as const;

/** Bytes of a string made only of ASCII characters (all PDF syntax written here is ASCII). */
function ascii(value: string): Uint8Array {
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 0x7f) throw new Error(`Non-ASCII character in PDF syntax at ${i}`);
    bytes[i] = code;
  }
  return bytes;
}

// Lone surrogates cannot be encoded in UTF-16 text: they become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A PDF text string (§7.9.2.2): printable ASCII as a literal `(…)` with `\`, `(` and `)`
 * escaped; anything else as UTF-16BE with a byte-order mark, in hex: `<FEFF…>`.
 */
export function pdfTextString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, '\\$&')})`;
  let hex = 'FEFF';
  const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD');
  // JavaScript strings are UTF-16 code units already: each unit is two big-endian bytes.
  for (let i = 0; i < wellFormed.length; i++) {
    hex += wellFormed.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

/** A PDF date (§7.9.4) in UTC: D:YYYYMMDDHHmmSSZ. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString(); // 2026-11-22T10:04:05.000Z
  return `D:${iso.slice(0, 19).replace(/[-:T]/g, '')}Z`;
}

function infoDictionary(info: PdfInfo): string {
  const entries: [string, string | undefined][] = [
    ['Title', info.title],
    ['Author', info.author],
    ['Subject', info.subject],
    ['Creator', info.creator],
    ['Producer', info.producer ?? info.creator],
  ];
  const strings = entries
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `/${key} ${pdfTextString(value)}`);
  return [...strings, `/CreationDate (${pdfDate(info.creationDate ?? new Date())})`].join(' ');
}

function assertDimension(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
}

/** The PDF file, as bytes. Throws if the input is not a JPEG or a size is not a positive integer. */
export function buildImagePdf({
  jpeg,
  widthPx,
  heightPx,
  info = {},
  pageWidthPt = A4_LANDSCAPE_PT.width,
  pageHeightPt = A4_LANDSCAPE_PT.height,
}: ImagePdfInput): Uint8Array<ArrayBuffer> {
  // Every JPEG starts with the SOI marker FF D8.
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('Not a JPEG image');
  assertDimension('widthPx', widthPx);
  assertDimension('heightPx', heightPx);

  const chunks: Uint8Array[] = [];
  const offsets: number[] = []; // offsets[n - 1] = byte offset of "n 0 obj"
  let length = 0;
  const write = (bytes: Uint8Array) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  const writeText = (value: string) => write(ascii(value));
  /** Object `n`: a dictionary, followed by its stream when there is one (its /Length is added). */
  const object = (n: number, dictionary: string, stream?: Uint8Array) => {
    offsets[n - 1] = length;
    if (!stream) {
      writeText(`${n} 0 obj\n<< ${dictionary} >>\nendobj\n`);
      return;
    }
    const entries = dictionary ? `${dictionary} /Length ${stream.length}` : `/Length ${stream.length}`;
    writeText(`${n} 0 obj\n<< ${entries} >>\nstream\n`);
    write(stream);
    writeText('\nendstream\nendobj\n');
  };

  // Header; the second line's bytes above 127 tell transfer tools the file is binary (§7.5.2).
  writeText('%PDF-1.4\n');
  write(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));

  object(1, '/Type /Catalog /Pages 2 0 R');
  object(2, '/Type /Pages /Kids [3 0 R] /Count 1');
  object(
    3,
    `/Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidthPt} ${pageHeightPt}] ` +
      '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R',
  );
  // The image: the JPEG bytes verbatim; viewers decode them (/DCTDecode).
  object(
    4,
    `/Type /XObject /Subtype /Image /Width ${widthPx} /Height ${heightPx} ` +
      '/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode',
    jpeg,
  );
  // Paint the image (a 1×1 unit square) scaled to the whole page.
  object(5, '', ascii(`q\n${pageWidthPt} 0 0 ${pageHeightPt} 0 0 cm\n/Im0 Do\nQ`));
  object(6, infoDictionary(info));

  // Cross-reference table: one 20-byte line per object, object 0 heading the free list.
  const xrefOffset = length;
  const entry = (offset: number, generation: string, kind: 'n' | 'f') =>
    `${String(offset).padStart(10, '0')} ${generation} ${kind} \n`;
  const size = offsets.length + 1;
  writeText(
    `xref\n0 ${size}\n${entry(0, '65535', 'f')}${offsets.map((offset) => entry(offset, '00000', 'n')).join('')}` +
      `trailer\n<< /Size ${size} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
  );

  const pdf = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    pdf.set(chunk, at);
    at += chunk.length;
  }
  return pdf;
}
