import { describe, expect, it } from 'vitest';
import { buildImagePdf, pdfDate, pdfTextString } from './image-pdf';

/** Bytes as a string of the same length (one character per byte), to search by offset. */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** A fake JPEG: SOI, then bytes that look like PDF syntax (they must not confuse offsets), then EOI. */
const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...Array.from('endstream endobj xref %%EOF 4 0 obj', (c) => c.charCodeAt(0)),
  0x00,
  0x80,
  0xfe,
  0xff,
  0xd9,
]);

const INFO = {
  title: 'Certificate of Completion — Islamic Finance (Foundations)',
  author: 'Amina (Ali)',
  subject: 'Amina completed Islamic Finance on 22 November 2026',
  creator: 'QuantEthic',
  creationDate: new Date('2026-11-22T10:04:05.678Z'),
};

function build(overrides: Partial<Parameters<typeof buildImagePdf>[0]> = {}) {
  const pdf = buildImagePdf({ jpeg: JPEG, widthPx: 3508, heightPx: 2480, info: INFO, ...overrides });
  return { pdf, text: latin1(pdf) };
}

/** The xref table's offsets, by object number. */
function xrefOffsets(text: string): number[] {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(start);
  const [, count] = /^xref\n0 (\d+)\n/.exec(table) ?? [];
  const entries = table.slice(table.indexOf('\n', 5) + 1).slice(0, Number(count) * 20);
  return Array.from({ length: Number(count) }, (_, i) => Number(entries.slice(i * 20, i * 20 + 10)));
}

/** Decodes a <FEFF…> hex string back to text. */
function fromUtf16Hex(hex: string): string {
  expect(hex.startsWith('FEFF')).toBe(true);
  const units = hex.slice(4).match(/.{4}/g) ?? [];
  return String.fromCharCode(...units.map((unit) => Number.parseInt(unit, 16)));
}

