// "Negative vs Positive Screening in Ethical Portfolios". Deliberately has no
// estimatedReadingTime (the site must cope without it).
import { bullet, customBlock, em, h2, h3, image, link, numbered, p, quote, ref, strong } from '../kit.mjs';
import { PEOPLE } from '../people.mjs';
import { cover } from '../svg.mjs';
import { chartData, inlineImage, slug } from './helpers.mjs';

const SLUG = 'negative-vs-positive-screening';

const body = [
  p(
    'Most ethical portfolios are built with one of two tools. ',
    strong('Negative screening'),
    ' removes what you will not own. ',
    strong('Positive screening'),
    ' seeks out what you want to own more of. They answer different questions, change the portfolio in different ways, and are most useful in combination. This article explains both, with the trade-offs a portfolio manager has to explain to clients.',
  ),
  h2('Negative screening: drawing lines'),
  p(
    'Negative (exclusionary) screening is the oldest form of ethical investing. Faith-based investors avoided alcohol, tobacco and gambling long before the term ESG existed, and ',
    link("Shari'ah screening", '/knowledge/shariah-screening-ratios-for-equities'),
    ' starts with the same kind of business-activity screen. Today exclusions come in three flavours:',
  ),
  bullet(
    strong('Product or sector exclusions, '),
    'usually with a revenue threshold: for example, no company earning more than 5% of revenue from tobacco production, or more than 25% from thermal coal mining.',
  ),
  bullet(
    strong('Norms-based exclusions, '),
    'for companies in severe breach of international standards such as the ',
    link(
      'ten principles of the UN Global Compact',
      'https://unglobalcompact.org/what-is-gc/mission/principles',
    ),
    ' or the OECD Guidelines for Multinational Enterprises.',
  ),
  bullet(
    strong('Conduct or controversy exclusions, '),
    'for companies involved in severe, unresolved controversies: major corruption cases, environmental disasters, forced labour in the supply chain.',
  ),
  p(
    'Exclusions are transparent and easy to explain: a client can check that the fund holds no tobacco. Their limits are equally clear. Excluding a company does not change it (someone else buys the shares), thresholds are arbitrary at the margin, and a screen says nothing about the companies that remain.',
  ),
  customBlock('chart', {
    title: 'Where excluded index weight comes from (illustrative)',
    chartType: 'pie',
    data: chartData(
      [
        'Fossil fuels (coal, oil sands)',
        'Norms-based breaches',
        'Conventional weapons',
        'Tobacco',
        'Controversial weapons',
        'Gambling and adult entertainment',
      ],
      [{ label: 'Share of excluded weight (%)', data: [39, 20, 14, 11, 9, 7] }],
    ),
    description:
      'Illustrative breakdown for a typical exclusion policy applied to a global equity index, where exclusions remove about 7% of index weight in total. Not data for any specific index.',
  }),
  h2('Positive screening: choosing the leaders'),
  p(
    'Positive screening selects or overweights companies for what they do well. The most common form is ',
    strong('best-in-class'),
    ': rank companies within each sector by an ESG score and keep the top third, or overweight the leaders. Because every sector remains represented, the portfolio keeps a sector mix close to the benchmark.',
  ),
  p(
    'Thematic investing is a sharper version: a clean-energy, water or healthcare-access fund holds only companies whose products address the theme. It expresses a clear view but concentrates the portfolio, so volatility and tracking error are much higher.',
  ),
  h3('A worked example'),
  p(
    'Take a universe of ten utilities with ESG scores from 0 to 10: 8.1, 7.4, 6.9, 6.2, 5.8, 5.1, 4.7, 3.9, 3.2 and 2.6. A best-in-class screen keeping the top 30% holds the first three. An exclusion screen on "more than 25% of revenue from coal" might instead remove two companies, say those scoring 3.2 and 2.6, and keep eight. The first portfolio is concentrated in leaders; the second is broad but says nothing about quality. Here, applying both leaves the same top three. The difference shows when a coal-heavy utility scores well, which happens often because ratings reward disclosure and governance: best-in-class would keep it, the exclusion would not.',
  ),
  inlineImage(
    'screening-funnel.svg',
    cover({
      title: 'From universe to portfolio',
      subtitle: 'Exclude - rank - select - engage',
      motif: 'network',
    }),
    'An abstract network of nodes, representing a stock universe being filtered into a portfolio.',
    'A typical pipeline: exclusions first, then best-in-class selection within each sector, then engagement with the companies held.',
  ),
  h2('The trade-offs to explain to clients'),
  numbered(
    'Tracking error. Narrow exclusions that remove a few percent of index weight add little tracking error; sector-wide exclusions, such as all fossil fuels, add much more because the excluded stocks move together.',
  ),
  numbered(
    'The "best oil company" problem. Best-in-class can hold an oil major with good disclosure. Investors who object to the sector need an exclusion, not a better score.',
  ),
  numbered(
    'Rating dependence. Positive screens inherit the weaknesses of the ratings they use, and ESG ratings from different providers often disagree; see ',
    link('Measuring Impact: Beyond ESG Ratings', '/knowledge/measuring-impact-beyond-esg-ratings'),
    '.',
  ),
  numbered(
    'Neither changes the company. Influence comes from engagement and voting, which the ',
    link('Principles for Responsible Investment', 'https://www.unpri.org/'),
    ' treat as a core part of ownership.',
  ),
  quote(
    'Exclusions say what you will not be part of. Positive screens say what you want more of. Neither, on its own, tells you whether the world changed because you invested.',
  ),
  p(
    em('Sara Lindqvist'),
    ' researches how screens change portfolios in practice; see ',
    link('her profile', '/team/sara-lindqvist'),
    '.',
  ),
];

export const documents = [
  {
    _id: `post-${SLUG}`,
    _type: 'knowledgePost',
    _createdAt: '2024-10-03T12:00:00Z',
    _updatedAt: '2024-10-03T12:00:00Z',
    title: 'Negative vs Positive Screening in Ethical Portfolios',
    slug: slug(SLUG),
    summary:
      'Exclusions remove what you will not own; positive screens seek out leaders. How each changes a portfolio, and why most funds combine them.',
    tags: ['Ethical Investing', 'ESG'],
    date: '2024-10-03',
    // No estimatedReadingTime on purpose.
    featuredImage: image(
      'post-negative-vs-positive-screening.svg',
      cover({
        title: 'Negative vs Positive Screening',
        subtitle: 'Building ethical portfolios',
        motif: 'balance',
      }),
      { alt: 'A balance beam motif behind the title Negative vs Positive Screening' },
    ),
    author: ref(PEOPLE.sara),
    body,
  },
];
