// @vitest-environment node
import { DEFAULT_SITE_CONFIG } from '@quantethic/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamHead, teamMetaDescription } from './team-head';
import { teamT, teamTexts } from './team-messages';

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

describe("a team page head in Arabic (the page locale's texts)", () => {
  beforeAll(() => teamTexts.ready('ar'));

  it('falls back to the name and role in Arabic; the names stay as written', () => {
    const arabic = teamT('ar');
    expect(teamMetaDescription({ _id: 'o', name: 'Omar Farouk', role: 'Consulting Lead' }, arabic)).toBe(
      'Omar Farouk، Consulting Lead في QuantEthic.',
    );
    expect(teamMetaDescription({ _id: 'x', name: 'سارة' }, arabic)).toBe('سارة من فريق QuantEthic.');
    expect(teamMetaDescription({ _id: 'y' }, arabic)).toBe('عضو في فريق QuantEthic من فريق QuantEthic.');
    expect(teamMetaDescription({ _id: 'y' })).toBe('A QuantEthic team member at QuantEthic.');
  });

  it('names the breadcrumbs in Arabic, English on an English page', () => {
    const crumbs = (t?: ReturnType<typeof teamT>) => {
      const { jsonLd = [] } = teamHead({ _id: 'a', name: 'Amina' }, 'Amina', 'amina', DEFAULT_SITE_CONFIG, t);
      const list = jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
        itemListElement: { name: string }[];
      };
      return list.itemListElement.map((item) => item.name);
    };
    expect(crumbs(teamT('ar'))).toEqual(['الرئيسية', 'من نحن', 'Amina']);
    expect(crumbs()).toEqual(['Home', 'About', 'Amina']);
  });
});
