import { describe, expect, it } from 'vitest';
import { teamMetaDescription } from './team-head';

describe('teamMetaDescription (SPEC §9: 160 characters)', () => {
  it('is the bio, cut to at most 160 characters with an ellipsis', () => {
    const bio =
      'Amina spent a decade structuring Shari’ah-compliant financing at a Gulf development bank before moving into teaching. Her doctoral research compared the cash-flow risk of murabaha and diminishing musharakah home finance.';
    const description = teamMetaDescription({ _id: 'a', name: 'Dr. Amina Hassan', bio });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(bio.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('keeps a short bio whole', () => {
    expect(teamMetaDescription({ _id: 'm', name: 'Mei Chen', bio: 'Data scientist.' })).toBe(
      'Data scientist.',
    );
  });

  it('falls back to the name and role without a bio', () => {
    expect(teamMetaDescription({ _id: 'o', name: 'Omar Farouk', role: 'Consulting Lead' })).toBe(
      'Omar Farouk, Consulting Lead at QuantEthic.',
    );
    expect(teamMetaDescription({ _id: 'x', name: 'Sara', bio: '   ' })).toBe('Sara at QuantEthic.');
  });
});
