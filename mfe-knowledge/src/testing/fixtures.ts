// Posts shaped like the content API returns them (see the demo dataset).
export const MURABAHA_CARD = {
  _id: 'post-what-is-murabaha',
  title: 'What Is Murabaha?',
  slug: { current: 'what-is-murabaha' },
  summary:
    'The cost-plus sale behind most Islamic financing, explained step by step with a worked pricing example.',
  tags: ['Islamic Finance', 'Risk'],
  date: '2024-02-12',
  estimatedReadingTime: 5,
  featuredImage: { asset: { _ref: 'image-3dbbde44ac9f-1000x560-svg' }, alt: 'Star pattern' },
};

export const SUKUK_CARD = {
  _id: 'post-sukuk-vs-conventional-bonds',
  title: 'Sukuk vs Conventional Bonds',
  slug: { current: 'Sukuk vs Conventional  Bonds' },
  summary: 'Same cash flows, different claims.',
  tags: ['Islamic Finance', 'Sukuk'],
  date: '2024-05-08',
  estimatedReadingTime: 5,
  featuredImage: { asset: { _ref: 'image-aaaaaa-1000x560-svg' } },
};

export const ARCHIVE_CARD = {
  _id: 'post-archive',
  title: 'From the Archive: Islamic Microfinance Field Notes',
  slug: { current: 'archive-islamic-microfinance-field-notes' },
  summary: 'Notes from two weeks with interest-free programmes.',
  tags: ['Ethical Investing'],
  estimatedReadingTime: 3,
};

export const MURABAHA_POST = {
  ...MURABAHA_CARD,
  _createdAt: '2024-02-10T09:00:00Z',
  _updatedAt: '2024-03-01T12:30:00Z',
  author: { name: 'Amina Hassan', slug: { current: 'amina-hassan' }, image: null },
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [],
      children: [
        { _type: 'span', _key: 's1', text: 'Murabaha is a sale at cost plus a disclosed profit.', marks: [] },
      ],
    },
  ],
  downloads: [
    {
      _key: 'd1',
      title: 'Murabaha pricing worksheet',
      description: 'A one-page worksheet.',
      asset: {
        url: 'http://content.test/files/p/d/worksheet.pdf',
        originalFilename: 'murabaha-pricing-worksheet.pdf',
        size: 2554,
      },
    },
  ],
};

/** `count` generated cards, newest first. */
export function manyCards(count: number, tag = 'Risk') {
  return Array.from({ length: count }, (_, i) => ({
    _id: `post-${i}`,
    title: `Generated article ${i}`,
    slug: { current: `generated-article-${i}` },
    summary: 'A generated summary.',
    tags: [tag],
    date: '2024-01-01',
  }));
}
