import { describe, expect, it } from 'vitest';
import { slidesEmbedSrc } from './slides-src';

const GOOGLE = 'https://docs.google.com/presentation/d/e/2PACX-abc/embed?start=false&loop=false&delayms=3000';

describe('slidesEmbedSrc (embed only from https; embed HTML never injected)', () => {
  it('prefers an https slidesUrl', () => {
    expect(slidesEmbedSrc(GOOGLE, '<iframe src="https://other.example/x"></iframe>')).toBe(GOOGLE);
  });

  it('extracts the https src of the iframe in the embed code, decoding entities', () => {
    const code = `<iframe src="${GOOGLE.replace(/&/g, '&amp;')}" frameborder="0" width="960" height="569" allowfullscreen="true"></iframe>`;
    expect(slidesEmbedSrc(null, code)).toBe(GOOGLE);
    expect(slidesEmbedSrc(undefined, "<iframe width=1 src='https://slides.example/a'>")).toBe(
      'https://slides.example/a',
    );
    expect(slidesEmbedSrc(undefined, '<iframe src=https://slides.example/b></iframe>')).toBe(
      'https://slides.example/b',
    );
  });

  it('accepts a bare https URL as embed code', () => {
    expect(slidesEmbedSrc(undefined, ' https://slides.example/c ')).toBe('https://slides.example/c');
  });

  it.each([
    ['http slidesUrl', 'http://slides.example/a', undefined],
    ['javascript slidesUrl', 'javascript:alert(1)', undefined],
    ['data slidesUrl', 'data:text/html,<script>alert(1)</script>', undefined],
    ['javascript iframe', undefined, '<iframe src="javascript:alert(1)"></iframe>'],
    ['entity-encoded javascript', undefined, '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['http iframe', undefined, '<iframe src="http://evil.example/x"></iframe>'],
    ['protocol-relative iframe', undefined, '<iframe src="//evil.example/x"></iframe>'],
    ['script tag', undefined, '<script src="https://evil.example/x.js"></script>'],
    ['data-src only', undefined, '<iframe data-src="https://evil.example/x"></iframe>'],
    ['nothing', undefined, undefined],
    ['wrong types', 42, { src: 'https://x.example' }],
  ])('gives null for %s', (_, slidesUrl, embedCode) => {
    expect(slidesEmbedSrc(slidesUrl, embedCode)).toBeNull();
  });
});
