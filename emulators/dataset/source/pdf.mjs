// A minimal PDF writer for the demo downloads: one or more pages of plain text (Helvetica),
// valid enough for any PDF viewer. Deterministic output (no dates).

const escapeText = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');

function wrap(text, max = 88) {
  const out = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (`${line} ${word}`.trim().length > max && line) {
        out.push(line);
        line = word;
      } else line = `${line} ${word}`.trim();
    }
    out.push(line);
  }
  return out;
}

/** `title` and `paragraphs` (strings); returns a Buffer holding a PDF file. */
export function pdf(title, paragraphs) {
  const lines = [title, '', ...paragraphs.flatMap((p) => [...wrap(p), ''])];
  const pages = [];
  for (let i = 0; i < lines.length; i += 46) pages.push(lines.slice(i, i + 46));

  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(''); // placeholder, filled below
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids = [];
  pages.forEach((pageLines, pageIndex) => {
    const content = [
      'BT',
      '/F1 11 Tf',
      '14 TL',
      '56 790 Td',
      ...pageLines.map((line, i) =>
        pageIndex === 0 && i === 0
          ? `/F1 18 Tf (${escapeText(line)}) Tj T* /F1 11 Tf T*`
          : `(${escapeText(line)}) Tj T*`,
      ),
      'ET',
    ].join('\n');
    const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
