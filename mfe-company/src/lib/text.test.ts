// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialOf, META_DESCRIPTION_MAX, paragraphs, truncate, withoutSiteName } from './text';

describe('truncate (SPEC §9: team meta description, 160 characters)', () => {
  it('keeps text that fits, with whitespace collapsed', () => {
    expect(truncate('  Short   bio.\n')).toBe('Short bio.');
    const exact = 'a'.repeat(META_DESCRIPTION_MAX);
    expect(truncate(exact)).toBe(exact);
  });

  it('cuts longer text to at most 160 characters ending with an ellipsis', () => {
    const bio =
      'Amina spent a decade structuring Shari’ah-compliant financing at a Gulf development bank before moving into teaching. Her doctoral research compared the cash-flow risk of murabaha.';
    const result = truncate(bio);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('…')).toBe(true);
    expect(bio.startsWith(result.slice(0, -1))).toBe(true);
    // At a word boundary, without a dangling comma or space before the ellipsis.
    expect(result).toMatch(/\w…$/);
  });

  it('cuts inside a word when there is no space near the end', () => {
    const result = truncate('x'.repeat(400));
    expect(result).toBe(`${'x'.repeat(159)}…`);
    expect(result).toHaveLength(160);
  });

  it('takes another limit', () => {
    expect(truncate('one two three four', 10)).toBe('one two…');
  });
});

describe('content text helpers', () => {
  it('initialOf() skips titles and falls back to ?', () => {
    expect(initialOf('Dr. Amina Hassan')).toBe('A');
    expect(initialOf('mei chen')).toBe('M');
    expect(initialOf('')).toBe('?');
    expect(initialOf(undefined)).toBe('?');
  });

  it('paragraphs() splits on blank lines', () => {
    expect(paragraphs('One.\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphs(null)).toEqual([]);
  });

  it('withoutSiteName() drops a trailing site name', () => {
    expect(withoutSiteName('Consulting — Sukuk | QuantEthic')).toBe('Consulting — Sukuk');
    expect(withoutSiteName('About QuantEthic')).toBe('About QuantEthic');
    expect(withoutSiteName(null)).toBeNull();
  });
});
