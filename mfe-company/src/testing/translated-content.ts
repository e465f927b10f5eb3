// A small dataset in Sanity's document-level i18n convention (what the demo dataset has, plus
// what it does not: documents left untranslated), for tests of the Arabic edition's fallbacks.
// Layla and the screening service are translated; Noor and the audit service are English only;
// the consulting page is English only (its Arabic page is its English one) and names the English
// services; the about page is translated, and its Arabic version names Layla's translation and
// Noor's English document.

const UPDATED = '2025-03-01T09:00:00Z';
const ref = (id: string) => ({ _type: 'reference', _key: id, _ref: id });

/** Links the versions of one document, as the Studio's translation plugin does. */
const translations = (id: string, versions: Record<string, string>) => ({
  _id: `translation.metadata.${id}`,
  _type: 'translation.metadata',
  _updatedAt: UPDATED,
  translations: Object.entries(versions).map(([language, versionId]) => ({
    _type: 'internationalizedArrayReferenceValue',
    _key: language,
    value: { _type: 'reference', _ref: versionId, _weak: true },
  })),
});

const member = (id: string, language: string, fields: Record<string, unknown>) => ({
  _id: id,
  _type: 'teamMember',
  _updatedAt: UPDATED,
  language,
  ...fields,
});

const service = (id: string, language: string, fields: Record<string, unknown>) => ({
  _id: id,
  _type: 'consultingService',
  _updatedAt: UPDATED,
  language,
  active: true,
  detailedDescription: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      children: [{ _type: 'span', _key: 's1', text: `${fields.title} in detail` }],
    },
  ],
  ...fields,
});

export const LAYLA = { en: 'Layla Haddad', ar: 'ليلى حداد', slug: 'layla-haddad' };
export const NOOR = { en: 'Noor Siddiqui', slug: 'noor-siddiqui' };
export const SCREENING = { en: 'Portfolio Screening', ar: 'الفرز الشرعي للمحافظ' };
export const AUDIT = { en: 'Shariah Audit' };
export const CONSULTING_TITLE = 'Consulting, in English only';
export const ABOUT = { en: 'Finance with principles', ar: 'تمويل بمبادئ' };

export const TRANSLATED_CONTENT: object[] = [
  member('team-layla', 'en', {
    name: LAYLA.en,
    slug: { current: LAYLA.slug },
    role: 'Shariah Adviser',
    bio: 'Layla advises on Shariah compliance.',
    expertise: ['Shariah Compliance'],
    metadata: { order: 1 },
  }),
  member('team-layla__i18n_ar', 'ar', {
    name: LAYLA.ar,
    slug: { current: LAYLA.slug },
    role: 'مستشارة شرعية',
    bio: 'تقدّم ليلى المشورة في الامتثال الشرعي.',
    expertise: ['الامتثال الشرعي'],
    metadata: { order: 1 },
  }),
  translations('team-layla', { en: 'team-layla', ar: 'team-layla__i18n_ar' }),
  member('team-noor', 'en', {
    name: NOOR.en,
    slug: { current: NOOR.slug },
    role: 'Quant Analyst',
    bio: 'Noor builds risk models.',
    expertise: ['Risk Management'],
    metadata: { order: 2 },
  }),
  service('service-screening', 'en', {
    title: SCREENING.en,
    shortDescription: 'Screen a portfolio.',
    order: 1,
  }),
  service('service-screening__i18n_ar', 'ar', {
    title: SCREENING.ar,
    shortDescription: 'فرز المحفظة الاستثمارية.',
    order: 1,
  }),
  translations('service-screening', { en: 'service-screening', ar: 'service-screening__i18n_ar' }),
  service('service-audit', 'en', { title: AUDIT.en, shortDescription: 'An audit of a product.', order: 2 }),
  {
    _id: 'consultingPage',
    _type: 'consultingPage',
    _updatedAt: UPDATED,
    language: 'en',
    heroTitle: CONSULTING_TITLE,
    heroDescription: 'Advice for institutions.',
    services: [ref('service-screening'), ref('service-audit')],
  },
  {
    _id: 'aboutPage',
    _type: 'aboutPage',
    _updatedAt: UPDATED,
    language: 'en',
    hero: { heading: ABOUT.en, subheading: 'Who we are.' },
    team: [ref('team-layla'), ref('team-noor')],
  },
  {
    _id: 'aboutPage__i18n_ar',
    _type: 'aboutPage',
    _updatedAt: UPDATED,
    language: 'ar',
    hero: { heading: ABOUT.ar, subheading: 'من نحن.' },
    team: [ref('team-layla__i18n_ar'), ref('team-noor')],
  },
  translations('aboutPage', { en: 'aboutPage', ar: 'aboutPage__i18n_ar' }),
];