describe('buildImagePdf', () => {
  it('starts with a PDF header and a binary comment, and ends with %%EOF', () => {
    const { pdf, text } = build();
    expect(text.startsWith('%PDF-1.4\n%')).toBe(true);
    expect([...pdf.slice(10, 14)].every((byte) => byte > 127)).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('points startxref exactly at the xref table', () => {
    const { text } = build();
    const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(start, start + 7)).toBe('xref\n0 ');
    expect(text.lastIndexOf('\nxref\n') + 1).toBe(start);
  });

  it('has a 20-byte xref entry per object, each pointing exactly at "N 0 obj"', () => {
    const { text } = build();
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    const lines = text.slice(start).split('trailer')[0]?.split('\n').slice(2, -1) ?? [];
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('0000000000 65535 f ');
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d{10} 00000 n $/);

    const offsets = xrefOffsets(text);
    expect(offsets).toHaveLength(7);
    offsets.slice(1).forEach((offset, i) => {
      expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
  });

  it('has a trailer naming the catalog, the info dictionary and the table size', () => {
    const { text } = build();
    expect(text).toContain('trailer\n<< /Size 7 /Root 1 0 R /Info 6 0 R >>');
    expect(text).toMatch(/1 0 obj\n<< \/Type \/Catalog \/Pages 2 0 R >>/);
    expect(text).toMatch(/2 0 obj\n<< \/Type \/Pages \/Kids \[3 0 R\] \/Count 1 >>/);
  });

  it('has one A4 landscape page that paints the image over the whole page', () => {
    const { text } = build();
    expect(text).toContain('/Type /Page /Parent 2 0 R /MediaBox [0 0 842 595]');
    expect(text).toContain('/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R');
    const content = 'q\n842 0 0 595 0 0 cm\n/Im0 Do\nQ';
    expect(text).toContain(
      `5 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`,
    );
  });

  it('embeds the JPEG bytes verbatim with the right /Length, size and filter', () => {
    const { pdf, text } = build();
    const header =
      '4 0 obj\n<< /Type /XObject /Subtype /Image /Width 3508 /Height 2480 /ColorSpace /DeviceRGB ' +
      `/BitsPerComponent 8 /Filter /DCTDecode /Length ${JPEG.length} >>\nstream\n`;
    const start = text.indexOf(header) + header.length;
    expect(start).toBeGreaterThan(header.length);
    expect(pdf.slice(start, start + JPEG.length)).toEqual(JPEG);
    expect(text.slice(start + JPEG.length, start + JPEG.length + 18)).toBe('\nendstream\nendobj\n');
  });

  it('writes the document information, non-ASCII strings as UTF-16BE hex with a BOM', () => {
    const { text } = build();
    const info = /6 0 obj\n<< (.*) >>\nendobj/.exec(text)?.[1] ?? '';
    const title = /\/Title <([0-9A-F]+)>/.exec(info)?.[1] ?? '';
    expect(fromUtf16Hex(title)).toBe(INFO.title);
    expect(info).toContain('/Author (Amina \\(Ali\\))');
    expect(info).toContain(`/Subject (${INFO.subject})`);
    expect(info).toContain('/Creator (QuantEthic)');
    expect(info).toContain('/Producer (QuantEthic)');
    expect(info).toContain('/CreationDate (D:20261122100405Z)');
  });

  it('encodes Arabic, CJK and emoji names', () => {
    for (const author of ['أمينة علي', '王小明', 'Zoë 🎓']) {
      const { text } = build({ info: { ...INFO, author } });
      const hex = /\/Author <([0-9A-F]+)>/.exec(text)?.[1] ?? '';
      expect(fromUtf16Hex(hex)).toBe(author);
    }
  });

  it('leaves out missing info entries and still writes a creation date', () => {
    const { text } = build({ info: {} });
    const info = /6 0 obj\n<< (.*) >>\nendobj/.exec(text)?.[1] ?? '';
    expect(info).toMatch(/^\/CreationDate \(D:\d{14}Z\)$/);
  });

  it('accepts another page size', () => {
    const { text } = build({ pageWidthPt: 595, pageHeightPt: 842, widthPx: 10, heightPx: 14 });
    expect(text).toContain('/MediaBox [0 0 595 842]');
    expect(text).toContain('595 0 0 842 0 0 cm');
    expect(text).toContain('/Width 10 /Height 14');
  });

  it('rejects data that is not a JPEG and sizes that are not positive integers', () => {
    expect(() => build({ jpeg: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]) })).toThrow('Not a JPEG');
    expect(() => build({ jpeg: new Uint8Array([0xff, 0xd8]) })).toThrow('Not a JPEG');
    expect(() => build({ widthPx: 0 })).toThrow('widthPx');
    expect(() => build({ heightPx: 12.5 })).toThrow('heightPx');
  });
});

describe('pdfTextString', () => {
  it('writes printable ASCII as a literal string, escaping backslash and parentheses', () => {
    expect(pdfTextString('QuantEthic')).toBe('(QuantEthic)');
    expect(pdfTextString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfTextString('')).toBe('()');
  });

  it('writes anything else as UTF-16BE hex with a byte-order mark', () => {
    expect(pdfTextString('é')).toBe('<FEFF00E9>');
    expect(pdfTextString('—')).toBe('<FEFF2014>');
    expect(pdfTextString('🎓')).toBe('<FEFFD83CDF93>');
    expect(pdfTextString('a\nb')).toBe('<FEFF0061000A0062>');
  });

  it('replaces lone surrogates with U+FFFD', () => {
    expect(pdfTextString('a\uD800b')).toBe('<FEFF0061FFFD0062>');
    expect(pdfTextString('\uDC00')).toBe('<FEFFFFFD>');
  });
});

describe('pdfDate', () => {
  it('is D:YYYYMMDDHHmmSSZ in UTC', () => {
    expect(pdfDate(new Date('2026-01-02T03:04:05Z'))).toBe('D:20260102030405Z');
  });
});
