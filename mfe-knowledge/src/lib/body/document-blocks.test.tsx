// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PdfBlock, SlidesBlock } from './document-blocks';

const pdf = {
  url: 'https://cdn.example.com/files/term-sheet.pdf',
  originalFilename: 'term-sheet.pdf',
  size: 2048,
};

// Prerendered pages (deploy time) render these blocks on the server: the embeds keep their place
// and the download links, but no frame loads until the live page replaces the copy.
describe('document blocks when prerendered', () => {
  it('a PDF keeps its download link, without the inline viewer', () => {
    const html = renderToString(<PdfBlock value={{ title: 'Term sheet', file: { asset: pdf } }} />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Download PDF');
    expect(html).toContain(pdf.url);
  });

  it('slides keep their link, without the embed', () => {
    const src = 'https://docs.google.com/presentation/d/e/x/embed';
    const html = renderToString(<SlidesBlock value={{ title: 'Lecture', slidesUrl: src }} />);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Open the slides in a new tab');
  });
});
