import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type CertificateData, certificateData } from './certificate-data';
import { certificateMessages } from './certificate-messages';

/** Stands in for the image-url builder: an asset reference becomes a CDN URL. */
const imageUrl = (image: unknown) => {
  const ref = (image as { asset?: { _ref?: unknown } }).asset?._ref;
  return typeof ref === 'string' ? `https://cdn.test/images/${ref}.png` : null;
};

const COURSE = {
  _id: 'c1',
  title: 'Islamic Finance Foundations',
  slug: { current: 'islamic-finance-foundations' },
  certificateOverrides: {
    issuer: 'Al Huda Institute',
    sealText: 'Accredited Programme',
    logo: { asset: { _ref: 'image-logo' }, alt: 'Al Huda crest' },
    signature: { asset: { _ref: 'image-sign' }, alt: 'Signature of the dean' },
  },
};

const INPUT = {
  learnerName: 'Amina Yusuf',
  course: COURSE,
  completedAt: '2026-11-22T10:00:00.000Z',
  imageUrl,
};

const withCourse = (course: unknown) => certificateData({ ...INPUT, course });
const withOverrides = (certificateOverrides: unknown) => withCourse({ ...COURSE, certificateOverrides });

describe('certificateData', () => {
  it('reads a complete course', () => {
    expect(certificateData(INPUT)).toEqual<CertificateData>({
      learnerName: 'Amina Yusuf',
      courseTitle: 'Islamic Finance Foundations',
      courseSlug: 'islamic-finance-foundations',
      completedAt: '2026-11-22T10:00:00.000Z',
      issuer: 'Al Huda Institute',
      sealText: 'Accredited Programme',
      logo: { url: 'https://cdn.test/images/image-logo.png', alt: 'Al Huda crest' },
      signature: { url: 'https://cdn.test/images/image-sign.png', alt: 'Signature of the dean' },
    });
  });

  it('trims and collapses whitespace in the name and the title, keeping any script', () => {
    const data = certificateData({
      ...INPUT,
      learnerName: '  أمينة \n  يوسف ',
      course: { title: ' Zakat\t 101 ' },
    });
    expect(data?.learnerName).toBe('أمينة يوسف');
    expect(data?.courseTitle).toBe('Zakat 101');
  });

  it.each([undefined, null, '', '   ', 42, ['Amina'], { name: 'Amina' }])(
    'is null without a learner name (%o)',
    (learnerName) => {
      expect(certificateData({ ...INPUT, learnerName })).toBeNull();
    },
  );

  it.each([
    undefined,
    null,
    '',
    'yesterday',
    '1',
    'May 2026',
    '2026-13-45',
    '2026-11-22Tnonsense',
    1764000000000,
    new Date('invalid'),
    {},
  ])('is null without a valid completion date (%o)', (completedAt) => {
    expect(certificateData({ ...INPUT, completedAt })).toBeNull();
  });

  it('accepts a plain date and a Date', () => {
    expect(certificateData({ ...INPUT, completedAt: '2026-11-22' })?.completedAt).toBe('2026-11-22');
    expect(certificateData({ ...INPUT, completedAt: new Date('2026-11-22T10:00:00Z') })?.completedAt).toBe(
      '2026-11-22T10:00:00.000Z',
    );
  });

  it.each([undefined, null, 'course', 7, [], { title: '' }, { title: '  ' }, { title: 42 }, { title: null }])(
    'is null without a course title (%o)',
    (course) => {
      expect(withCourse(course)).toBeNull();
    },
  );

  it('uses the course slug, an old plain-string slug, or one made from the title', () => {
    expect(withCourse({ title: 'T', slug: 'old-style-slug' })?.courseSlug).toBe('old-style-slug');
    expect(withCourse({ title: 'Risk & Return: Part 2', slug: null })?.courseSlug).toBe('risk-return-part-2');
    expect(withCourse({ title: 'Risk', slug: { current: 'Not A Slug!' } })?.courseSlug).toBe('risk');
    expect(withCourse({ title: 'Café Économie', slug: { current: 42 } })?.courseSlug).toBe('cafe-economie');
    expect(withCourse({ title: 'التمويل الإسلامي', slug: ['x'] })?.courseSlug).toBe('course');
  });

  it.each([undefined, null, 'overrides', 3, [], {}])(
    'applies every default without overrides (%o)',
    (overrides) => {
      expect(withOverrides(overrides)).toMatchObject({
        issuer: 'QuantEthic',
        sealText: 'Certificate of Completion',
        logo: null,
        signature: null,
      });
    },
  );

  it('ignores blank or wrong-typed override fields', () => {
    const data = withOverrides({ issuer: '  ', sealText: 12, logo: 'logo.png', signature: ['x'] });
    expect(data).toMatchObject({ issuer: 'QuantEthic', sealText: 'Certificate of Completion', logo: null });
    expect(data?.signature).toBeNull();
  });

  it('gives images without alt text a descriptive one', () => {
    const data = withOverrides({
      issuer: 'Al Huda',
      logo: { asset: { _ref: 'image-logo' }, alt: '   ' },
      signature: { asset: { _ref: 'image-sign' }, alt: 5 },
    });
    expect(data?.logo?.alt).toBe('Al Huda logo');
    expect(data?.signature?.alt).toBe('Signature of Al Huda');
    const defaults = withOverrides({ logo: { asset: { _ref: 'image-logo' } } });
    expect(defaults?.logo?.alt).toBe('QuantEthic logo');
  });

  it('drops images the builder cannot resolve, rejects or throws on', () => {
    const resolve = vi.fn((image: unknown) => (image as { url: string }).url ?? null);
    const overrides = (logo: unknown) =>
      certificateData({ ...INPUT, course: { ...COURSE, certificateOverrides: { logo } }, imageUrl: resolve });
    expect(overrides({ url: null })?.logo).toBeNull();
    expect(overrides({ url: 'javascript:alert(1)' })?.logo).toBeNull();
    expect(overrides({ url: 'data:image/png;base64,AAAA' })?.logo).toBeNull();
    expect(overrides({ url: '/relative/logo.png' })?.logo).toBeNull();
    expect(overrides({ url: 'http://cdn.test/logo.png' })?.logo?.url).toBe('http://cdn.test/logo.png');
    expect(resolve).toHaveBeenCalledWith({ url: null });

    const throwing = () => {
      throw new Error('Unable to resolve image URL');
    };
    expect(certificateData({ ...INPUT, imageUrl: throwing })).toMatchObject({ logo: null, signature: null });
  });

  it('does not call the builder for missing images', () => {
    const resolve = vi.fn(() => 'https://cdn.test/x.png');
    certificateData({
      ...INPUT,
      course: { title: 'T', certificateOverrides: { issuer: 'X' } },
      imageUrl: resolve,
    });
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe('certificateData for an Arabic certificate', () => {
  beforeAll(() => certificateMessages.load('ar'));

  it('names its language, and gives the defaults in it', () => {
    const data = certificateData({
      ...INPUT,
      locale: 'ar',
      course: { title: 'Zakat 101', certificateOverrides: { logo: { asset: { _ref: 'image-logo' } } } },
    });
    expect(data).toMatchObject({
      locale: 'ar',
      learnerName: 'Amina Yusuf',
      issuer: 'QuantEthic',
      sealText: 'شهادة إتمام',
      logo: { url: 'https://cdn.test/images/image-logo.png', alt: 'شعار QuantEthic' },
    });
    const signed = withOverrides({ signature: { asset: { _ref: 'image-sign' } } });
    expect(signed?.signature?.alt).toBe('Signature of QuantEthic'); // English without a locale
    expect(
      certificateData({
        ...INPUT,
        locale: 'ar',
        course: { ...COURSE, certificateOverrides: { signature: { asset: { _ref: 's' } } } },
      })?.signature?.alt,
    ).toBe('توقيع QuantEthic');
  });

  it('keeps the course’s own seal text and alt texts', () => {
    expect(certificateData({ ...INPUT, locale: 'ar' })).toMatchObject({
      sealText: 'Accredited Programme',
      logo: { alt: 'Al Huda crest' },
    });
  });

  it("takes the course title's language from the document's language field", () => {
    expect(withCourse({ ...COURSE, language: 'ar' })?.courseLanguage).toBe('ar');
    expect(withCourse({ ...COURSE, language: 'en' })?.courseLanguage).toBe('en');
    // Unknown or missing: not said (the views tell it by the title's script).
    expect(withCourse({ ...COURSE, language: 'fr' })?.courseLanguage).toBeUndefined();
    expect(withCourse(COURSE)?.courseLanguage).toBeUndefined();
  });
});
